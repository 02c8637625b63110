import Testing

@Suite struct FeatureMacroTests {
  @Test func leanestFeatureGetsEveryDefault() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        struct State: Sendable, Equatable {
          var count = 0
        }
        enum Action: Sendable {
          case tick
        }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, state in state.count += 1 } }
        typealias Content = CounterView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == """
        enum Counter {
          @FP.Lenses
          struct State: Sendable, Equatable {
            var count = 0
          }
          @FP.Prisms
          enum Action: Sendable {
            case tick
          }
          static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, state in state.count += 1 } }
          typealias Content = CounterView

          /// What `Counter`'s effects depend on: nothing, as the feature declares no `Environment`.
          typealias Environment = Void

          /// What `Counter`'s view reads: the domain state itself, as the feature declares no `ViewState`.
          typealias ViewState = State

          /// What `Counter`'s view sends: the domain actions themselves, as the feature declares no `ViewAction`.
          typealias ViewAction = Action

          /// The store `Counter`'s views read and dispatch through: a `ViewStore`, as its strategy picks. Subviews name this type, so changing the strategy changes them all.
          typealias ViewStore = SwiftRexArchitecture.ViewStore<ViewState, ViewAction>

          /// What seeds `Counter`'s state: nothing, as the feature declares no `Input`.
          typealias Input = Void

          /// The state `Counter` starts in: `State()`, as the feature takes no input.
          static func initialState(with input: Input = ()) -> State {
            State()
          }

          /// What `Counter.view(store:environment:)` returns: the feature's screen, whose content, view state and view actions stay inside the feature's module.
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

          /// `Counter`'s view: `Content` bound to a `ViewStore` over `store`, reading `store`'s state and dispatching its actions directly.
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
                SwiftRexArchitecture.ViewStore<ViewState, ViewAction>(store)
              } content: { viewStore in
                Content(viewStore: viewStore)
              }
            )
          }
        }

        extension Counter: SwiftRexArchitecture.Feature {
        }
        """)
  }

  @Test func heroDetailsMapsThroughItsReaders() {
    let expanded = expandArchitecture(heroDetailsSource)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source == heroDetailsExpansion)
  }

  @Test func granularStampsTrackedOnTheViewState() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationGranular)
      enum Gadget {
        struct State { var name = "phone" }
        enum Action { case rename(String) }
        struct ViewState { var title: String }
        enum ViewAction { case tapped }
        static let mapState = Reader<Void, @MainActor @Sendable (State) -> ViewState> { _ in { .init(title: $0.name) } }
        static let mapAction = Reader<Void, @Sendable (ViewAction) -> Action> { _ in { _ in .rename("x") } }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = GadgetView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("@FP.Lenses @SwiftRexArchitecture.Tracked\n  struct ViewState"))
    #expect(expanded.source.contains("@FP.Lenses\n  struct State"))
    #expect(expanded.source.contains("SwiftRexArchitecture.TrackedViewStore<ViewState, ViewAction>("))
  }

  @Test func granularWithoutViewStateTracksTheState() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationGranular)
      enum Gadget {
        @Tracked struct State { var name: String = "phone" }
        enum Action { case rename(String) }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = GadgetView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    // Already tracked: not stamped twice.
    #expect(!expanded.source.contains("SwiftRexArchitecture.Tracked\n"))
    let plain = expandArchitecture(
      """
      @Feature(strategy: .observationGranular)
      enum Gadget {
        struct State { var name: String = "phone" }
        enum Action { case rename(String) }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = GadgetView
      }
      """)
    #expect(plain.source.contains("@FP.Lenses @SwiftRexArchitecture.Tracked\n  struct State"))
    #expect(plain.source.contains("SwiftRexArchitecture.TrackedViewStore<ViewState, ViewAction>(store)"))
  }

  @Test func combineObservableBuildsAnObservableObjectStore() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .combineObservable)
      enum Widget {
        struct State { var label = "" }
        enum Action { case relabel(String) }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = WidgetView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source.contains("SwiftRexArchitecture.ObservableObjectStore<ViewState, ViewAction>(store)"))
    #expect(!expanded.source.contains("Tracked"))
  }

  @Test func publicEnumMakesItsEntryPointsPublicAndKeepsTheViewLayerInternal() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      public enum Library {
        public struct State { var books: [String] = [] }
        public enum Action { case onAppear }
        public static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = LibraryView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    for line in [
      "public typealias Environment = Void", "public typealias Input = Void",
      "public static func initialState(with input: Input = ()) -> State",
      "public struct Body: TextUI.View, Equatable", "public var body: some TextUI.View",
      "public static func view(",
      "\n  typealias ViewState = State", "\n  typealias ViewAction = Action",
      "\n    let content: TextUI.Retained<ViewStore, Content>",
      "\n  typealias ViewStore = SwiftRexArchitecture.ViewStore<ViewState, ViewAction>",
    ] {
      #expect(expanded.source.contains(line), "missing \(line)")
    }
  }

  @Test func packageAndPrivateEnumsFollowTheirModifier() {
    let package = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      package enum Tool {
        package struct State {}
        package enum Action { case go }
        package static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(package.source.contains("package typealias Environment = Void"))
    let hidden = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      private enum Tool {
        struct State {}
        enum Action { case go }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(hidden.source.contains("\n  typealias Environment = Void"))
    #expect(!hidden.source.contains("private typealias"))
  }

  @Test func aLogicOnlyFeatureGetsNoViewAndNoConformance() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Timer {
        struct State { var ticks = 0 }
        enum Action { case tick }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("static func initialState(with input: Input = ()) -> State"))
    #expect(!expanded.source.contains("func view("))
    #expect(!expanded.source.contains("struct Body"))
    #expect(!expanded.source.contains("extension Timer"))
  }

  @Test func aHandWrittenViewGetsTheConformanceAndIsKept() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Timer {
        struct State { var ticks = 0 }
        enum Action { case tick }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        @MainActor static func view(store: some StoreType<State, Action>, environment: Void) -> TimerView {
          TimerView(store: store)
        }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(occurrences(of: "func view(", in: expanded.source) == 1)
    #expect(expanded.source.hasSuffix("extension Timer: SwiftRexArchitecture.Feature {\n}"))
  }

  @Test func writtenMembersAreKept() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Library {
        struct Input { var shelf: String }
        struct State { var shelf: String }
        enum Action { case load }
        struct Environment { var fetch: @Sendable () -> Void }
        static func initialState(with input: Input) -> State { .init(shelf: input.shelf) }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = LibraryView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(!expanded.source.contains("typealias Input"))
    #expect(!expanded.source.contains("typealias Environment"))
    #expect(occurrences(of: "func initialState", in: expanded.source) == 1)
    #expect(expanded.source.contains("@FP.Lenses\n  struct Input"))
    #expect(expanded.source.contains("@FP.Lenses\n  struct Environment"))
  }

  @Test func opticsSkipContentAndTypesWithTheirOwn() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Shop {
        struct State {
          struct Cart { var items: [String] = [] }
          var cart = Cart()
        }
        @Prisms enum Action { case buy }
        @NoOptics enum Route { case home }
        enum Namespace {}
        struct Content: View { var body: some View { Text("") } }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("@FP.Lenses @FP.ApplyNestedOptics(recursively: true)\n  struct State"))
    #expect(expanded.source.contains("\n  @Prisms enum Action"))
    #expect(expanded.source.contains("\n  @NoOptics enum Route"))
    #expect(expanded.source.contains("\n  enum Namespace {}"))
    #expect(expanded.source.contains("\n  struct Content: View"))
    #expect(occurrences(of: "@FP.", in: expanded.source) == 2)
  }

  @Test func aNestedDestinationGetsNoOpticsOfItsOwn() {
    // Its State and Action get theirs from `@Destination`; prisms on the declaration would embed
    // into a feature enum, which has no values, and the compiler would warn about that code.
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Shelf {
        @Destination
        enum Destination { case detail(Detail) }
        struct State { var title = "" }
        enum Action { case open }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("\n  enum Destination { case detail(Detail)"))
    #expect(!expanded.source.contains("@FP.Prisms\n  enum Destination"))
    // The feature's Action, and the State and Action that `@Destination` generates.
    #expect(occurrences(of: "@FP.Prisms", in: expanded.source) == 3)
  }

  @Test func anExplicitAliasOfTheDomainNeedsNoMap() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        struct State { var count = 0 }
        enum Action { case tick }
        typealias ViewState = State
        typealias ViewAction = Self.Action
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = CounterView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("SwiftRexArchitecture.ViewStore<ViewState, ViewAction>(store)"))
  }

  @Test func onlyOneMapTakesTheOtherLaneAsIs() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        struct State { var count = 0 }
        enum Action { case tick }
        struct ViewState { var text: String }
        static let mapState = Reader<Void, @MainActor @Sendable (State) -> ViewState> { _ in { .init(text: "\\($0.count)") } }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        typealias Content = CounterView
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source.contains(
        "state: mapState.run(environment),\n          action: {\n            $0\n          }"))
    #expect(expanded.source.contains("through `mapState` run in `environment`"))
  }
}

/// How many times `needle` occurs in `haystack`.
func occurrences(of needle: String, in haystack: String) -> Int {
  haystack.components(separatedBy: needle).count - 1
}
