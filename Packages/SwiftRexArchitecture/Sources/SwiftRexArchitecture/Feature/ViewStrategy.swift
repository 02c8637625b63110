/// How a feature's view observes its state: the one knob of `@Feature(strategy:)` and
/// `@BoundTo(_:strategy:)`. The view's body is the same under all three.
public enum ViewStrategy: Sendable, Hashable, CaseIterable {
  /// A ``ViewStore``: the view is evaluated again whenever its (view) state changes. The
  /// default choice: cheap, and re-rendering a screen is cheap too.
  case observationSimple
  /// A ``TrackedViewStore`` over a `@Tracked` state: a view is evaluated again only when a field
  /// it read changes. For wide screens where a field changes often.
  case observationGranular
  /// An ``ObservableObjectStore``: an object that announces every change before it happens
  /// through ``ObservableObject/objectWillChange``, for code written against that shape.
  case combineObservable
}
