/// Binds a view to a feature: injects `viewStore`, of the type `strategy` picks, and an
/// `init(viewStore:)` that the feature's generated `view(store:environment:)` calls.
///
/// Without `strategy:` (``BoundTo(_:)``), the view takes the feature's `ViewStore` alias, so the
/// strategy is written once, on `@Feature`.
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
/// - `.combineObservable`: `@ObservedObject var viewStore: ObservableObjectStore<F.ViewState, F.ViewAction>`.
///
/// Use the same strategy as the feature's `@Feature(strategy:)`. The generated members take the
/// view's access. Attach it to a struct; other uses are compile-time errors.
@attached(member, names: named(viewStore), named(_viewStore), named(init))
public macro BoundTo<F>(_ feature: F.Type, strategy: ViewStrategy) =
  #externalMacro(module: "ArchitectureMacros", type: "BoundToMacro")

/// Binds a view to a feature through the feature's own view store type: injects
/// `let viewStore: F.ViewStore` — the alias `@Feature(strategy:)` generates for the store its
/// strategy picks — and the `init(viewStore:)` the feature's generated view calls. Changing the
/// feature's strategy then changes every view bound this way, with no other edit.
///
/// ```swift
/// @BoundTo(HeroDetails.self)
/// struct HeroHeader: View {
///   // injected: let viewStore: HeroDetails.ViewStore
///   var body: some View { Text(viewStore.state.displayName) }
/// }
/// ```
@attached(member, names: named(viewStore), named(init))
public macro BoundTo<F>(_ feature: F.Type) =
  #externalMacro(module: "ArchitectureMacros", type: "BoundToMacro")
