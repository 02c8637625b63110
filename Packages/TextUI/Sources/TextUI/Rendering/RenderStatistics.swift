/// Instrumentation of one call to ``ViewRenderer/render()``: proves which bodies ran.
public struct RenderStatistics: Hashable, Sendable {
  /// How many composite views had their `body` evaluated.
  public var bodiesEvaluated: Int
  /// The types of the views whose body was evaluated, in evaluation order.
  public var evaluatedViews: [String]
  /// Layout passes: more than one when `onAppear`/`onDisappear` actions changed observed data.
  public var passes: Int

  /// Statistics of a render that evaluated `evaluatedViews` over `passes` passes.
  public init(evaluatedViews: [String] = [], passes: Int = 0) {
    self.bodiesEvaluated = evaluatedViews.count
    self.evaluatedViews = evaluatedViews
    self.passes = passes
  }
}
