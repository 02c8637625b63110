/// The first of several views that fits in the room offered, as SwiftUI's: how a view adapts to
/// the terminal's width and height — side by side when the columns are there, stacked when they
/// are not; the full version when the rows are there, a summary when they are not.
///
/// ```swift
/// ViewThatFits {
///   HStack { shelf; detail }.frame(minWidth: 100)
///   VStack { shelf; detail }
/// }
/// ViewThatFits(in: .vertical) {
///   VStack { ForEach(lines) { Text($0) } }
///   Text("\(lines.count) lines")
/// }
/// ```
///
/// Each view but the last is measured at its ideal size along `axes` (what it takes when
/// nothing constrains it there: text on one line across, every line down; frames at their ideal
/// or minimum size), offered the room there is along the other axis; the first that fits the
/// room offered is shown, and the last when none does. Only the view shown counts: the others'
/// controls cannot be reached and their `onAppear` does not run. The views are resolved as the
/// layout reaches them, as a `ForEach`'s rows are, so the bodies of a view passed over are not
/// evaluated.
///
/// The room offered: the columns left by enclosing boxes and padding, and the terminal's rows
/// (or a modal box's) less what enclosing boxes and padding take; inside a frame of fixed or
/// bounded height, that height. Unlike SwiftUI, what sits above or beside the view in a stack
/// is not taken off: a stack does not share out the rows. Where no height is offered — a
/// session without a viewport (a pipe), the content of a scroll view — every view fits
/// vertically, so `ViewThatFits(in: .vertical)` shows its first.
public struct ViewThatFits<Content: View>: View {
  private let content: Content
  private let axes: Axis.Set

  /// Shows the first view of `content` that fits along `axes` in the room offered, else its last.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
  }

  /// A primitive: the layout picks the view once it knows the room.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ViewThatFits: PrimitiveView {
  /// O(1): the candidates are resolved as the layout reaches them (``LazyRows``).
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    // The views the builder listed are the candidates; a single view is the only one.
    let candidates = (content as? any ViewList)?.views ?? [content]
    return .firstFitting(
      LazyRows(
        count: candidates.count, path: path.appending(.role("fits")), store: scope.rowStore(at: path),
        identity: { AnyHashable($0) },
        resolve: { index, candidateScope, candidatePath in
          candidateScope.resolve(candidates[index], at: candidatePath)
        }), axes)
  }
}
