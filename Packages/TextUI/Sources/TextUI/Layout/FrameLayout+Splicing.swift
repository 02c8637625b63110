extension FrameLayout {
  /// The lines of `node`'s content (``linesReusingLayout(of:style:origin:)``), recorded as a
  /// ``NodeSegment`` when the node was evaluated since the previous layout.
  func lines(of node: ViewNode, style: TextStyle, origin: Int?) -> [FrameLine] {
    guard let evaluations = segmentEvaluations, node.evaluatesBody, evaluations.contains(node.evaluatedAt),
      log.remeasuring == 0, rowContexts.isEmpty
    else { return linesReusingLayout(of: node, style: style, origin: origin) }
    let key = NodeLayout.Key(
      style: style, width: width, indent: indent, margin: margin, layer: layer,
      isCheckedPlain: isCheckedPlain,
      forgetsRows: forgetsRows, origin: origin, window: window, offeredHeight: offeredHeight)
    let start = (
      order: readingOrder.count, lifecycle: lifecycleEntries.count, exits: exitCommands.count,
      sheets: pendingSheets.count, registered: log.registeredHandles.count, rows: log.reachedRows.count,
      heights: log.rowHeights.count, windowed: log.windowedLayouts, heightChecks: log.heightChecks,
      unkeepable: log.unkeepableLayouts
    )
    // Recording logs what the subtree registers, its handles among it.
    log.recording += 1
    var result = linesReusingLayout(of: node, style: style, origin: origin)
    log.recording -= 1
    // Rows, sheets, windows, heights and spinners make lines that depend on more than the node.
    guard pendingSheets.count == start.sheets, log.reachedRows.count == start.rows,
      log.rowHeights.count == start.heights, log.windowedLayouts == start.windowed,
      log.heightChecks == start.heightChecks, log.unkeepableLayouts == start.unkeepable, !result.isEmpty
    else { return result }
    let tag = nextSegmentTag
    nextSegmentTag += 1
    for index in result.indices { result[index].segmentTag = tag }
    segments[ObjectIdentifier(node)] = NodeSegment(
      node: node, tag: tag, key: key, lines: result,
      handles: Array(log.registeredHandles[start.registered...]),
      readingOrder: start.order..<readingOrder.count, lifecycle: start.lifecycle..<lifecycleEntries.count,
      exits: start.exits..<exitCommands.count, placement: placement(of: node.content))
    return result
  }

  /// The frame of this layout as the next render can splice into, with the segments found in
  /// `lines` as they were recorded; nil for a frame that cannot be spliced into.
  func frameSplice(of lines: [FrameLine], controlLines: [Int: Int]) -> FrameSplice? {
    guard segmentEvaluations != nil, topLayer == 0, coveringLayer == 0, boxes.isEmpty, !forgetsRows,
      !showsSpinner, sheetDismissals.isEmpty
    else { return nil }
    // Where each tag's lines stand, if they stand together.
    var found: [UInt32: (first: Int, count: Int)] = [:]
    for (index, line) in lines.enumerated() where line.segmentTag != 0 {
      let tag = line.segmentTag
      if let run = found[tag] {
        // Apart, or repeated: not lines that can be replaced in place.
        found[tag] = run.first + run.count == index ? (run.first, run.count + 1) : (run.first, -1)
      } else {
        found[tag] = (index, 1)
      }
    }
    var kept: [ObjectIdentifier: NodeSegment] = [:]
    for (id, segment) in segments {
      guard let run = found[segment.tag], run.count == segment.lines.count,
        segment.lines.indices.allSatisfy({ lines[run.first + $0].content == segment.lines[$0].content })
      else { continue }
      var placed = segment
      placed.position = run.first
      kept[id] = placed
    }
    return FrameSplice(
      lines: lines, segments: kept, readingOrder: readingOrder, lifecycleEntries: lifecycleEntries,
      exitCommands: exitCommands, focusedHandle: focusedHandle, window: groundWindow,
      controlLines: controlLines)
  }

  /// The frame of `previous` with the lines of `nodes` laid out again alone and put in place of
  /// their old ones, `controls` (the frame's) updated with what they register; nil, with nothing
  /// in the handle table changed, when one of them cannot be: it has no segment in the frame, or
  /// laid out again it has other lines (more or fewer, other edges), other controls, other
  /// lifecycle entries or Esc actions, another focus, or rows or sheets.
  ///
  /// Everything else of the frame must be as `previous` was laid out: the columns, the focus,
  /// the window and the nodes outside `nodes`. O(lines of the frame) besides laying `nodes` out.
  func splice(
    _ previous: consuming FrameSplice, nodes: [ViewNode], controls frameControls: consuming ControlTable
  ) -> Result? {
    // Each node's ranges are its own and keep their lengths: what the loop reads of the other
    // nodes' is as `previous` had it.
    var spliced = consume previous
    controls = consume frameControls
    var counts = (laidOut: 0, reused: 0)
    for node in nodes {
      guard var segment = spliced.segments[ObjectIdentifier(node)],
        placement(of: node.content) == segment.placement
      else { return nil }
      let key = segment.key
      (width, indent, margin, layer, isCheckedPlain) = (
        key.width, key.indent, key.margin, key.layer, key.isCheckedPlain
      )
      (window, offeredHeight) = (key.window, key.offeredHeight)
      readingOrder = []
      lifecycleEntries = []
      exitCommands = []
      focusedHandle = nil
      log = NodeLayout.Log()
      expectedHandles = HandleExpectation(segment.handles)
      log.recording += 1
      var lines = linesReusingLayout(of: node, style: key.style, origin: key.origin)
      log.recording -= 1
      let met = expectedHandles?.isMet ?? false
      expectedHandles = nil
      let wasFocused = spliced.focusedHandle.map(segment.handles.contains) ?? false
      guard met, segment.isShaped(like: lines), pendingSheets.isEmpty, rowStores.isEmpty, !showsSpinner,
        log.reachedRows.isEmpty, log.rowHeights.isEmpty, log.windowedLayouts == 0, log.heightChecks == 0,
        log.unkeepableLayouts == 0, readingOrder.elementsEqual(spliced.readingOrder[segment.readingOrder]),
        lifecycleEntries.elementsEqual(
          spliced.lifecycleEntries[segment.lifecycle], by: { $0.identity == $1.identity }),
        exitCommands.elementsEqual(spliced.exitCommands[segment.exits], by: { $0.layer == $1.layer }),
        focusedHandle == (wasFocused ? spliced.focusedHandle : nil)
      else { return nil }
      counts.laidOut += log.laidOut
      counts.reused += log.reused
      for index in lines.indices {
        lines[index].segmentTag = segment.tag
        spliced.lines[segment.position + index].content = lines[index].content
      }
      // The lines stand where they stood: only the node's controls can have moved among them.
      if spliced.window == nil {
        for handle in segment.handles { spliced.controlLines[handle] = nil }
        for (index, line) in lines.enumerated() {
          for span in line.content {
            if let handle = span.control, spliced.controlLines[handle] == nil {
              spliced.controlLines[handle] = segment.position + index
            }
          }
        }
      }
      spliced.lifecycleEntries.replaceSubrange(segment.lifecycle, with: lifecycleEntries)
      spliced.exitCommands.replaceSubrange(segment.exits, with: exitCommands)
      segment.lines = lines
      spliced.segments[ObjectIdentifier(node)] = segment
    }
    // Without a window the frame is every line, as it was; with one, it is cut again.
    let ground =
      spliced.window == nil
      ? (
        visible: spliced.lines, controlLines: spliced.controlLines, lineCount: spliced.lines.count,
        topLayerLine: 0
      )
      : Self.placed(spliced.lines, in: spliced.window, topLayer: 0, controlCount: controls.count)
    spliced.controlLines = ground.controlLines
    return Result(
      lines: ground.visible, handles: handles, lineCount: ground.lineCount, controlLines: ground.controlLines,
      topLayerLine: ground.topLayerLine, firstLine: spliced.window?.lowerBound ?? 0, controls: controls,
      focusedLayer: 0, reachableOrder: spliced.readingOrder.filter { controls[$0]?.layer == 0 },
      focusedHandle: spliced.focusedHandle, sheetDismissals: [], exitCommands: spliced.exitCommands,
      lifecycleEntries: spliced.lifecycleEntries, showsSpinner: false, subtreeCounts: counts, splice: spliced,
      splicedNodes: nodes.count)
  }
}
