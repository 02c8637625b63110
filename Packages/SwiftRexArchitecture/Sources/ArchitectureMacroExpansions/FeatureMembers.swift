import SwiftSyntax

/// The members `@Feature` generates for a valid feature: only those the enum does not declare.
struct FeatureMembers {
  let feature: FeatureDeclaration
  let strategy: ViewStrategyArgument

  var declarations: [DeclSyntax] {
    var members: [DeclSyntax] = []
    let access = feature.access.memberModifier
    let name = feature.name
    if !feature.declares("Environment") {
      members.append(
        """
        /// What `\(raw: name)`'s effects depend on: nothing, as the feature declares no `Environment`.
        \(raw: access)typealias Environment = Void
        """)
    }
    if !feature.declares("ViewState") {
      members.append(
        """
        /// What `\(raw: name)`'s view reads: the domain state itself, as the feature declares no `ViewState`.
        typealias ViewState = State
        """)
    }
    if !feature.declares("ViewAction") {
      members.append(
        """
        /// What `\(raw: name)`'s view sends: the domain actions themselves, as the feature declares no `ViewAction`.
        typealias ViewAction = Action
        """)
    }
    if !feature.declares("ViewStore") {
      members.append(
        """
        /// The store `\(raw: name)`'s views read and dispatch through: a `\(raw: strategy.viewStoreName)`, as its strategy picks. Subviews name this type, so changing the strategy changes them all.
        typealias ViewStore = \(raw: strategy.viewStoreType(state: "ViewState", action: "ViewAction"))
        """)
    }
    if feature.initialState == nil {
      if !feature.declares("Input") {
        members.append(
          """
          /// What seeds `\(raw: name)`'s state: nothing, as the feature declares no `Input`.
          \(raw: access)typealias Input = Void
          """)
      }
      members.append(
        """
        /// The state `\(raw: name)` starts in: `State()`, as the feature takes no input.
        \(raw: access)static func initialState(with input: Input = ()) -> State {
          State()
        }
        """)
    }
    if feature.declares("Content") && feature.view == nil {
      members.append(body(access: access))
      members.append(view(access: access))
    }
    return members
  }

  /// `view(store:environment:)`: the strategy's view store over `store`, through the maps when
  /// the feature has them, handed to `Content`.
  private func view(access: String) -> DeclSyntax {
    let mapsState = feature.isDistinct("ViewState", from: "State")
    let mapsAction = feature.isDistinct("ViewAction", from: "Action")
    let storeType = strategy.viewStoreType(state: "ViewState", action: "ViewAction")
    let construction: String
    let through: String
    if mapsState || mapsAction {
      let state = mapsState ? "mapState.run(environment)" : "{ $0 }"
      let action = mapsAction ? "mapAction.run(environment)" : "{ $0 }"
      construction =
        "\(storeType)(\n        store,\n        state: \(state),\n        action: \(action)\n      )"
      through = [mapsState ? "`mapState`" : nil, mapsAction ? "`mapAction`" : nil]
        .compactMap { $0 }.joined(separator: " and ")
    } else {
      construction = "\(storeType)(store)"
      through = ""
    }
    let how =
      through.isEmpty
      ? "reading `store`'s state and dispatching its actions directly"
      : "through \(through) run in `environment`"
    return """
      /// `\(raw: feature.name)`'s view: `Content` bound to a `\(raw: strategy.viewStoreName)` over `store`, \(raw: how).
      ///
      /// The view store is made once, when the view first appears at its place in the tree, and kept while it stays there: a parent that renders again hands over an equal view, so this feature's views are evaluated only when its own view state changes.
      ///
      /// - Parameters:
      ///   - store: any store of the feature's `Action` and `State`: its own `Store`, or a projection of an app's.
      ///   - environment: the feature's dependencies, which the view maps read.
      @MainActor
      \(raw: access)static func view(
        store: some SwiftRex.StoreType<State, Action>,
        environment: Environment
      ) -> Body {
        Body(
          content: TextUI.Retained {
            \(raw: construction)
          } content: { viewStore in
            Content(viewStore: viewStore)
          }
        )
      }
      """
  }

  /// `Body`, the view `view(store:environment:)` returns: a concrete type, because a generic
  /// function's opaque result cannot witness `Feature.Body`, yet opaque to other modules, because
  /// its only stored property (the content) keeps the feature's internal access.
  private func body(access: String) -> DeclSyntax {
    """
    /// What `\(raw: feature.name).view(store:environment:)` returns: the feature's screen, whose content, view state and view actions stay inside the feature's module.
    \(raw: access)struct Body: TextUI.View, Equatable {
      let content: TextUI.Retained<ViewStore, Content>

      /// The feature's content view, over the view store its place in the tree keeps.
      \(raw: access)var body: some TextUI.View {
        content
      }

      /// Every value is the same screen: the view store it keeps was made when it first appeared, so a parent's new value changes nothing.
      \(raw: access)static func == (lhs: Self, rhs: Self) -> Bool { true }
    }
    """
  }
}
