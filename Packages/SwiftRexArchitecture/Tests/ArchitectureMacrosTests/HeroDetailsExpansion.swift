/// The seed's L2 feature, verbatim.
let heroDetailsSource = #"""
  @Feature(strategy: .observationSimple)
  enum HeroDetails {
    struct State: Sendable {
      var codename = "Kryptonian"
      var aliases  = ["Superman", "Man of Steel"]
      var powers   = ["flight", "heat vision"]
      var isRetired = false
    }

    enum Action: Sendable, Equatable {
      case savePowers([String])
      case toggleRetirement
    }

    struct Environment: Sendable {}

    struct ViewState: Sendable, Equatable {
      var displayName: String
      var powersText: String
      var isRetired: Bool
    }

    enum ViewAction: Sendable {
      case editedPowers(String)
      case tappedRetirement
    }

    static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { _ in
      { s in
        .init(
          displayName: s.aliases.first ?? s.codename,
          powersText: s.powers.joined(separator: ", "),
          isRetired: s.isRetired
        )
      }
    }

    static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action> { _ in
      { va in
        switch va {
        case .editedPowers(let raw):
          .savePowers(raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        case .tappedRetirement:
          .toggleRetirement
        }
      }
    }

    static func behavior() -> Behavior<Action, State, Environment> {
      .reduce { action, state in
        switch action {
        case .savePowers(let p): state.powers = p
        case .toggleRetirement:  state.isRetired.toggle()
        }
      }
    }

    typealias Content = HeroDetailsView
  }
  """#

/// What `@Feature` makes of it (the blank line after a stamped attribute is the test harness's
/// rendering of the member's leading trivia, not part of the macro's output).
let heroDetailsExpansion = #"""
  enum HeroDetails {
    @FP.Lenses
    struct State: Sendable {
      var codename = "Kryptonian"
      var aliases  = ["Superman", "Man of Steel"]
      var powers   = ["flight", "heat vision"]
      var isRetired = false
    }
    @FP.Prisms

    enum Action: Sendable, Equatable {
      case savePowers([String])
      case toggleRetirement
    }
    @FP.Lenses

    struct Environment: Sendable {}
    @FP.Lenses

    struct ViewState: Sendable, Equatable {
      var displayName: String
      var powersText: String
      var isRetired: Bool
    }
    @FP.Prisms

    enum ViewAction: Sendable {
      case editedPowers(String)
      case tappedRetirement
    }

    static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { _ in
      { s in
        .init(
          displayName: s.aliases.first ?? s.codename,
          powersText: s.powers.joined(separator: ", "),
          isRetired: s.isRetired
        )
      }
    }

    static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action> { _ in
      { va in
        switch va {
        case .editedPowers(let raw):
          .savePowers(raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        case .tappedRetirement:
          .toggleRetirement
        }
      }
    }

    static func behavior() -> Behavior<Action, State, Environment> {
      .reduce { action, state in
        switch action {
        case .savePowers(let p): state.powers = p
        case .toggleRetirement:  state.isRetired.toggle()
        }
      }
    }

    typealias Content = HeroDetailsView

    /// The store `HeroDetails`'s views read and dispatch through: a `ViewStore`, as its strategy picks. Subviews name this type, so changing the strategy changes them all.
    typealias ViewStore = SwiftRexArchitecture.ViewStore<ViewState, ViewAction>

    /// What seeds `HeroDetails`'s state: nothing, as the feature declares no `Input`.
    typealias Input = Void

    /// The state `HeroDetails` starts in: `State()`, as the feature takes no input.
    static func initialState(with input: Input = ()) -> State {
      State()
    }

    /// What `HeroDetails.view(store:environment:)` returns: the feature's screen, whose content, view state and view actions stay inside the feature's module.
    struct Body: TextUI.View, Equatable {
      let content: TextUI.Retained<ViewStore, Content>

      /// The feature's content view, over the view store its place in the tree keeps.
      var body: some TextUI.View {
        content
      }

      /// Every value is the same screen: the view store it keeps was made when it first appeared, so a parent's new value changes nothing.
      static func == (lhs: Self, rhs: Self) -> Bool {
        true
      }
    }

    /// `HeroDetails`'s view: `Content` bound to a `ViewStore` over `store`, through `mapState` and `mapAction` run in `environment`.
    ///
    /// The view store is made once, when the view first appears at its place in the tree, and kept while it stays there: a parent that renders again hands over an equal view, so this feature's views are evaluated only when its own view state changes.
    ///
    /// - Parameters:
    ///   - store: any store of the feature's `Action` and `State`: its own `Store`, or a projection of an app's.
    ///   - environment: the feature's dependencies, which the view maps read.
    @MainActor
    static func view(
      store: some SwiftRex.StoreType<State, Action>,
      environment: Environment
    ) -> Body {
      Body(
        content: TextUI.Retained {
          SwiftRexArchitecture.ViewStore<ViewState, ViewAction>(
            store,
            state: mapState.run(environment),
            action: mapAction.run(environment)
          )
        } content: { viewStore in
          Content(viewStore: viewStore)
        }
      )
    }
  }

  extension HeroDetails: SwiftRexArchitecture.Feature {
  }
  """#
