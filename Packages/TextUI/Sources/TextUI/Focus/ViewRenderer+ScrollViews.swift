extension ViewRenderer {
  /// One layout pass, and a second when a ``ScrollView`` was drawn at another size than its
  /// content was laid out for (its first frame, a resize): the second lays out exactly the
  /// lines it shows.
  func layOutOnce() {
    layOutPass()
    guard scrollViews.needsAnotherPass else { return }
    if let before = scrollViews.handlesBeforeFirstDraw { handles = before }
    layOutPass()
  }

  /// The scroll view the focused control stands in (the innermost), as an area of the last
  /// layout.
  var focusedScrollArea: Int? {
    focusedHandle.flatMap { scrollViews.controlAreas[$0] }
  }

  /// Scrolls the scroll view of the last frame's area `area` `lines` down (up when negative),
  /// within its content. When the focused control was in it and leaves its sight, the focus
  /// moves to its first control in sight (scrolling down) or its last (scrolling up).
  ///
  /// - Returns: `.ignored` when there is no such scroll view, it has no height (it is as tall
  ///   as its content), or it is already at that end.
  @discardableResult
  func scroll(area: Int, by lines: Int) -> InputOutcome {
    guard let identity = scrollViews.identity(ofArea: area),
      let offset = viewport.scrollViews[identity]?.offset(scrolledBy: lines)
    else { return .ignored }
    let wasFocusedInside = focusedScrollArea == area
    viewport.scrollViews[identity]?.offset = offset
    layOutOnce()
    if wasFocusedInside, focusedHandle == nil, let inside = controls(inScrollView: identity) {
      if let handle = lines > 0 ? inside.first : inside.last { focus(handle) }
    }
    layOut()
    return .performed
  }

  /// The mouse wheel: scrolls the scroll view under the pointer (`area`, from the last frame),
  /// or the frame when there is none or it is already at that end.
  /// Scrolls the scroll view of `area` sideways by `columns` (negative to the left), within its
  /// content; `.ignored` when it does not scroll sideways or is already at that end.
  @discardableResult
  func scroll(area: Int, byColumns columns: Int) -> InputOutcome {
    guard let identity = scrollViews.identity(ofArea: area),
      let offset = viewport.scrollViews[identity]?.columnOffset(scrolledBy: columns)
    else { return .ignored }
    viewport.scrollViews[identity]?.columnOffset = offset
    layOut()
    return .performed
  }

  /// Scrolls sideways by `columns` the scroll view of `area` (under the pointer) if it can, else
  /// the one holding the focus: the wheel turned sideways, or with Shift held.
  func scroll(byColumns columns: Int, overScrollArea area: Int?) -> InputOutcome {
    if let area, scroll(area: area, byColumns: columns) == .performed { return .performed }
    guard let focused = focusedScrollArea, focused != area else { return .ignored }
    return scroll(area: focused, byColumns: columns)
  }

  func scroll(by lines: Int, overScrollArea area: Int?) -> InputOutcome {
    if let area, scroll(area: area, by: lines) == .performed { return .performed }
    return scroll(by: lines)
  }

  /// PageDown (`direction` 1) or PageUp (-1): a page of the scroll view holding the focus, else
  /// of the frame; when neither can move, of the first scroll view on screen that can.
  func scrollPage(by direction: Int) -> InputOutcome {
    if let area = focusedScrollArea, scroll(area: area, by: direction * page(ofArea: area)) == .performed {
      return .performed
    }
    if scroll(by: direction * max(1, (scrollHeight ?? 0) - 1)) == .performed { return .performed }
    for area in scrollViews.areas.indices
    where scroll(area: area, by: direction * page(ofArea: area)) == .performed {
      return .performed
    }
    return .ignored
  }

  /// A page of the scroll view of area `area`: its height less the line kept for context.
  private func page(ofArea area: Int) -> Int {
    let height = scrollViews.identity(ofArea: area).flatMap { viewport.scrollViews[$0]?.height } ?? 1
    return max(1, height - 1)
  }

  /// The reachable controls standing in the scroll view at `identity` in the last layout, in
  /// reading order; nil when it was not laid out.
  private func controls(inScrollView identity: ViewPath) -> [Int]? {
    guard let area = scrollViews.areas.firstIndex(of: identity) else { return nil }
    return reachableOrder.filter { scrollViews.controlAreas[$0] == area }
  }

  /// Moves the focus past the last (or first) control in sight of the scroll view holding it:
  /// the scroll view scrolls a line at a time until its next control comes into sight, or the
  /// focused control would leave its sight; then the focus leaves it as usual. Nil when the
  /// focus is not in a scroll view, or its next control is already in sight.
  func moveFocusInScrollView(by offset: Int) -> InputOutcome? {
    guard offset != 0, let handle = focusedHandle, let area = scrollViews.controlAreas[handle],
      let identity = scrollViews.identity(ofArea: area), let position = reachableOrder.firstIndex(of: handle)
    else { return nil }
    let step = offset > 0 ? 1 : -1
    let next = position + step
    if reachableOrder.indices.contains(next), scrollViews.controlAreas[reachableOrder[next]] == area {
      return nil
    }
    while let state = viewport.scrollViews[identity] {
      guard let offset = state.offset(scrolledBy: step) else { return nil }
      viewport.scrollViews[identity]?.offset = offset
      layOutOnce()
      guard let current = focusedHandle, let inside = controls(inScrollView: identity),
        let index = inside.firstIndex(of: current)
      else {
        // The focused control left the scroll view's sight: back one line, and the focus leaves.
        viewport.scrollViews[identity] = state
        layOutOnce()
        return nil
      }
      if inside.indices.contains(index + step) {
        focus(inside[index + step])
        layOut()
        return .performed
      }
    }
    return nil
  }
}
