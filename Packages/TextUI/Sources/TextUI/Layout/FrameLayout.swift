/// Lays out a resolved element tree as frame lines: numbers the controls, collects the
/// lifecycle entries in frame order and stacks presented sheets on top of the base.
@MainActor
final class FrameLayout {
  var controls = ControlTable()
  /// Lifecycle entries in frame order: a parent before its children, the base before sheets.
  var lifecycleEntries: [LifecycleEntry] = []
  /// The dismiss action of each presented sheet, bottom to top.
  private(set) var sheetDismissals: [@MainActor () -> Void] = []
  /// The Esc actions (``View/onExitCommand(perform:)``) in frame order, with their layers.
  var exitCommands: [(layer: Int, action: @MainActor () -> Void)] = []
  /// The handles of the controls in reading order: the order focus moves through them.
  var readingOrder: [Int] = []
  /// Which control has the focus and how to draw it; nil draws no focus.
  let focus: FocusRequest?
  /// The handle of the control drawn focused, once laid out.
  var focusedHandle: Int?
  var handles: HandleTable
  var layer = 0
  private(set) var topLayer = 0
  /// The topmost layer presented as a full-screen cover; everything below it is hidden.
  private(set) var coveringLayer = 0
  var pendingSheets: [SheetPresentation] = []
  /// The lines to draw, when only part of the frame is shown: `ForEach` rows outside it are
  /// neither resolved nor laid out. Nil lays out everything. A scroll view sets its own while
  /// its content is laid out; over a ``screen``, each layer has its own.
  var window: Range<Int>?
  /// The screen sheets are drawn over as boxes; nil draws them below the frame.
  private let screen: ModalScreen?
  /// The window of the layer beneath the boxes: the base, or the topmost full-screen cover.
  private(set) var groundWindow: Range<Int>?
  /// The sheets laid out as boxes over the ``screen``, bottom to top.
  private(set) var boxes: [SheetBox] = []
  /// Brings a row's composite nodes up to date as the layout reaches them.
  let refresh: (ViewNode) -> Void
  /// The row stores reached, ended once the layout is done.
  var rowStores: [ObjectIdentifier: RowStore] = [:]
  /// The scroll views of the frame: where each is scrolled to, and the controls in each.
  let scrollViews: ScrollViewRegistry
  /// Whether the rows of a `ForEach` laid out whole are forgotten as soon as they are laid out,
  /// their controls registered as ``RowLocator``s rather than actions
  /// (``ViewRenderer/forgetsRowsOnceLaidOut``).
  let forgetsRows: Bool
  /// The rows being laid out when rows are located, innermost last, with how many controls each
  /// registered itself so far.
  var rowContexts: [(row: RowLocator.Row, registered: Int)] = []
  /// The control ``behavior(ofControl:inRow:of:)`` looks for (its ordinal in the row laid out
  /// alone), and its action once registered.
  private var sought: Int?
  private var found: RegisteredControl.Behavior?

  /// The columns the two-dimensional layout offers the outermost view it places; while a form or
  /// list is measured inside that layout, the columns offered to it.
  var width: Int
  /// The columns the gutters of the enclosing sections, sheets and boxes take from ``width``.
  var indent = 0
  /// The columns the trailers of the enclosing boxes and padding take from ``width``.
  var margin = 0
  /// The rows offered to the view being laid out, which a ``ViewThatFits`` checking heights
  /// compares its views with: the screen's (a box's rows over it), less what enclosing padding
  /// and boxes take; inside the two-dimensional layout, the height an enclosing frame fixes.
  /// Nil where no height is offered: without a viewport, and inside a scroll view.
  var offeredHeight: Int?
  /// Whether the element being laid out sits in a column of a horizontal stack that
  /// ``needsLayout(_:)`` walked and found plain: a stack in it need not walk its own subtree
  /// again, which would make nested stacks quadratic in their depth.
  var isCheckedPlain = false
  /// Whether composite views' subtrees are laid out through their nodes' kept layouts
  /// (``NodeLayout``), reused while they hold and kept for the next layout.
  let reusesLayouts: Bool
  /// What the subtrees being kept record, and how many were laid out and reused.
  var log = NodeLayout.Log()
  /// The animation tick spinners are drawn at (``ViewRenderer/advanceAnimations()``).
  var animationTick = 0
  /// Whether a spinner was laid out: the frame animates while one is on screen.
  var showsSpinner = false
  /// The evaluations (on ``ViewNode/evaluationClock``) of the nodes whose lines this layout
  /// records as ``NodeSegment``s, for the next render to splice into; nil records none.
  var segmentEvaluations: Range<Int>?
  /// The segments recorded so far, by node, and the tag the next one takes.
  var segments: [ObjectIdentifier: NodeSegment] = [:]
  var nextSegmentTag: UInt32 = 1
  /// While a node is laid out again alone to be spliced: the handles its controls must get.
  var expectedHandles: HandleExpectation?

  /// Everything laying out lines records besides the lines themselves. Measuring a form or list
  /// again at another width starts from what was recorded before it was first laid out, and
  /// puts back what was recorded after, so it registers nothing twice.
  private struct Records {
    var controls: ControlTable
    var lifecycleEntries: [LifecycleEntry]
    var exitCommands: [(layer: Int, action: @MainActor () -> Void)]
    var readingOrder: [Int]
    var focusedHandle: Int?
    var handles: HandleTable
    var pendingSheets: [SheetPresentation]
    var rowContexts: [(row: RowLocator.Row, registered: Int)]
    var found: RegisteredControl.Behavior?
  }

  private var records: Records {
    get {
      Records(
        controls: controls, lifecycleEntries: lifecycleEntries, exitCommands: exitCommands,
        readingOrder: readingOrder, focusedHandle: focusedHandle, handles: handles,
        pendingSheets: pendingSheets, rowContexts: rowContexts, found: found)
    }
    set {
      controls = newValue.controls
      lifecycleEntries = newValue.lifecycleEntries
      exitCommands = newValue.exitCommands
      readingOrder = newValue.readingOrder
      focusedHandle = newValue.focusedHandle
      handles = newValue.handles
      pendingSheets = newValue.pendingSheets
      rowContexts = newValue.rowContexts
      found = newValue.found
    }
  }

  init(
    handles: HandleTable, focus: FocusRequest? = nil, window: Range<Int>? = nil, forgetsRows: Bool = false,
    width: Int = 80, scrollViews: ScrollViewRegistry = ScrollViewRegistry(), screen: ModalScreen? = nil,
    reusesLayouts: Bool = false, refresh: @escaping (ViewNode) -> Void = { _ in }
  ) {
    self.reusesLayouts = reusesLayouts
    self.screen = screen
    self.width = TerminalConfiguration.clamp(width: width)
    self.handles = handles
    self.focus = focus
    self.window = window
    self.forgetsRows = forgetsRows
    self.refresh = refresh
    self.scrollViews = scrollViews
  }

  /// Makes room for `count` controls (the last frame's number): the tables then do not grow,
  /// rehashing, control by control.
  func reserveCapacity(forControls count: Int) {
    controls.reserveCapacity(count)
    readingOrder.reserveCapacity(count)
  }

  /// The action of the control that row `index` of `rows` registers `ordinal`-th, the row
  /// resolved and laid out alone (not kept): how a command reaches a control of a row that was
  /// forgotten. Nil if there is no such row or control.
  func behavior(ofControl ordinal: Int, inRow index: Int, of rows: LazyRows) -> RegisteredControl.Behavior? {
    guard (0..<rows.count).contains(index) else { return nil }
    rowStores[ObjectIdentifier(rows.store)] = rows.store
    rowContexts.append((RowLocator.Row(rows: rows, index: index), 0))
    sought = ordinal
    _ = lines(for: reachRow(rows, at: index, keeping: !forgetsRows), style: TextStyle())
    rowContexts.removeLast()
    for store in rowStores.values { store.endLayout() }
    return found
  }

  /// The result of a layout.
  struct Result {
    /// The lines in the window (every line without one).
    var lines: [FrameLine]
    /// The handles, updated.
    var handles: HandleTable
    /// The number of lines of the whole frame, rows out of the window estimated.
    var lineCount: Int
    /// The line of each control in sight, in frame lines from the top.
    var controlLines: [Int: Int]
    /// Where the frontmost sheet starts, in frame lines (0 without a sheet).
    var topLayerLine: Int
    /// The first line of the frame (of the top box's content, over a screen) in `lines`.
    var firstLine = 0
    /// The rows the top box's content has on the screen, when a box is on top: it scrolls in
    /// them, not in the whole screen.
    var scrollHeight: Int?
    /// The controls registered, by handle.
    var controls: ControlTable
    /// The layer whose controls can be reached: the topmost sheet, or the base.
    var focusedLayer: Int
    /// The handles of the reachable layer's controls, in reading order: the order focus moves
    /// through them.
    var reachableOrder: [Int]
    /// The handle of the control drawn focused, if any.
    var focusedHandle: Int?
    /// The dismiss action of each presented sheet, bottom to top.
    var sheetDismissals: [@MainActor () -> Void]
    /// The Esc actions (``View/onExitCommand(perform:)``) in frame order, with their layers.
    var exitCommands: [(layer: Int, action: @MainActor () -> Void)]
    /// Lifecycle entries in frame order: a parent before its children, the base before sheets.
    var lifecycleEntries: [LifecycleEntry]
    /// Whether a spinner was laid out: the frame animates while one is on screen.
    var showsSpinner: Bool
    /// How many composite views' subtrees were laid out, and how many taken from their kept
    /// layouts.
    var subtreeCounts: (laidOut: Int, reused: Int)
    /// The frame as the next render can splice a node's new lines into, when it can.
    var splice: FrameSplice?
    /// How many nodes' lines were spliced into the previous frame rather than laid out with it.
    var splicedNodes = 0
  }

  /// Lays out `root` and every sheet it presents.
  func layOut(_ root: Element) -> Result {
    handles.beginFrame()
    if let screen { window = screen.window(of: 0, rows: screen.height) }
    groundWindow = window
    offeredHeight = window?.count
    var result = lines(for: root, style: TextStyle(), origin: window == nil ? nil : 0)
    let sheets = pendingSheets
    pendingSheets = []
    result += layOutSheets(sheets, from: Self.height(of: result))
    handles.endFrame()
    for store in rowStores.values { store.endLayout() }
    if coveringLayer > 0 {
      // A cover hides what it covers: its lines are dropped and its controls are off screen.
      result.removeAll { $0.layer < coveringLayer }
      controls.removeAll { $0.layer < coveringLayer }
      readingOrder.removeAll { controls[$0] == nil }
      exitCommands.removeAll { $0.layer < coveringLayer }
      boxes.removeAll { $0.layer < coveringLayer }
    }
    for index in result.indices where result[index].layer < topLayer {
      result[index].isInactive = true
    }
    let ground = Self.placed(result, in: groundWindow, topLayer: topLayer, controlCount: controls.count)
    var laidOut = Result(
      lines: ground.visible, handles: handles, lineCount: ground.lineCount, controlLines: ground.controlLines,
      topLayerLine: ground.topLayerLine, firstLine: groundWindow?.lowerBound ?? 0, controls: controls,
      focusedLayer: topLayer, reachableOrder: readingOrder.filter { controls[$0]?.layer == topLayer },
      focusedHandle: focusedHandle, sheetDismissals: sheetDismissals, exitCommands: exitCommands,
      lifecycleEntries: lifecycleEntries, showsSpinner: showsSpinner,
      subtreeCounts: (log.laidOut, log.reused),
      splice: frameSplice(of: result, controlLines: ground.controlLines))
    if let screen, let top = boxes.last {
      laidOut.lines = ModalCompositor(width: width, screen: screen).compose(
        ground: ground.visible, boxes: boxes, layer: topLayer)
      laidOut.lineCount = top.lineCount
      laidOut.controlLines = top.controlLines
      laidOut.topLayerLine = 0
      laidOut.firstLine = top.firstLine
      laidOut.scrollHeight = screen.contentHeight(width: width)
    }
    return laidOut
  }

  /// `lines` given their positions, then cut to `window`: spacers stand for the rows never laid
  /// out. Also where each control stands, how many lines there are, and where `topLayer` starts.
  static func placed(
    _ lines: [FrameLine], in window: Range<Int>?, topLayer: Int, controlCount: Int
  ) -> (
    visible: [FrameLine], controlLines: [Int: Int], lineCount: Int, topLayerLine: Int
  ) {
    // A whole frame laid out whole is its own visible part: not copied, as a piped list's
    // hundreds of thousands of lines would be.
    let keepsAll = window == nil && !lines.contains { $0.skippedLines != 0 }
    var visible: [FrameLine] = []
    if !keepsAll { visible.reserveCapacity(Swift.min(lines.count, window?.count ?? lines.count)) }
    var controlLines: [Int: Int] = [:]
    controlLines.reserveCapacity(controlCount)
    var position = 0
    var topLayerLine: Int?
    for line in lines {
      if topLayerLine == nil && line.layer == topLayer { topLayerLine = position }
      let isVisible = window.map { $0.contains(position) } ?? true
      if line.skippedLines == 0 {
        for span in line.content where span.control != nil {
          if let handle = span.control, controlLines[handle] == nil { controlLines[handle] = position }
        }
        if isVisible && !keepsAll { visible.append(line) }
      }
      position += max(1, line.skippedLines)
    }
    return (keepsAll ? lines : visible, controlLines, position, topLayerLine ?? 0)
  }

  // MARK: - Sheets

  private func layOutSheets(_ sheets: [SheetPresentation], from start: Int) -> [FrameLine] {
    var result: [FrameLine] = []
    var position = start
    for sheet in sheets {
      topLayer += 1
      layer = topLayer
      sheetDismissals.append(sheet.dismiss)
      if sheet.coversBase { coveringLayer = layer }
      let (handle, isFocused) = register(
        sheet.identity.appending(.role("dismiss")), kind: .sheetDismissal, label: "Dismiss",
        behavior: .dismiss(sheet.dismiss))
      let dismiss = control([handleSpan(handle), Span(" Dismiss")], handle: handle, isFocused: isFocused)
      if let screen, !sheet.coversBase {
        result += layOutBox(sheet, dismiss: dismiss, over: screen)
        continue
      }
      // A cover hides every line before it: its own lines count from the top.
      if sheet.coversBase {
        position = 0
        if let screen {
          window = screen.window(of: layer, rows: screen.height)
          groundWindow = window
          offeredHeight = screen.height
        }
      }
      // A blank line sets a sheet apart from what it overlays; a cover overlays nothing visible.
      if !sheet.coversBase { result.append(FrameLine(content: [], layer: layer)) }
      result.append(FrameLine(content: [Span("┌─ ")] + dismiss, layer: layer))
      position += sheet.coversBase ? 1 : 2
      if let title = sheet.title {
        result.append(
          FrameLine(gutter: [Span("│ ")], content: [Span(title, attributes: .bold)], layer: layer))
        position += 1
      }
      indent += 2
      let content = lines(for: sheet.content, style: TextStyle(), origin: window == nil ? nil : position)
        .addingEdges(leading: [Span("│ ")])
      indent -= 2
      result += content
      result.append(FrameLine(content: [Span("└─")], layer: layer))
      position += Self.height(of: content) + 1
      let nested = pendingSheets
      pendingSheets = []
      let nestedLines = layOutSheets(nested, from: position)
      position += Self.height(of: nestedLines)
      result += nestedLines
    }
    return result
  }

  /// Lays `sheet`'s content out as a box over `screen` (drawn once every layer is laid out), in
  /// the columns a box has and through its own window; returns the lines of the sheets presented
  /// from it that are not boxes (full-screen covers).
  private func layOutBox(_ sheet: SheetPresentation, dismiss: [Span], over screen: ModalScreen) -> [FrameLine]
  {
    let outer = (width: width, indent: indent, margin: margin, window: window, height: offeredHeight)
    width = screen.contentWidth(width: width)
    (indent, margin) = (0, 0)
    offeredHeight = screen.contentHeight(width: outer.width)
    window = screen.window(of: layer, rows: offeredHeight ?? 0)
    let content = Self.placed(
      lines(for: sheet.content, style: TextStyle(), origin: 0), in: window, topLayer: layer, controlCount: 0)
    let firstLine = window?.lowerBound ?? 0
    var controlLines = content.controlLines
    // Dismiss is in the top edge, in sight however far the content is scrolled.
    for handle in Set(dismiss.compactMap(\.control)) { controlLines[handle] = firstLine }
    boxes.append(
      SheetBox(
        layer: layer, title: sheet.title, dismiss: dismiss, lines: content.visible, firstLine: firstLine,
        lineCount: content.lineCount, controlLines: controlLines))
    (width, indent, margin, window, offeredHeight) = outer
    let nested = pendingSheets
    pendingSheets = []
    return layOutSheets(nested, from: 0)
  }

  // MARK: - Elements

  /// The lines of `element`. `origin` is the frame line the first of them lands on, or nil where
  /// that is not known (side by side, inside a label): rows are then all laid out.
  func lines(for element: Element, style: TextStyle, origin: Int? = nil) -> [FrameLine] {
    let wasCheckedPlain = isCheckedPlain
    defer { isCheckedPlain = wasCheckedPlain }
    if !Self.isWalkedByNeedsLayout(element) { isCheckedPlain = false }
    switch element {
    case .empty, .presentation:
      // A presentation is read off its node by the sheet modifier; it draws nothing in place.
      return []
    case .text(let text):
      // Fitting text to a line limit or aligning its lines needs the width: the 2D layout has
      // it. Only the text is laid out so, not its container, whose rows stay lazy.
      if style.placesText { return laidOut(element, style: style) }
      // Most text is one line: no "\n" byte means no break (a "\r\n" holds one too).
      if !text.utf8.contains(10) { return [line([Span(text, attributes: style.attributes)])] }
      // "\r\n" is one character, not "\n": left in a line, it would break the row it is drawn in.
      return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
        line([Span(String($0), attributes: style.attributes)])
      }
    case .button(let identity, let label, let action):
      let title = inlineSpans(for: label, style: style)
      let (handle, isFocused) = register(
        identity, kind: .button, label: plain(title), behavior: .press(action), isDisabled: style.isDisabled)
      return [
        line(
          control(handleSpan(handle, style: style), Span(" "), title, handle: handle, isFocused: isFocused))
      ]
    case .field(let identity, let label, let text, let isSecure, let binding):
      let (handle, isFocused) = register(
        identity, kind: isSecure ? .secureField : .textField, label: label, behavior: .edit(binding),
        isDisabled: style.isDisabled)
      let prefix = label.isEmpty ? "" : label + ": "
      var head = [handleSpan(handle, style: style), Span(" " + prefix, attributes: style.attributes)]
      guard isFocused, let focus else {
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        return [line(tagged(head + [Span("[" + shown + "]", attributes: style.attributes)], handle))]
      }
      head[0].attributes.insert(.focused)
      return [line(tagged(head + editedField(text, isSecure: isSecure, focus: focus, style: style), handle))]
    case .toggle(let identity, let label, let isOn, let binding):
      let title = inlineSpans(for: label, style: style)
      let (handle, isFocused) = register(
        identity, kind: .toggle, label: plain(title), behavior: .flip(binding), isDisabled: style.isDisabled)
      let box = Span(isOn ? " [x] " : " [ ] ", attributes: style.isDisabled ? .dim : [])
      return [
        line(control(handleSpan(handle, style: style), box, title, handle: handle, isFocused: isFocused))
      ]
    case .group(let children):
      return sequence(children, origin: origin) { lines(for: $0, style: style, origin: $1) }
    case .rows(let rows):
      return lazyLines(rows, origin: origin) { lines(for: $0, style: style, origin: $1) }
    case .verticalStack(let children, let spacing, let alignment):
      // Leading is what lines stacked one after another look like: only centring or trailing
      // needs the stack's width, and so the two-dimensional layout.
      if let alignment, alignment != .leading { return laidOut(element, style: style) }
      return stacked(lineItems(children), style: style, spacing: spacing, origin: origin)
    case .horizontalStack(let children, let spacing, let alignment):
      if let alignment, alignment != .top { return laidOut(element, style: style) }
      let children = lineItems(children)
      // A divider between columns runs down them, which only the two-dimensional layout draws.
      if children.contains(where: isDivider) || (!isCheckedPlain && children.contains(where: needsLayout)) {
        return laidOut(element, style: style)
      }
      // Most stacks hold no rows: each item is a column, checked plain above.
      if !children.contains(where: Self.isRows) {
        return sideBySide(
          children.map { child in
            isCheckedPlain = true
            return lines(for: child, style: style)
          }, spacing: spacing)
      }
      // Side by side, each row of a `ForEach` is a column of its own; `needsLayout` did not
      // look into those rows, so they are not known to be plain.
      let columns = children.flatMap { item -> [(element: Element, isChecked: Bool)] in
        guard case .rows(let rows) = item else { return [(item, true)] }
        rowStores[ObjectIdentifier(rows.store)] = rows.store
        return lineItems((0..<rows.count).map { reachRow(rows, at: $0) }).map { ($0, false) }
      }
      return sideBySide(
        columns.map { column in
          isCheckedPlain = column.isChecked
          return lines(for: column.element, style: style)
        }, spacing: spacing)
    case .form(let children), .list(let children):
      return rows(lineItems(children), style: style, origin: origin)
    case .section(let header, let children):
      var result: [FrameLine] = []
      if let header {
        result.append(line([Span(header, attributes: style.applying(TextStyle(isBold: true)).attributes)]))
      }
      let start = origin.map { $0 + result.count }
      indent += 2
      defer { indent -= 2 }
      var rows = sequence(children, origin: start) { lines(for: $0, style: style, origin: $1) }
      rows.addEdges(leading: Self.sectionIndent)
      guard !result.isEmpty else { return rows }
      result.reserveCapacity(result.count + rows.count)
      result += rows
      return result
    case .layout(.flexibleFrame(let frame, let alignment), let child) where Self.fillsWidth(frame, alignment):
      // Its child is offered the whole width and put at its leading edge, as line by line.
      return lines(for: child, style: style, origin: origin)
    case .layout(let modifier, let child) where fillsWidth(child):
      return decorated(child, with: modifier, style: style, origin: origin)
    case .spacer, .layout, .fill, .zStack, .overlay:
      return laidOut(element, style: style)
    case .divider:
      return [FrameLine(content: [], isRule: true, layer: layer)]
    case .progress(let label, let fraction):
      var spans: [Span]
      if let fraction {
        let filled = Int((fraction * 10).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
        spans = [Span("[\(bar)] \(Int((fraction * 100).rounded()))%", attributes: style.attributes)]
      } else {
        // Drawn anew at every tick: a subtree holding a spinner is not kept between layouts.
        log.unkeepableLayouts += 1
        showsSpinner = true
        spans = [Span(Spinner.glyph(at: animationTick), attributes: style.attributes)]
      }
      if let label { spans.append(Span(" " + label, attributes: style.attributes)) }
      return [line(spans)]
    case .styled(let inner, let child):
      return Self.painted(lines(for: child, style: style.applying(inner), origin: origin), inner.foreground)
    case .lifecycle(let entry, let child):
      lifecycleEntries.append(entry)
      return lines(for: child, style: style, origin: origin)
    case .exitCommand(let action, let child):
      exitCommands.append((layer, action))
      return lines(for: child, style: style, origin: origin)
    case .sheet(let base, let presenter):
      let result = lines(for: base, style: style, origin: origin)
      if let presentation = presenter.presentation { pendingSheets.append(presentation) }
      return result
    case .firstFitting(let candidates, let axes):
      let (child, item) = fitting(candidates, in: axes, style: style)
      if let item { return drawn(item) }
      return lines(for: child, style: style, origin: origin)
    case .node(let node):
      return lines(of: node, style: style, origin: origin)
    case .custom(let custom):
      return custom.lines(in: self, style: style, origin: origin)
    }
  }

  // MARK: - Two-dimensional layout

  /// The lines of `element` placed by the two-dimensional layout: offered the width left by the
  /// enclosing gutters and its ideal height (the frame scrolls, so height is not bounded).
  ///
  /// Only a subtree that asks for it is laid out this way (a frame, padding, a spacer, an
  /// aligned stack), and the subtree is laid out whole: its `ForEach` rows are all resolved, as
  /// side by side. Everything around it keeps the line layout and its lazy rows.
  func laidOut(_ element: Element, style: TextStyle) -> [FrameLine] {
    drawn(layoutItem(for: element, style: style, in: nil))
  }

  /// The lines of `item`, offered the width left by the enclosing gutters and its ideal height.
  private func drawn(_ item: LayoutItem) -> [FrameLine] {
    let proposal = ProposedSize(width: max(0, width - indent - margin), height: nil)
    let size = item.size(for: proposal)
    var canvas = Canvas(width: min(size.width, proposal.width ?? 0), height: size.height)
    item.draw(proposal, at: 0, 0, into: &canvas)
    return (0..<canvas.height).map { row in
      var line = line(canvas.spans(ofRow: row))
      line.isLaidOut = true
      return line
    }
  }

  /// The view of a ``ViewThatFits`` to show: the first of `children` whose ideal size along
  /// `axes` fits in the room offered — the columns left by the enclosing gutters, the rows of
  /// ``offeredHeight`` — with the item built to measure it; else the last, not built (a plain
  /// last view keeps the line layout and its lazy rows). What building a view that does not fit
  /// registered is put back, so only the view shown has controls.
  ///
  /// As SwiftUI's: along an axis checked a view is measured at its ideal size, along the other
  /// it is offered the room there is. Where no height is offered (no viewport, inside a scroll
  /// view) every view fits vertically; with neither axis constraining, the first is shown.
  ///
  /// Inside the two-dimensional layout the columns are those of the view it places outermost,
  /// not those a stack will share out to this one, and the rows those an enclosing frame fixes:
  /// the choice is made as the items are built, before any is measured.
  private func fitting(_ candidates: LazyRows, in axes: Axis.Set, style: TextStyle) -> (Element, LayoutItem?)
  {
    rowStores[ObjectIdentifier(candidates.store)] = candidates.store
    let room = max(0, width - indent - margin)
    let checksWidth = axes.contains(.horizontal)
    let rows = axes.contains(.vertical) ? offeredHeight : nil
    // Lines kept for a subtree holding this view hold for these rows only.
    if rows != nil && log.recording > 0 { log.heightChecks += 1 }
    for index in 0..<candidates.count {
      // Resolved with the bodies of its views left for later: what its frames, padding and
      // borders fix may rule it out, and then they are never evaluated.
      var nodes: [ViewNode] = []
      let candidate = candidates.row(at: index, refresh: { nodes.append($0) })
      // Nothing constrains the first: it is the one shown, as the last is when none fits.
      let isLast = index == candidates.count - 1 || (!checksWidth && rows == nil)
      if !isLast && checksWidth && candidate.leastIdealWidth > room { continue }
      for node in nodes { refresh(node) }
      if isLast { return (candidate, nil) }
      let before = records
      let item = layoutItem(for: candidate, style: style, in: nil)
      let size = item.size(for: ProposedSize(width: checksWidth ? nil : room, height: nil))
      if (!checksWidth || size.width <= room) && size.height <= rows ?? .max { return (candidate, item) }
      records = before
    }
    return (.empty, nil)
  }

  /// Whether `element` takes all the width it is offered whatever its content, as SwiftUI's
  /// forms and lists do (and a leading stack holding one): its place does not depend on its
  /// lines, so it can be padded or boxed line by line, its rows still laid out lazily.
  private func fillsWidth(_ element: Element) -> Bool {
    switch element {
    case .form, .list: true
    case .verticalStack(let children, _, let alignment):
      (alignment == nil || alignment == .leading) && children.contains(where: fillsWidth)
    case .group(let children): children.contains(where: fillsWidth)
    case .node(let node): fillsWidth(node.content)
    case .styled(_, let child), .lifecycle(_, let child), .exitCommand(_, let child): fillsWidth(child)
    case .sheet(let base, _): fillsWidth(base)
    case .layout(.flexibleFrame(let frame, let alignment), _): Self.fillsWidth(frame, alignment)
    case .layout(let modifier, let child): isLineDecoration(modifier) && fillsWidth(child)
    default: false
    }
  }

  /// Whether a frame only widens its view to the width offered and keeps it at the leading edge
  /// (`.frame(maxWidth: .infinity, alignment: .leading)`): what the line layout does anyway, so
  /// the view keeps its line layout, and its lazy rows, and can be padded or boxed line by line.
  static func fillsWidth(_ frame: LayoutItem.FlexibleFrame, _ alignment: Alignment) -> Bool {
    frame.maxWidth == ProposedSize.limit && frame.minWidth == nil && frame.idealWidth == nil
      && frame.minHeight == nil && frame.idealHeight == nil && frame.maxHeight == nil
      && alignment.horizontal == .leading
  }

  /// Padding and boxes, which a view filling the width can take line by line.
  private func isLineDecoration(_ modifier: LayoutModifier) -> Bool {
    switch modifier {
    case .padding, .border: true
    default: false
    }
  }

  /// The lines of `child`, which fills the width, padded or boxed by `modifier` line by line: a
  /// gutter on the left, a trailer on the right, rows above and below. Unlike the
  /// two-dimensional layout, this keeps the rows of a `ForEach` inside lazy: `List { … }.border()`
  /// still costs one screen.
  private func decorated(
    _ child: Element, with modifier: LayoutModifier, style: TextStyle, origin: Int?
  ) -> [FrameLine] {
    let room = max(0, width - indent - margin)
    var leading: [Span] = []
    var trailing: [Span] = []
    var above: [FrameLine] = []
    var below: [FrameLine] = []
    switch modifier {
    case .padding(let insets):
      leading = insets.leading > 0 ? [Span(String(repeating: " ", count: insets.leading))] : []
      trailing = insets.trailing > 0 ? [Span(String(repeating: " ", count: insets.trailing))] : []
      above = Array(repeating: line([]), count: insets.top)
      below = Array(repeating: line([]), count: insets.bottom)
    case .border(let borderStyle, let title, let color):
      var side = Span(String(borderStyle.vertical))
      side.foreground = color
      leading = [side]
      trailing = [side]
      let edges = Self.edges(
        of: BoxLook(style: borderStyle, title: title, color: color, attributes: style.attributes, width: room)
      )
      var top = line(edges.top)
      top.isLaidOut = true
      var bottom = line(edges.bottom)
      bottom.isLaidOut = true
      above = [top]
      below = [bottom]
    default:
      return laidOut(.layout(modifier, child), style: style)
    }
    let leadingWidth = leading.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let trailingWidth = trailing.reduce(0) { $0 + DisplayWidth.of($1.text) }
    indent += leadingWidth
    margin += trailingWidth
    let outerHeight = offeredHeight
    offeredHeight = offeredHeight.map { max(0, $0 - above.count - below.count) }
    var inner = lines(for: child, style: style, origin: origin.map { $0 + above.count })
    offeredHeight = outerHeight
    indent -= leadingWidth
    margin -= trailingWidth
    // In place, and copied at most once, exactly: a long list in a box is not held twice over.
    inner.addEdges(leading: leading, trailing: trailing)
    guard !above.isEmpty || !below.isEmpty else { return inner }
    var result: [FrameLine] = []
    result.reserveCapacity(above.count + inner.count + below.count)
    result += above
    result += inner
    result += below
    return result
  }

  /// What a box's edges, drawn line by line, depend on.
  private struct BoxLook: Hashable {
    var style: BorderStyle
    var title: String?
    var color: Color?
    var attributes: SpanAttributes
    var width: Int
  }

  /// The top and bottom edges of the boxes drawn so far, by look: a boxed screen draws the same
  /// edges on every render, and drawing them through a canvas costs more than the rest of the
  /// box. Emptied once it holds more looks than a screen has boxes.
  /// A section's rows' indent: one array for every section of the frame, so that the lines of
  /// sections laid out apart still share their gutters.
  private static let sectionIndent = [Span("  ")]

  private static var drawnEdges: [BoxLook: (top: [Span], bottom: [Span])] = [:]

  /// The top edge (with the title) and the bottom edge of a box of `look`.
  private static func edges(of look: BoxLook) -> (top: [Span], bottom: [Span]) {
    if let edges = drawnEdges[look] { return edges }
    var canvas = Canvas(width: look.width, height: 2)
    let title = look.title.map {
      [Span($0.split(whereSeparator: \.isNewline).joined(separator: " "), attributes: look.attributes)]
    }
    LayoutItem.drawBox(
      look.style, title: title ?? [], color: look.color, at: 0, 0, Size(width: look.width, height: 2),
      into: &canvas)
    let edges = (top: canvas.spans(ofRow: 0), bottom: canvas.spans(ofRow: 1))
    if drawnEdges.count >= 64 { drawnEdges.removeAll(keepingCapacity: true) }
    drawnEdges[look] = edges
    return edges
  }

  /// Whether `element` needs the two-dimensional layout to mean what it says beside other
  /// views: a horizontal stack holding it must share out its columns.
  func needsLayout(_ element: Element) -> Bool {
    switch element {
    case .spacer, .layout, .fill, .zStack, .overlay, .firstFitting: true
    case .horizontalStack(let children, _, let alignment):
      (alignment != nil && alignment != .top) || children.contains(where: needsLayout)
    case .verticalStack(let children, _, let alignment):
      (alignment != nil && alignment != .leading) || children.contains(where: needsLayout)
    case .group(let children): children.contains(where: needsLayout)
    case .node(let node): needsLayout(node.content)
    case .styled(let inner, let child): inner.placesText || needsLayout(child)
    case .lifecycle(_, let child), .exitCommand(_, let child): needsLayout(child)
    case .sheet(let base, _): needsLayout(base)
    case .custom(let custom): custom.needsLayout(in: self)
    default: false
    }
  }

  /// Whether ``needsLayout(_:)`` looks inside `element` (or answers for it): what it found
  /// plain holds for the element's own lines only then.
  private static func isWalkedByNeedsLayout(_ element: Element) -> Bool {
    switch element {
    case .horizontalStack, .verticalStack, .group, .node, .styled, .lifecycle, .exitCommand, .sheet: true
    default: false
    }
  }

  private func isDivider(_ element: Element) -> Bool {
    switch element {
    case .divider: true
    case .styled(_, let child), .lifecycle(_, let child): isDivider(child)
    case .node(let node): lineItems([node.content]).first.map(isDivider) ?? false
    default: false
    }
  }

  /// The layout item of `element`, its controls and lifecycle entries registered in reading
  /// order. `stack` is the axis of the stack it is a child of, if any (a divider or spacer
  /// depends on it).
  func layoutItem(for element: Element, style: TextStyle, in stack: Axis?) -> LayoutItem {
    switch element {
    case .horizontalStack(let children, let spacing, let alignment):
      return LayoutItem(
        .stack(
          .horizontal, alignment: .vertical(alignment ?? .top), spacing: spacing,
          stackItems(children, style: style, axis: .horizontal)))
    case .verticalStack(let children, let spacing, let alignment):
      return LayoutItem(
        .stack(
          .vertical, alignment: .horizontal(alignment ?? .leading), spacing: spacing,
          stackItems(children, style: style, axis: .vertical)))
    case .group, .rows:
      // Several views where one is expected (a frame's content): one above the other, as the
      // line layout draws them.
      return LayoutItem(
        .stack(
          .vertical, alignment: .horizontal(.leading), spacing: 0,
          stackItems([element], style: style, axis: .vertical)))
    case .spacer(let minLength):
      return LayoutItem(.spacer(minLength: minLength, axis: stack))
    case .fill(let color):
      return LayoutItem(.fill(color))
    case .zStack(let children, let alignment):
      return LayoutItem(.zStack(alignment, stackItems(children, style: style, axis: nil)))
    case .overlay(let base, let layer, let alignment, let isBehind):
      // The base is read first, in front or not: it is what the overlay decorates.
      let baseItem = layoutItem(for: base, style: style, in: stack)
      let layerItem = layoutItem(for: layer, style: style, in: nil)
      return LayoutItem(.overlay(baseItem, layer: layerItem, alignment, isBehind: isBehind))
    case .divider:
      return LayoutItem(.divider(stack ?? .vertical))
    case .layout(let modifier, let child):
      let outerHeight = offeredHeight
      offeredHeight = Self.offeredHeight(outerHeight, inside: modifier)
      let item = layoutItem(for: child, style: style, in: nil)
      offeredHeight = outerHeight
      switch modifier {
      case .frame(let width, let height, let alignment):
        return LayoutItem(.frame(width: width, height: height, alignment, item))
      case .flexibleFrame(let bounds, let alignment):
        return LayoutItem(.flexibleFrame(bounds, alignment, item))
      case .padding(let insets):
        return LayoutItem(.padding(insets, item))
      case .fixedSize(let horizontal, let vertical):
        return LayoutItem(.fixedSize(horizontal: horizontal, vertical: vertical, item))
      case .layoutPriority(let priority):
        return LayoutItem(.priority(priority, item))
      case .border(let borderStyle, let title, let color):
        // A title is one line: breaks in it would make the top edge several rows.
        let titleSpans = title.map { text in
          [Span(text.split(whereSeparator: \.isNewline).joined(separator: " "), attributes: style.attributes)]
        }
        return LayoutItem(.border(borderStyle, title: titleSpans ?? [], color: color, item))
      }
    case .node(let node):
      return layoutItem(for: node.content, style: style, in: stack)
    case .custom(let custom):
      return custom.layoutItem(in: self, style: style, stack: stack)
    case .styled(let inner, let child):
      return layoutItem(for: child, style: style.applying(inner), in: stack)
    case .lifecycle(let entry, let child):
      lifecycleEntries.append(entry)
      return layoutItem(for: child, style: style, in: stack)
    case .exitCommand(let action, let child):
      exitCommands.append((layer, action))
      return layoutItem(for: child, style: style, in: stack)
    case .sheet(let base, let presenter):
      let item = layoutItem(for: base, style: style, in: stack)
      if let presentation = presenter.presentation { pendingSheets.append(presentation) }
      return item
    case .firstFitting(let candidates, let axes):
      let (child, item) = fitting(candidates, in: axes, style: style)
      return item ?? layoutItem(for: child, style: style, in: stack)
    default:
      // Line limits and alignment are text's: a form or a button keeps all its lines.
      var text = TextLayout()
      var lineStyle = style
      if case .text = element {
        text = style.textLayout
        // The item fits the text itself: its lines are the plain ones.
        lineStyle = style.withPlainText
      }
      let before = records
      let built = Self.painted(lines(for: element, style: lineStyle), style.foreground)
      // Lines placed by the two-dimensional layout or boxed inside (a form or list holding an
      // `HStack` with a spacer) were placed at the terminal's width: the parent may offer
      // fewer columns, and they are laid out again for those.
      let relayout: LayoutItem.Relayout? =
        built.contains { $0.isLaidOut || !$0.trailer.isEmpty }
        ? { room in self.lines(for: element, style: lineStyle, room: room, recordedAs: before) } : nil
      return LayoutItem(
        .lines(built, fillsWidth: fillsWidth(element), text: text, relayout: relayout))
    }
  }

  /// The lines of `element` with `room` columns to fill, recording nothing: what laying it out
  /// records (its controls, their focus, lifecycle entries) is put back as it was once done, and
  /// the layout starts from `recorded`, as it was when `element` was first laid out, so handles
  /// and focus come out the same.
  private func lines(
    for element: Element, style: TextStyle, room: Int, recordedAs recorded: Records
  ) -> [FrameLine] {
    let current = records
    let (outerWidth, outerIndent, outerMargin) = (width, indent, margin)
    records = recorded
    log.remeasuring += 1
    // Past the terminal's widest, the lines would only be wrapped back to it.
    width = TerminalConfiguration.clamp(width: room)
    indent = 0
    margin = 0
    defer {
      log.remeasuring -= 1
      records = current
      (width, indent, margin) = (outerWidth, outerIndent, outerMargin)
    }
    return Self.painted(lines(for: element, style: style), style.foreground)
  }

  /// `lines` with their text in `color` where no inner view chose another; nil leaves them.
  private static func painted(_ lines: [FrameLine], _ color: Color?) -> [FrameLine] {
    guard let color else { return lines }
    return lines.map { line in
      var line = line
      // Painted, the content is no longer the node's own: new content would need painting too.
      line.segmentTag = 0
      for index in line.content.indices where line.content[index].foreground == nil {
        line.content[index].foreground = color
      }
      return line
    }
  }

  /// The items of a stack's children, every row of a `ForEach` among them an item of its own.
  private func stackItems(_ children: [Element], style: TextStyle, axis: Axis?) -> [LayoutItem] {
    items(children).flatMap { child -> [LayoutItem] in
      guard case .rows(let rows) = child else { return [layoutItem(for: child, style: style, in: axis)] }
      rowStores[ObjectIdentifier(rows.store)] = rows.store
      return items((0..<rows.count).map { reachRow(rows, at: $0) }).map {
        layoutItem(for: $0, style: style, in: axis)
      }
    }
  }

  // MARK: - Rows laid out on demand

  /// Lays `elements` out one after another from `origin`; the rows of a `ForEach` among them
  /// are items of their own, laid out only as far as the window needs.
  private func sequence(
    _ elements: [Element], origin: Int?, _ layOutItem: (Element, Int?) -> [FrameLine]
  ) -> [FrameLine] {
    var parts: [[FrameLine]] = []
    parts.reserveCapacity(elements.count)
    var position = origin
    for element in elements {
      let produced: [FrameLine]
      if case .rows(let rows) = element {
        produced = lazyLines(rows, origin: position) { row, rowOrigin in
          sequence(lineItems([row]), origin: rowOrigin, layOutItem)
        }
      } else {
        produced = layOutItem(element, position)
      }
      position = position.map { $0 + Self.height(of: produced) }
      parts.append(produced)
    }
    return Self.joined(parts)
  }

  /// `parts` one after another, in an array exactly as long: appending them one by one would
  /// grow it by doubling, holding a long list up to three times over while it grows and twice
  /// over once done, at every level of the tree. A single part is returned as it is.
  private static func joined(_ parts: [[FrameLine]]) -> [FrameLine] {
    if parts.count == 1 { return parts[0] }
    var result: [FrameLine] = []
    result.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { result += part }
    return result
  }

  /// The lines of a `ForEach`'s rows. With a window and a known origin, only the rows that
  /// reach into the window are resolved and laid out; the rows before and after stand as one
  /// spacer each, ``LazyRows/typicalHeight`` lines a row. Otherwise every row is laid out.
  ///
  /// O(rows in the window) with a window, O(rows) without.
  private func lazyLines(
    _ rows: LazyRows, origin: Int?, _ layOutRow: (Element, Int?) -> [FrameLine]
  ) -> [FrameLine] {
    rowStores[ObjectIdentifier(rows.store)] = rows.store
    // Which rows are laid out depends on the window and on where they start.
    log.windowedLayouts += 1
    // ``needsLayout(_:)`` does not look into rows: a stack in one checks itself.
    let wasCheckedPlain = isCheckedPlain
    isCheckedPlain = false
    defer { isCheckedPlain = wasCheckedPlain }
    guard let window, let origin else {
      var parts: [[FrameLine]] = []
      parts.reserveCapacity(rows.count)
      var position = origin
      for index in 0..<rows.count {
        let produced: [FrameLine]
        if forgetsRows {
          // The row goes with its element once laid out; its controls say where it was.
          rowContexts.append((RowLocator.Row(rows: rows, index: index), 0))
          log.unkeepableLayouts += 1
          produced = layOutRow(reachRow(rows, at: index, keeping: false), position)
          rowContexts.removeLast()
        } else {
          produced = layOutRow(reachRow(rows, at: index), position)
        }
        position = position.map { $0 + Self.height(of: produced) }
        parts.append(produced)
      }
      return Self.joined(parts)
    }
    var result: [FrameLine] = []
    let estimate = rows.typicalHeight
    defer {
      if log.recording > 0 {
        log.rowHeights.append(
          NodeLayout.RowHeight(store: rows.store, before: estimate, after: rows.typicalHeight))
      }
    }
    let first = min(rows.count, max(0, (window.lowerBound - origin) / estimate))
    if first > 0 { result.append(spacer(first * estimate)) }
    var position = origin + first * estimate
    var index = first
    while index < rows.count && position < window.upperBound {
      let produced = layOutRow(reachRow(rows, at: index), position)
      let height = Self.height(of: produced)
      if height > 0 { rows.typicalHeight = height }
      position += height
      result += produced
      index += 1
    }
    if index < rows.count { result.append(spacer((rows.count - index) * estimate)) }
    return result
  }

  /// A line standing for `count` lines that were not laid out.
  private func spacer(_ count: Int) -> FrameLine {
    var line = FrameLine(content: [], layer: layer)
    line.skippedLines = count
    return line
  }

  /// How many frame lines `lines` stand for, spacers counted at their size.
  static func height(of lines: [FrameLine]) -> Int {
    lines.reduce(0) { $0 + max(1, $1.skippedLines) }
  }

  /// The views a container lays out one by one, as ``items(_:)`` finds them, except that a
  /// composite view standing for exactly one of them stays whole: its lines are laid out
  /// through its node, which keeps them (``lines(of:style:origin:)``).
  private func lineItems(_ elements: [Element]) -> [Element] {
    // Most containers list their items as they are: no new array then.
    if elements.allSatisfy(isLineItem) { return elements }
    return elements.flatMap { element -> [Element] in
      switch element {
      case .group(let children): return lineItems(children)
      case .node(let node): return isLineItem(element) ? [element] : lineItems([node.content])
      case .empty: return []
      default: return [element]
      }
    }
  }

  /// Whether `element` is the rows of a `ForEach`.
  private static func isRows(_ element: Element) -> Bool {
    if case .rows = element { return true }
    return false
  }

  /// Whether `element` is one item of its container as it is.
  private func isLineItem(_ element: Element) -> Bool {
    switch element {
    case .group, .empty: false
    case .node(let node): Self.itemShape(of: node.content) == (1, false)
    default: true
    }
  }

  /// How many items `element` stands for in a container, counted up to 2, and whether a single
  /// one is a `ForEach`'s rows (which a container lays out row by row). No allocation.
  private static func itemShape(of element: Element) -> (count: Int, isRows: Bool) {
    switch element {
    case .empty: return (0, false)
    case .rows: return (1, true)
    case .node(let node): return itemShape(of: node.content)
    case .group(let children):
      var shape = (count: 0, isRows: false)
      for child in children {
        let inner = itemShape(of: child)
        guard inner.count > 0 else { continue }
        shape = (shape.count + inner.count, inner.isRows)
        if shape.count > 1 { return (2, false) }
      }
      return shape
    default: return (1, false)
    }
  }

  /// The views a container lays out one by one: groups and composite views are see-through.
  func items(_ elements: [Element]) -> [Element] {
    elements.flatMap { element -> [Element] in
      switch element {
      case .group(let children): items(children)
      case .node(let node): items([node.content])
      case .empty: []
      default: [element]
      }
    }
  }

  /// Form and list rows, with a blank line setting each section apart from its neighbours.
  private func rows(_ items: [Element], style: TextStyle, origin: Int?) -> [FrameLine] {
    var hasContent = false
    var previousWasSection = false
    return sequence(items, origin: origin) { item, position in
      let isSection = isSectionItem(item)
      let separated = hasContent && (isSection || previousWasSection)
      let itemLines = lines(for: item, style: style, origin: position.map { $0 + (separated ? 1 : 0) })
      if itemLines.isEmpty { return [] }
      hasContent = true
      previousWasSection = isSection
      return separated ? [line([])] + itemLines : itemLines
    }
  }

  private func isSectionItem(_ element: Element) -> Bool {
    switch element {
    case .section: true
    case .styled(_, let child), .lifecycle(_, let child), .exitCommand(_, let child): isSectionItem(child)
    case .sheet(let base, _): isSectionItem(base)
    case .node(let node): lineItems([node.content]).first.map(isSectionItem) ?? false
    default: false
    }
  }

  /// What the views around a composite view decide from its content rather than from its lines:
  /// whether a box or padding around it is drawn line by line (it fills the width), how many
  /// items of a stack it stands for, and whether a form sets it apart as a section. A node whose
  /// content changed any of these is laid out with the frame, not spliced into it.
  func placement(of content: Element) -> NodeSegment.Placement {
    let shape = Self.itemShape(of: content)
    return NodeSegment.Placement(
      fillsWidth: fillsWidth(content), items: shape.count, isRows: shape.isRows,
      isSection: lineItems([content]).first.map(isSectionItem) ?? false)
  }

  /// A vertical stack's children, `spacing` blank lines between non-empty ones.
  private func stacked(_ items: [Element], style: TextStyle, spacing: Int, origin: Int?) -> [FrameLine] {
    var hasContent = false
    return sequence(items, origin: origin) { item, position in
      let gap = hasContent ? spacing : 0
      let block = lines(for: item, style: style, origin: position.map { $0 + gap })
      if block.isEmpty { return [] }
      hasContent = true
      return gap == 0 ? block : Array(repeating: line([]), count: gap) + block
    }
  }

  private func sideBySide(_ blocks: [[FrameLine]], spacing: Int) -> [FrameLine] {
    let blocks = blocks.contains(where: { $0.isEmpty }) ? blocks.filter { !$0.isEmpty } : blocks
    let separator = Span(String(repeating: " ", count: spacing))
    // One line per column, none a rule or boxed (a bar of buttons): the row is the columns'
    // spans one after another, as below, without building columns of rows first.
    if !blocks.isEmpty, blocks.allSatisfy({ $0.count == 1 && !$0[0].isRule && $0[0].trailer.isEmpty }) {
      var spans: [Span] = []
      // Exactly as many as it takes: the line keeps this array, and a piped list keeps every line.
      spans.reserveCapacity(blocks.reduce(blocks.count - 1) { $0 + $1[0].gutter.count + $1[0].content.count })
      for (index, block) in blocks.enumerated() {
        if index > 0 { spans.append(separator) }
        spans += block[0].gutter
        spans += block[0].content
      }
      while let last = spans.last, last.text.allSatisfy({ $0 == " " }) { spans.removeLast() }
      return [line(spans)]
    }
    // Columns flatten each line's gutter into its content: the columns themselves are the indent.
    // A line with a box's side after it is padded out to the side, as at the edge of the screen:
    // the box's top and bottom edges were drawn that wide.
    let boxed = LineWrapper(width: max(0, width - indent - margin), styled: false)
    let columns = blocks.map { block in
      block.flatMap { line -> [[Span]] in
        if line.isRule { return [[Span("───")]] }
        let hasSide = line.trailer.contains { !$0.text.allSatisfy { $0 == " " } }
        return hasSide ? boxed.spanRows(for: line) : [line.gutter + line.content]
      }
    }
    let height = columns.map(\.count).max() ?? 0
    guard height > 0 else { return [] }
    // Columns are padded only to line up rows below the first: a one-row stack (a bar of
    // buttons) measures nothing.
    let widths = height > 1 ? columns.map { column in column.map(width(of:)).max() ?? 0 } : []
    return (0..<height).map { row in
      var spans: [Span] = []
      for (index, column) in columns.enumerated() {
        if index > 0 { spans.append(separator) }
        let cell = row < column.count ? column[row] : []
        spans += cell
        let isLast = index == columns.count - 1
        guard height > 1 && !isLast else { continue }
        let padding = widths[index] - width(of: cell)
        if padding > 0 {
          spans.append(Span(String(repeating: " ", count: padding)))
        }
      }
      // Short columns leave padding at the end of the row: trim it.
      while let last = spans.last, last.text.allSatisfy({ $0 == " " }) { spans.removeLast() }
      return line(spans)
    }
  }

  /// A label laid out on one line (a button's or toggle's title).
  private func inlineSpans(for element: Element, style: TextStyle) -> [Span] {
    // Most titles are one line of text: its span, without laying out a line to take it from.
    if case .text(let text) = element, !text.utf8.contains(10) {
      return [Span(text, attributes: style.withPlainText.attributes)]
    }
    var spans: [Span] = []
    for (index, labelLine) in lines(for: element, style: style.withPlainText).enumerated() {
      if index > 0 { spans.append(Span(" ")) }
      spans += labelLine.content
    }
    return spans
  }

  // MARK: - Helpers

  /// Numbers the control at `identity` and records it; also says whether it is the one drawn
  /// focused. A disabled control keeps its number but is left out of the reading order, so the
  /// focus never lands on it.
  func register(
    _ identity: ViewPath, kind: ControlKind, label: String, behavior: RegisteredControl.Behavior,
    isDisabled: Bool = false
  ) -> (handle: Int, isFocused: Bool) {
    // Rows with duplicate ids share a path: the occurrence tells them apart for the focus too.
    // The handle table counts them already, rather than a dictionary of every control's path.
    let (handle, occurrence) =
      expectedHandles == nil
      ? handles.number(identity) : (expectedHandles?.take(identity, in: handles) ?? 0, 0)
    // The path the table holds stands for the control from now on: a kept layout's controls and
    // the focus then compare equal to the table's keys at their first link.
    let held = occurrence == 0 ? handles.key(holding: handle) ?? identity : identity
    let target = FocusTarget(identity: held, occurrence: occurrence)
    var behavior = behavior
    if let context = rowContexts.last {
      let ordinal = context.registered
      rowContexts[rowContexts.count - 1].registered += 1
      if rowContexts.count == 1, ordinal == sought { found = behavior }
      if forgetsRows {
        behavior = .deferred(RowLocator(row: context.row, ordinal: ordinal))
      }
    }
    controls[handle] = RegisteredControl(
      kind: kind, label: label, behavior: behavior, layer: layer, target: target, isDisabled: isDisabled)
    scrollViews.noteControl(handle)
    if log.recording > 0 { log.registeredHandles.append(handle) }
    guard !isDisabled else { return (handle, false) }
    readingOrder.append(handle)
    let isFocused = focusedHandle == nil && focus?.target == target
    if isFocused { focusedHandle = handle }
    return (handle, isFocused)
  }

  /// A control's spans, drawn focused when it has the focus: reversed when styled, and followed
  /// by a marker for a plain terminal. Each span is tagged with the control's handle.
  func control(_ spans: [Span], handle: Int, isFocused: Bool) -> [Span] {
    var spans = spans
    drawAsControl(&spans, handle: handle, isFocused: isFocused)
    return spans
  }

  /// A control's `head` (its handle), `separator` and `title` as ``control(_:handle:isFocused:)``
  /// draws them, built in one array: a line keeps it, and a frame has a line per control.
  func control(_ head: Span, _ separator: Span, _ title: [Span], handle: Int, isFocused: Bool) -> [Span] {
    var spans: [Span] = []
    spans.reserveCapacity(title.count + 3)
    spans.append(head)
    spans.append(separator)
    spans += title
    drawAsControl(&spans, handle: handle, isFocused: isFocused)
    return spans
  }

  /// Marks `spans` in place as the control at `handle`, focused or not (see
  /// ``control(_:handle:isFocused:)``).
  private func drawAsControl(_ spans: inout [Span], handle: Int, isFocused: Bool) {
    if isFocused {
      for index in spans.indices {
        spans[index] = Span(spans[index].text, attributes: spans[index].attributes.union(.focused))
      }
      if focus?.marksInText == true { spans.append(Span(FocusRequest.marker)) }
    }
    for index in spans.indices { spans[index].control = handle }
  }

  /// `spans` marked as drawing the control at `handle`, for mouse clicks.
  func tagged(_ spans: [Span], _ handle: Int) -> [Span] {
    spans.map { span in
      var span = span
      span.control = handle
      return span
    }
  }

  /// A focused field: its text with the cursor drawn on it (reversed when styled, a bar in a
  /// plain terminal), then the focus marker for a plain terminal.
  private func editedField(_ text: String, isSecure: Bool, focus: FocusRequest, style: TextStyle) -> [Span] {
    let text = focus.draft ?? text
    let characters = Array(isSecure ? String(repeating: "•", count: text.count) : text)
    let cursor = min(max(0, focus.cursor), characters.count)
    let field = style.attributes.union(.underline)
    var spans = [Span("[", attributes: style.attributes)]
    spans.append(Span(String(characters[..<cursor]), attributes: field))
    if focus.marksInText {
      spans.append(Span("|", attributes: field))
      spans.append(Span(String(characters[cursor...]), attributes: field))
      spans.append(Span("]" + FocusRequest.marker, attributes: style.attributes))
    } else {
      // The cell under the cursor is reversed; past the end a blank cell stands for it.
      let under = cursor < characters.count ? String(characters[cursor]) : " "
      spans.append(Span(under, attributes: field.union(.cursor)))
      if cursor + 1 < characters.count {
        spans.append(Span(String(characters[(cursor + 1)...]), attributes: field))
      }
      spans.append(Span("]", attributes: style.attributes))
    }
    return spans.filter { !$0.text.isEmpty }
  }

  /// A control's `[n]`, dim when the control is disabled.
  func handleSpan(_ handle: Int, style: TextStyle = TextStyle()) -> Span {
    Span("[\(handle)]", attributes: style.isDisabled ? [.handle, .dim] : .handle)
  }

  func line(_ spans: [Span]) -> FrameLine {
    FrameLine(content: spans, layer: layer)
  }

  private func plain(_ spans: [Span]) -> String {
    // A control's title is mostly one span: its text, shared rather than joined anew.
    if spans.count == 1 { return spans[0].text }
    return spans.map(\.text).joined()
  }

  private func width(of spans: [Span]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }
}
