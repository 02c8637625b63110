/// What the renderer keeps about the ``ScrollView``s of its frame: where each is scrolled to,
/// how large it was drawn, and, for the last layout, which controls stand in which.
///
/// A scroll view lays its content out while the layout builds its items, before it knows its
/// own height; it lays out the lines it showed last time, and when it is drawn at another size
/// (its first layout, a resize) it asks for one more layout pass, which lays out exactly what
/// it shows.
@MainActor
final class ScrollViewRegistry {
  /// One scroll view's position and the size it was last drawn at.
  struct State: Equatable {
    /// The first content line shown.
    var offset = 0
    /// The horizontal scroll: the first content column shown.
    var columnOffset = 0
    /// The lines shown at the last draw; nil when it was as tall as its content, or not drawn
    /// yet (``isMeasured``).
    var height: Int?
    /// The columns it took at the last draw.
    var width: Int?
    /// Whether it was drawn at least once, so `height` and `width` mean something.
    var isMeasured = false
    /// Its content's lines at the last draw, rows out of sight estimated.
    var contentHeight = 0
    /// Its content's widest row at the last draw.
    var contentWidth = 0

    /// The furthest `offset` goes.
    var lastOffset: Int { max(0, contentHeight - (height ?? contentHeight)) }
    /// Whether the view scrolls sideways (`.horizontal` among its axes).
    var scrollsSideways = false
    /// The columns its content is shown in, besides the indicator.
    var innerWidth = 0
    /// The furthest ``columnOffset`` goes: the widest row's end at the right edge.
    var lastColumnOffset: Int { scrollsSideways ? max(0, contentWidth - innerWidth) : 0 }
  }

  private(set) var states: [ViewPath: State] = [:]
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

  /// Starts a layout: the areas and controls of the last one are forgotten.
  func beginLayout() {
    areas = []
    open = []
    controlAreas = [:]
    needsAnotherPass = false
    handlesBeforeFirstDraw = nil
  }

  /// Ends a layout: the scroll views it did not reach are forgotten, so one that comes back
  /// starts from its top, as a new view does.
  func endLayout() {
    let reached = Set(areas)
    if states.count != reached.count { states = states.filter { reached.contains($0.key) } }
  }

  /// Starts laying out the content of the scroll view at `identity`: the controls registered
  /// until ``leave()`` stand in it. Returns its area's id and its state.
  func enter(_ identity: ViewPath) -> (area: Int, state: State) {
    let area = areas.count
    areas.append(identity)
    open.append(area)
    return (area, states[identity] ?? State())
  }

  /// Ends the content of the innermost scroll view being laid out.
  func leave() {
    open.removeLast()
  }

  /// Records that the control `handle` was registered, in the innermost scroll view laid out.
  func noteControl(_ handle: Int) {
    if let area = open.last { controlAreas[handle] = area }
  }

  /// The state of the scroll view at `identity`, if it is in the frame.
  func state(of identity: ViewPath) -> State? {
    states[identity]
  }

  /// Replaces the state of the scroll view at `identity`.
  func update(_ identity: ViewPath, to state: State) {
    states[identity] = state
  }

  /// Whether a scroll view of the last layout has content out of its sight, so PageUp or
  /// PageDown can scroll it.
  var hasContentOutOfSight: Bool {
    areas.contains { identity in
      guard let state = states[identity], let height = state.height else { return false }
      return state.contentHeight > height
    }
  }

  /// The identity of area `area` of the last layout.
  func identity(ofArea area: Int) -> ViewPath? {
    areas.indices.contains(area) ? areas[area] : nil
  }
}
