/// Instrumentation of one call to ``ViewRenderer/render()``: proves which bodies ran.
public struct RenderStatistics: Hashable, Sendable {
  /// How many composite views had their `body` evaluated.
  public var bodiesEvaluated: Int
  /// The types of the views whose body was evaluated, in evaluation order.
  public var evaluatedViews: [String]
  /// Layout passes: more than one when `onAppear`/`onDisappear` actions changed observed data.
  public var passes: Int
  /// How many composite views had the lines of their subtree laid out, over every layout of the
  /// render.
  public var subtreesLaidOut: Int
  /// How many composite views had the lines of their subtree taken from the previous layout,
  /// without visiting the subtree: nothing in it changed, nor where it is drawn.
  public var subtreesReused: Int
  /// How many composite views had the lines of their subtree laid out alone and put in place of
  /// their old lines in the previous frame, the views around them not laid out again: only they
  /// had changed, and their new lines took the room the old ones did. Each is counted in
  /// ``subtreesLaidOut`` too.
  public var subtreesSpliced: Int

  /// Statistics of a render that evaluated `evaluatedViews` over `passes` passes, laying out
  /// `subtreesLaidOut` composite views' subtrees, reusing `subtreesReused` and splicing
  /// `subtreesSpliced` into the previous frame.
  public init(
    evaluatedViews: [String] = [], passes: Int = 0, subtreesLaidOut: Int = 0, subtreesReused: Int = 0,
    subtreesSpliced: Int = 0
  ) {
    self.bodiesEvaluated = evaluatedViews.count
    self.evaluatedViews = evaluatedViews
    self.passes = passes
    self.subtreesLaidOut = subtreesLaidOut
    self.subtreesReused = subtreesReused
    self.subtreesSpliced = subtreesSpliced
  }
}
