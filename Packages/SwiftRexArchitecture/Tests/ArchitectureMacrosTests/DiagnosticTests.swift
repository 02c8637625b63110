import Testing

@Suite struct FeatureDiagnosticTests {
  @Test func featureNeedsAnEnum() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      struct Counter {}
      """)
    #expect(
      expanded.diagnostics == [
        "@Feature can only be attached to an enum, the namespace that holds a feature's State, Action and "
          + "behavior(); turn this struct into an enum"
      ])
    #expect(!expanded.source.contains("extension"))
  }

  @Test func missingRequiredMembersAreEachNamed() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Empty {
        typealias Content = EmptyView
      }
      """)
    #expect(
      expanded.diagnostics == [
        "@Feature needs a State in 'Empty'; add it, for example `struct State: Sendable, Equatable { … }`",
        "@Feature needs an Action in 'Empty'; add it, for example `enum Action: Sendable { … }`",
        "@Feature needs behavior() in 'Empty'; add it, for example "
          + "`static func behavior() -> Behavior<Action, State, Environment> { … }`",
      ])
    #expect(!expanded.source.contains("func view"))
    #expect(!expanded.source.contains("extension Empty"))
  }

  @Test func aMapWithoutItsTypeIsAnError() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        struct State { var count = 0 }
        enum Action { case tick }
        static let mapState = Reader<Void, @MainActor @Sendable (State) -> String> { _ in { "\\($0.count)" } }
        static let mapAction = Reader<Void, @Sendable (Action) -> Action> { _ in { $0 } }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "'mapState' maps to a ViewState, but the feature declares no 'ViewState'; declare the ViewState it "
          + "produces, or remove 'mapState' so the view uses the domain type directly",
        "'mapAction' maps to a ViewAction, but the feature declares no 'ViewAction'; declare the ViewAction it "
          + "produces, or remove 'mapAction' so the view uses the domain type directly",
      ])
  }

  @Test func aViewTypeWithoutItsMapIsAnError() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        struct State { var count = 0 }
        enum Action { case tick }
        struct ViewState { var text: String }
        typealias ViewAction = String
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "'ViewState' is distinct from the domain type, so the view needs 'mapState' to convert; add "
          + "`static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { env in … }`, "
          + "or remove 'ViewState'",
        "'ViewAction' is distinct from the domain type, so the view needs 'mapAction' to convert; add "
          + "`static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action> { env in … }`, "
          + "or remove 'ViewAction'",
      ])
  }

  @Test func anInputNeedsInitialState() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Library {
        struct Input { var shelf: String }
        struct State { var shelf = "" }
        enum Action { case load }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "'Library' declares an Input, so @Feature cannot seed the state from State(); add "
          + "`static func initialState(with input: Input) -> State`"
      ])
  }

  @Test func aVoidInputStillSeedsFromStateInit() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Counter {
        typealias Input = Void
        struct State { var count = 0 }
        enum Action { case tick }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("static func initialState(with input: Input = ()) -> State"))
    #expect(occurrences(of: "typealias Input", in: expanded.source) == 1)
  }

  @Test func aStateWithoutInitNeedsAnInput() {
    for state in [
      "struct State { var shelf: String }",
      "struct State { let shelf: String? }",
      "struct State { var shelf: String?; init(shelf: String) { self.shelf = shelf } }",
    ] {
      let expanded = expandArchitecture(
        """
        @Feature(strategy: .observationSimple)
        enum Library {
          \(state)
          enum Action { case load }
          static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        }
        """)
      #expect(
        expanded.diagnostics == [
          "'Library.State' has no init(), so @Feature cannot generate initialState(with:) from State(); give "
            + "every stored property a default value, or declare an Input and "
            + "`static func initialState(with input: Input) -> State`"
        ], "\(state)")
    }
    for state in [
      "struct State { var shelf: String?; var count = 0; static var shared: Int; var computed: Int { 1 } }",
      "struct State { var shelf: String; init(shelf: String = \"\") { self.shelf = shelf } }",
      "typealias State = Int",
    ] {
      let expanded = expandArchitecture(
        """
        @Feature(strategy: .observationSimple)
        enum Library {
          \(state)
          enum Action { case load }
          static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        }
        """)
      #expect(expanded.diagnostics.isEmpty, "\(state)")
    }
  }

  @Test func strategyMustBeACase() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: chosenStrategy)
      enum Counter {
        struct State {}
        enum Action { case tick }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "@Feature needs `strategy:` spelled as a case the macro can read while compiling: "
          + "`.observationSimple`, `.observationGranular` or `.combineObservable`"
      ])
    #expect(
      expandArchitecture(
        """
        @Feature(strategy: ViewStrategy.observationGranular)
        enum Counter {
          struct State {}
          enum Action { case tick }
          static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        }
        """
      ).diagnostics.isEmpty)
  }

  @Test func anOpaqueHandWrittenViewIsExplained() {
    let expanded = expandArchitecture(
      """
      @Feature(strategy: .observationSimple)
      enum Timer {
        struct State {}
        enum Action { case tick }
        static func behavior() -> Behavior<Action, State, Environment> { .reduce { _, _ in } }
        static func view(store: some StoreType<State, Action>, environment: Void) -> some View { Text("") }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "'Timer.view(store:environment:)' is generic over its store, so its `some View` result cannot be "
          + "Feature's Body; return a concrete view type, or declare `typealias Content` and let @Feature "
          + "generate the view"
      ])
  }
}
