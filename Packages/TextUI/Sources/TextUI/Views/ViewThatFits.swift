/// The first of several views that fits in the width offered, as SwiftUI's: how a view adapts to
/// the terminal's width — side by side when the columns are there, stacked when they are not.
///
/// ```swift
/// ViewThatFits {
///   HStack { shelf; detail }.frame(minWidth: 100)
///   VStack { shelf; detail }
/// }
/// ```
///
/// Each view but the last is asked for its ideal width (what it takes when nothing constrains
/// it: text on one line, frames at their ideal or minimum width); the first that is no wider than
/// the columns offered is shown, and the last when none is. Only the view shown counts: the
/// others' controls cannot be reached and their `onAppear` does not run. The views are resolved
/// as the layout reaches them, as a `ForEach`'s rows are, so the bodies of a view passed over
/// are not evaluated. A terminal offers a width but no height (the frame scrolls), so only
/// widths are compared: `ViewThatFits(in: .vertical)` finds every view fitting and shows the first.
public struct ViewThatFits<Content: View>: View {
  private let content: Content
  private let axes: Axis.Set

  /// Shows the first view of `content` that fits along `axes` in the room offered, else its last.
  /// Only the horizontal axis constrains anything here: no height is offered.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
  }

  /// A primitive: the layout picks the view once it knows the width.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ViewThatFits: PrimitiveView {
  /// O(1): the candidates are resolved as the layout reaches them (``LazyRows``).
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    // The views the builder listed are the candidates; a single view is the only one.
    var candidates = (content as? any ViewList)?.views ?? [content]
    // Without the horizontal axis nothing constrains them: the first fits.
    if !axes.contains(.horizontal) { candidates = Array(candidates.prefix(1)) }
    return .firstFitting(
      LazyRows(
        count: candidates.count, path: path.appending(.role("fits")), store: scope.rowStore(at: path),
        identity: { AnyHashable($0) },
        resolve: { index, candidateScope, candidatePath in
          candidateScope.resolve(candidates[index], at: candidatePath)
        }))
  }
}
