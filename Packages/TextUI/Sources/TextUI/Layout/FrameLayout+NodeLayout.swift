extension FrameLayout {
  /// The lines of `node`'s content, taken from the node's last layout when it still holds
  /// (``NodeLayout``), otherwise laid out and kept on the node for the next layout.
  func linesReusingLayout(of node: ViewNode, style: TextStyle, origin: Int?) -> [FrameLine] {
    guard reusesLayouts, log.remeasuring == 0, rowContexts.isEmpty else {
      return lines(for: node.content, style: style, origin: origin)
    }
    let key = NodeLayout.Key(
      style: style, width: width, indent: indent, margin: margin, layer: layer,
      isCheckedPlain: isCheckedPlain,
      forgetsRows: forgetsRows, origin: origin, window: window, offeredHeight: offeredHeight)
    if let kept = node.layout {
      if kept.key.fits(key, dependsOnWindow: kept.dependsOnWindow, dependsOnHeight: kept.dependsOnHeight),
        replay(kept)
      {
        log.reused += 1
        node.reuseLayout()
        return kept.lines
      }
      node.layout = nil
    }
    log.laidOut += 1
    if node.layoutsToSkip > 0 {
      node.layoutsToSkip -= 1
      return lines(for: node.content, style: style, origin: origin)
    }
    let start = (
      registered: log.registeredHandles.count, lifecycle: lifecycleEntries.count, exits: exitCommands.count,
      sheets: pendingSheets.count, rows: log.reachedRows.count, heights: log.rowHeights.count,
      windowed: log.windowedLayouts, heightChecks: log.heightChecks, unkeepable: log.unkeepableLayouts
    )
    // A node below evaluated while the subtree is laid out (a row's, reached) makes this layout
    // stale: which of its lines show the new content is not known here.
    let clock = ViewNode.evaluationClock
    log.recording += 1
    let result = lines(for: node.content, style: style, origin: origin)
    log.recording -= 1
    guard log.unkeepableLayouts == start.unkeepable else {
      node.layout = nil
      return result
    }
    let controls = log.registeredHandles[start.registered...].compactMap { handle in
      self.controls[handle].map {
        NodeLayout.Control(handle: handle, control: $0, isFocused: handle == focusedHandle)
      }
    }
    node.layout = NodeLayout(
      key: key, laidOutAt: clock, lines: result, controls: controls,
      focus: controls.contains(where: \.isFocused) ? focus : nil,
      lifecycleEntries: Array(lifecycleEntries[start.lifecycle...]),
      exitCommands: Array(exitCommands[start.exits...]),
      sheets: Array(pendingSheets[start.sheets...]), reachedRows: Array(log.reachedRows[start.rows...]),
      rowHeights: Array(log.rowHeights[start.heights...]),
      dependsOnWindow: log.windowedLayouts != start.windowed,
      dependsOnHeight: log.heightChecks != start.heightChecks)
    return result
  }

  /// Records what laying out `kept` recorded, as if its subtree had been laid out again; false,
  /// recording nothing, when its lines would not come out the same: a control would get another
  /// handle or another focus, or a `ForEach` would estimate its rows out of sight otherwise.
  private func replay(_ kept: NodeLayout) -> Bool {
    guard kept.rowHeights.isEmpty || heightsMatch(kept.rowHeights) else { return false }
    if !kept.controls.isEmpty {
      // Usually every kept control still holds its handle as its path's first occurrence, and
      // none was laid out yet in this frame: then the handles and occurrences hold as they were,
      // with no path looked up.
      let holdsHandles = kept.controls.allSatisfy {
        $0.control.target.occurrence == 0
          && handles.holdsUnseen($0.handle, firstOccurrenceOf: $0.control.target.identity)
      }
      if holdsHandles {
        guard focusMatches(kept, countingOccurrences: false) else { return false }
      } else {
        guard let numbers = handles.rememberedHandles(for: kept.controls.map(\.control.target.identity)),
          numbers == kept.controls.map(\.handle), focusMatches(kept, countingOccurrences: true)
        else { return false }
      }
      for entry in kept.controls {
        handles.markSeen(entry.handle)
        controls[entry.handle] = entry.control
        scrollViews.noteControl(entry.handle)
        if log.recording > 0 { log.registeredHandles.append(entry.handle) }
        guard !entry.control.isDisabled else { continue }
        readingOrder.append(entry.handle)
        if entry.isFocused { focusedHandle = entry.handle }
      }
    }
    lifecycleEntries += kept.lifecycleEntries
    exitCommands += kept.exitCommands
    pendingSheets += kept.sheets
    for (store, path) in kept.reachedRows {
      rowStores[ObjectIdentifier(store)] = store
      store.markReached(path)
    }
    for height in kept.rowHeights { height.store.typicalHeight = height.after }
    if log.recording > 0 {
      log.reachedRows += kept.reachedRows
      log.rowHeights += kept.rowHeights
      if kept.dependsOnWindow { log.windowedLayouts += 1 }
      if kept.dependsOnHeight { log.heightChecks += 1 }
    }
    return true
  }

  /// Whether each `ForEach` laid out in sight would start from the estimate it started from.
  private func heightsMatch(_ heights: [NodeLayout.RowHeight]) -> Bool {
    var current: [(store: RowStore, height: Int)] = []
    for height in heights {
      let now = current.last { $0.store === height.store }?.height ?? height.store.typicalHeight
      guard now == height.before else { return false }
      current.append((height.store, height.after))
    }
    return true
  }

  /// Whether the kept controls would be told apart and focused as they were: the same
  /// occurrence of their place (checked when `countingOccurrences`; known to hold otherwise), the
  /// focus on the same one, drawn the same way.
  private func focusMatches(_ kept: NodeLayout, countingOccurrences: Bool) -> Bool {
    var counted: [ViewPath: Int] = [:]
    var focusTaken = focusedHandle != nil
    for entry in kept.controls {
      if countingOccurrences {
        let identity = entry.control.target.identity
        let occurrence = handles.occurrencesSeen(of: identity) + counted[identity, default: 0]
        counted[identity, default: 0] += 1
        guard occurrence == entry.control.target.occurrence else { return false }
      }
      let isFocused = !focusTaken && !entry.control.isDisabled && focus?.target == entry.control.target
      guard isFocused == entry.isFocused else { return false }
      if isFocused {
        guard focus == kept.focus else { return false }
        focusTaken = true
      }
    }
    return true
  }

  /// The row at `index` of `rows`, recorded as reached for the subtrees being kept.
  func reachRow(_ rows: LazyRows, at index: Int, keeping: Bool = true) -> Element {
    rowStores[ObjectIdentifier(rows.store)] = rows.store
    let path = rows.path(ofRow: index)
    if log.recording > 0 { log.reachedRows.append((rows.store, path)) }
    return rows.row(index, at: path, refresh: refresh, keeping: keeping)
  }
}
