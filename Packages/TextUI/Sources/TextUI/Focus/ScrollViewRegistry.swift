/// What a layout records about the ``ScrollView``s it lays out: which area is which, and which
/// controls stand in which. For the layout's length it also holds the scroll views' states,
/// handed over by the ``Viewport`` at ``beginLayout(scrollViews:)`` and handed back, with the
/// sizes each draw found, at ``endLayout(scrollViews:)``.
///
/// A scroll view lays its content out while the layout builds its items, before it knows its
/// own height; it lays out the lines it showed last time, and when it is drawn at another size
/// (its first layout, a resize) it asks for one more layout pass, which lays out exactly what
/// it shows.
@MainActor
final class ScrollViewRegistry {
  /// The scroll views' states while a layout holds them (empty between layouts: the viewport
  /// holds them then).
  private var states: [ViewPath: ScrollViewState] = [:]
  /// The scroll views of the layout under way, in the order laid out: an index is an area's id.
  private(set) var areas: [ViewPath] = []
  /// The areas being laid out, innermost last.
  private var open: [Int] = []
  /// The innermost scroll view each control of the layout stands in, by handle.
  private(set) var controlAreas: [Int: Int] = [:]
  /// Set when a scroll view was drawn at a size other than the one its content was laid out
  /// for: one more layout pass shows it right.
  var needsAnotherPass = false
  /// The handles as they were when the layout reached the first scroll view never drawn
  /// before: the next pass numbers the controls from there, not after the ones this pass
  /// numbered from a guess.
  var handlesBeforeFirstDraw: HandleTable?

  /// Starts a layout: the areas and controls of the last one are forgotten, and the scroll
  /// views' states move here from `scrollViews` (a viewport's) until ``endLayout(scrollViews:)``.
  func beginLayout(scrollViews: inout [ViewPath: ScrollViewState]) {
    areas = []
    open = []
    controlAreas = [:]
    needsAnotherPass = false
    handlesBeforeFirstDraw = nil
    // Moved, not copied: the layout's first update would otherwise copy the whole dictionary.
    swap(&states, &scrollViews)
  }

  /// Ends a layout: the states move back to `scrollViews`, less the scroll views it did not
  /// reach, so one that comes back starts from its top, as a new view does.
  func endLayout(scrollViews: inout [ViewPath: ScrollViewState]) {
    let reached = Set(areas)
    if states.count != reached.count { states = states.filter { reached.contains($0.key) } }
    // The viewport's dictionary was left empty at the start: the swap leaves this one empty.
    swap(&states, &scrollViews)
  }

  /// Starts laying out the content of the scroll view at `identity`: the controls registered
  /// until ``leave()`` stand in it. Returns its area's id and its state.
  func enter(_ identity: ViewPath) -> (area: Int, state: ScrollViewState) {
    let area = areas.count
    areas.append(identity)
    open.append(area)
    return (area, states[identity] ?? ScrollViewState())
  }

  /// Ends the content of the innermost scroll view being laid out.
  func leave() {
    open.removeLast()
  }

  /// Records that the control `handle` was registered, in the innermost scroll view laid out.
  func noteControl(_ handle: Int) {
    if let area = open.last { controlAreas[handle] = area }
  }

  /// Records the state the scroll view at `identity` was drawn in.
  func update(_ identity: ViewPath, to state: ScrollViewState) {
    states[identity] = state
  }

  /// The identity of area `area` of the last layout.
  func identity(ofArea area: Int) -> ViewPath? {
    areas.indices.contains(area) ? areas[area] : nil
  }
}
