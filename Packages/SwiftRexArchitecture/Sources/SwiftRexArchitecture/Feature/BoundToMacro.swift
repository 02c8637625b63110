/// Binds a view to a feature: injects `viewStore`, of the type `strategy` picks, and an
/// `init(viewStore:)` that the feature's generated `view(store:environment:)` calls.
///
/// ```swift
/// @BoundTo(Counter.self, strategy: .observationSimple)
/// struct CounterView: View {
///   // injected: let viewStore: ViewStore<Counter.ViewState, Counter.ViewAction>
///   var body: some View {
///     Button("count: \(viewStore.state.count)") { viewStore.dispatch(.tick) }
///   }
/// }
/// ```
///
/// - `.observationSimple`: `let viewStore: ViewStore<F.ViewState, F.ViewAction>`;
/// - `.observationGranular`: `let viewStore: TrackedViewStore<F.ViewState, F.ViewAction>`;
/// - `.combineObservable`: `@ObservedObject var viewStore: ObservableObjectStore<F.ViewAction, F.ViewState>`.
///
/// Use the same strategy as the feature's `@Feature(strategy:)`. The generated members take the
/// view's access. Attach it to a struct; other uses are compile-time errors.
@attached(member, names: named(viewStore), named(_viewStore), named(init))
public macro BoundTo<F>(_ feature: F.Type, strategy: ViewStrategy) =
  #externalMacro(module: "ArchitectureMacros", type: "BoundToMacro")
