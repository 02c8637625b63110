import Testing

@Suite struct BoundToMacroTests {
  @Test func simpleInjectsAViewStore() {
    let expanded = expandArchitecture(
      """
      @BoundTo(Counter.self, strategy: .observationSimple)
      struct CounterView: View {
        var body: some View { Text("") }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == """
        struct CounterView: View {
          var body: some View { Text("") }

          /// The store this view reads `Counter`'s view state from and dispatches its view actions to.
          let viewStore: SwiftRexArchitecture.ViewStore<Counter.ViewState, Counter.ViewAction>

          /// Binds the view to `viewStore`; `Counter.view(store:environment:)` calls it.
          init(viewStore: SwiftRexArchitecture.ViewStore<Counter.ViewState, Counter.ViewAction>) {
            self.viewStore = viewStore
          }
        }
        """)
  }

  @Test func granularInjectsATrackedViewStore() {
    let expanded = expandArchitecture(
      """
      @BoundTo(Gadget.self, strategy: .observationGranular)
      struct GadgetView: View {}
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source.contains(
        "let viewStore: SwiftRexArchitecture.TrackedViewStore<Gadget.ViewState, Gadget.ViewAction>"))
  }

  @Test func combineInjectsAnObservedObservableObjectStore() {
    let expanded = expandArchitecture(
      """
      @BoundTo(App.Widget.self, strategy: .combineObservable)
      public struct WidgetView: View {}
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source.contains(
        "@SwiftRexArchitecture.ObservedObject public var viewStore: "
          + "SwiftRexArchitecture.ObservableObjectStore<App.Widget.ViewState, App.Widget.ViewAction>"))
    #expect(
      expanded.source.contains(
        "public init(viewStore: SwiftRexArchitecture.ObservableObjectStore<App.Widget.ViewState, "
          + "App.Widget.ViewAction>) {\n    _viewStore = SwiftRexArchitecture.ObservedObject(wrappedValue: viewStore)"
      ))
  }

  @Test func misuseIsReported() {
    #expect(
      expandArchitecture("@BoundTo(Counter.self, strategy: .observationSimple)\nclass CounterView {}")
        .diagnostics
        == [
          "@BoundTo injects a stored `viewStore` and can only be attached to a struct view; turn this class into a struct"
        ])
    #expect(
      expandArchitecture("@BoundTo(Counter, strategy: .observationSimple)\nstruct CounterView {}").diagnostics
        == [
          "@BoundTo needs the feature as its first argument, written `SomeFeature.self`"
        ])
    #expect(
      expandArchitecture("@BoundTo(Counter.self, strategy: .fast)\nstruct CounterView {}").diagnostics == [
        "@BoundTo needs `strategy:` spelled as a case the macro can read while compiling: "
          + "`.observationSimple`, `.observationGranular` or `.combineObservable`"
      ])
  }
}
