extension LayoutItem {
  /// How a stack shares out `proposal` along `axis` among `children`, as SwiftUI's stacks do:
  /// the children with a higher layout priority first, each priority's share leaving room for
  /// the minimum lengths of the lower ones; within a priority the least flexible child first,
  /// each offered an equal part of what is left. Without an offer along the axis (an ideal
  /// size), every child is offered nothing there and takes its ideal length.
  ///
  /// One difference from SwiftUI: a child that would grow without bound (a spacer, a frame with
  /// `maxWidth: .infinity`) is offered only what the bounded children of its priority leave,
  /// beyond its minimum. So `HStack { Text(long); Spacer(); Text(value) }` shows the texts
  /// whole when they fit, rather than wrapping each into a third of the width.
  ///
  /// Each child is measured three times at most per proposal (its minimum, its maximum and its
  /// share), and sizes are cached, so the work stays linear in the number of children.
  func arrange(
    _ children: [LayoutItem], along axis: Axis, spacing: Int, for proposal: ProposedSize
  ) -> [(proposal: ProposedSize, size: Size)] {
    if let cached = arrangements[proposal] { return cached }
    var result: [(proposal: ProposedSize, size: Size)]
    if let length = proposal[axis] {
      var offers = Array(repeating: proposal, count: children.count)
      var sizes = Array(repeating: Size.zero, count: children.count)
      var smallest = proposal
      smallest[axis] = 0
      var largest = proposal
      largest[axis] = ProposedSize.limit
      let minimums = children.map { $0.size(for: smallest)[axis] }
      let flexibility = children.indices.map { children[$0].size(for: largest)[axis] - minimums[$0] }
      var remaining = max(0, length - spacing * max(0, children.count - 1))
      let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
      for priority in priorities {
        let group = children.indices.filter { children[$0].layoutPriority == priority }
          .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        let reserved = children.indices.filter { children[$0].layoutPriority < priority }
          .reduce(0) { $0 + minimums[$1] }
        var available = max(0, remaining - reserved)
        var unbounded = group.filter { minimums[$0] + flexibility[$0] >= ProposedSize.limit }
        var unboundedMinimum = unbounded.reduce(0) { $0 + minimums[$1] }
        var bounded = group.count - unbounded.count
        for index in group {
          var offer = proposal
          if let place = unbounded.firstIndex(of: index) {
            unbounded.remove(at: place)
            unboundedMinimum -= minimums[index]
            offer[axis] = available / (unbounded.count + 1)
          } else {
            offer[axis] = max(0, available - unboundedMinimum) / bounded
            bounded -= 1
          }
          offers[index] = offer
          sizes[index] = children[index].size(for: offer)
          available = max(0, available - sizes[index][axis])
          remaining = max(0, remaining - sizes[index][axis])
        }
      }
      result = Array(zip(offers, sizes))
    } else {
      result = children.map { child in (proposal, child.size(for: proposal)) }
    }
    arrangements[proposal] = result
    return result
  }
}
