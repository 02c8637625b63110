extension Element {
  /// A lower bound of the width this element takes when asked for its ideal size, read off the
  /// element without laying it out: what frames, padding and borders fix, 0 where only the
  /// content could tell.
  ///
  /// ``ViewThatFits`` passes over a view whose bound is already wider than the columns offered
  /// without building its layout, so a side-by-side variant's rows are not all resolved in every
  /// narrow frame only to be thrown away.
  var leastIdealWidth: Int {
    switch self {
    case .layout(let modifier, let child):
      switch modifier {
      case .frame(let width, _, _):
        return width ?? child.leastIdealWidth
      case .flexibleFrame(let bounds, _):
        // The ideal (else the child's) within the bounds: growing with the child's, so a bound
        // of the child's gives a bound of the frame's.
        let ideal = bounds.idealWidth ?? child.leastIdealWidth
        return max(bounds.minWidth ?? 0, min(bounds.maxWidth ?? ideal, ideal))
      case .padding(let insets):
        return insets.leading + insets.trailing + child.leastIdealWidth
      case .border:
        return 2 + child.leastIdealWidth
      case .fixedSize, .layoutPriority:
        return child.leastIdealWidth
      }
    case .node(let node):
      // A body not evaluated yet (or since its inputs changed) could be anything.
      return node.isDirty ? 0 : node.content.leastIdealWidth
    case .styled(_, let child), .lifecycle(_, let child), .exitCommand(_, let child),
      .overlay(let child, _, _, _), .sheet(let child, _):
      return child.leastIdealWidth
    case .horizontalStack(let children, _, _):
      return children.reduce(0) { $0 + $1.leastIdealWidth }
    case .verticalStack(let children, _, _), .zStack(let children, _), .group(let children):
      return children.map(\.leastIdealWidth).max() ?? 0
    default:
      return 0
    }
  }
}
