extension ViewRenderer {
  /// The lines in the viewport (in the box on top, over the screen), or nil without one.
  var window: Range<Int>? {
    viewport.window
  }

  /// True when the control at `handle` stands on a line in the viewport (always, without one).
  func isInSight(_ handle: Int) -> Bool {
    guard let line = controlLines[handle] else { return false }
    return window?.contains(line) ?? true
  }

  /// Scrolls the viewport `lines` down (up when negative), within the frame — within the box on
  /// top, when sheets are drawn over the screen (``overlaysModals``). When the focused
  /// control leaves the viewport, the focus moves to the first control in sight (scrolling
  /// down) or the last (scrolling up), so what the keys act on is always on screen.
  ///
  /// - Returns: `.ignored` without a viewport or when the viewport is already at that end.
  @discardableResult
  public func scroll(by lines: Int) -> InputOutcome {
    guard let offset = viewport.offset(scrolledBy: lines, lineCount: frame.lineCount) else { return .ignored }
    setScrollOffset(offset)
    if focusRing.current != nil, focusedHandle.map(isInSight) != true {
      let inSight = reachableOrder.filter(isInSight)
      if let handle = lines > 0 ? inSight.first : inSight.last { focus(handle) }
    }
    layOut()
    return .performed
  }

  /// Moves the viewport to `offset` and lays the frame out there, without reconciling the focus.
  private func setScrollOffset(_ offset: Int) {
    scrollOffset = offset
    layOutOnce()
  }

  /// Puts the focus on the reachable control at `handle`.
  func focus(_ handle: Int) {
    guard let target = controls[handle]?.target else { return }
    focusRing.focus(target, position: reachableOrder.firstIndex(of: handle) ?? 0)
  }

  /// Moves the focus `offset` (±1) controls along the reading order, scrolling the viewport so
  /// the control it lands on is in sight: rows of a long list come into sight (and into the
  /// layout) one line at a time as the focus reaches them. Past either end it wraps around.
  func moveFocus(by offset: Int) -> InputOutcome {
    if let outcome = moveFocusInScrollView(by: offset) { return outcome }
    if scrollHeight != nil, focusRing.current == nil {
      // The first Tab starts from what is in sight, not from the top of a scrolled frame.
      let inSight = reachableOrder.filter(isInSight)
      if let handle = offset > 0 ? inSight.first : inSight.last {
        focus(handle)
        return .performed
      }
    }
    guard let height = scrollHeight, focusRing.current != nil, offset != 0 else {
      let reachable = reachableOrder.compactMap { controls[$0]?.target }
      guard !reachable.isEmpty else { return .ignored }
      focusRing.move(by: offset, reachable: reachable)
      return .performed
    }
    // Keys applied without a render in between (a paste, a fast typist) must start from where
    // the last one left the focus.
    if focusedHandle.flatMap({ controls[$0]?.target }) != focusRing.current?.target { layOut() }
    let step = offset > 0 ? 1 : -1
    let current = focusedHandle
    // Each line scrolled brings at most one line into the layout; a screen's worth of lines
    // without a control ends the search, and the focus jumps (the viewport follows it).
    for _ in 0...(2 * height) {
      if let next = nextControl(after: current, step: step) {
        if isInSight(next) || controlLines[next] == nil {
          focus(next)
          layOut()
          return .performed
        }
      }
      let last = max(0, frame.lineCount - height)
      let offset = scrollOffset + step
      guard (0...last).contains(offset) else { break }
      setScrollOffset(offset)
    }
    if let next = nextControl(after: current, step: step) {
      focus(next)
    } else {
      // Past the end: wrap to the other end of the frame.
      setScrollOffset(step > 0 ? 0 : max(0, frame.lineCount - height))
      if let handle = step > 0 ? reachableOrder.first : reachableOrder.last { focus(handle) }
    }
    layOut()
    return .performed
  }

  /// The reachable control `step` places from `handle` in reading order; the first (or last)
  /// in sight when `handle` is no longer laid out. Nil past the end.
  private func nextControl(after handle: Int?, step: Int) -> Int? {
    let order = reachableOrder
    guard let handle, let position = order.firstIndex(of: handle) else {
      let inSight = order.filter(isInSight)
      return step > 0 ? inSight.first : inSight.last
    }
    let next = position + step
    return order.indices.contains(next) ? order[next] : nil
  }
}
