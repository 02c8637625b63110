/// Lays out a resolved element tree as frame lines: numbers the controls, collects the
/// lifecycle entries in frame order and stacks presented sheets on top of the base.
@MainActor
final class FrameLayout {
  private(set) var controls: [Int: RegisteredControl] = [:]
  /// Lifecycle entries in frame order: a parent before its children, the base before sheets.
  private(set) var lifecycleEntries: [LifecycleEntry] = []
  /// The dismiss action of each presented sheet, bottom to top.
  private(set) var sheetDismissals: [@MainActor () -> Void] = []
  /// The Esc actions (``View/onExitCommand(perform:)``) in frame order, with their layers.
  private(set) var exitCommands: [(layer: Int, action: @MainActor () -> Void)] = []
  /// The handles of the controls in reading order: the order focus moves through them.
  private(set) var readingOrder: [Int] = []
  /// Which control has the focus and how to draw it; nil draws no focus.
  private let focus: FocusRequest?
  /// The handle of the control drawn focused, once laid out.
  private(set) var focusedHandle: Int?
  private var occurrences: [ViewPath: Int] = [:]
  private var handles: HandleTable
  private var layer = 0
  private var topLayer = 0
  /// The topmost layer presented as a full-screen cover; everything below it is hidden.
  private var coveringLayer = 0
  private var pendingSheets: [SheetPresentation] = []

  init(handles: HandleTable, focus: FocusRequest? = nil) {
    self.handles = handles
    self.focus = focus
  }

  /// Lays out `root` and every sheet it presents; returns the lines and the updated handles.
  func layOut(_ root: Element) -> (lines: [FrameLine], handles: HandleTable) {
    handles.beginFrame()
    var result = lines(for: root, style: TextStyle())
    let sheets = pendingSheets
    pendingSheets = []
    result += layOutSheets(sheets)
    handles.endFrame()
    if coveringLayer > 0 {
      // A cover hides what it covers: its lines are dropped and its controls are off screen.
      result.removeAll { $0.layer < coveringLayer }
      controls = controls.filter { $0.value.layer >= coveringLayer }
      readingOrder.removeAll { controls[$0] == nil }
      exitCommands.removeAll { $0.layer < coveringLayer }
    }
    for index in result.indices where result[index].layer < topLayer {
      result[index].isInactive = true
    }
    return (result, handles)
  }

  /// The layer whose controls can be reached: the topmost sheet, or the base.
  var focusedLayer: Int { topLayer }

  // MARK: - Sheets

  private func layOutSheets(_ sheets: [SheetPresentation]) -> [FrameLine] {
    var result: [FrameLine] = []
    for sheet in sheets {
      topLayer += 1
      layer = topLayer
      sheetDismissals.append(sheet.dismiss)
      if sheet.coversBase { coveringLayer = layer }
      let (handle, isFocused) = register(
        sheet.identity.appending(.role("dismiss")), kind: .sheetDismissal, label: "Dismiss",
        behavior: .dismiss(sheet.dismiss))
      // A blank line sets a sheet apart from what it overlays; a cover overlays nothing visible.
      if !sheet.coversBase { result.append(FrameLine(content: [], layer: layer)) }
      result.append(
        FrameLine(
          content: [Span("┌─ ")] + control([handleSpan(handle), Span(" Dismiss")], isFocused: isFocused),
          layer: layer))
      let content = lines(for: sheet.content, style: TextStyle()).map { line in
        var line = line
        line.gutter.insert(Span("│ "), at: 0)
        return line
      }
      result += content
      result.append(FrameLine(content: [Span("└─")], layer: layer))
      let nested = pendingSheets
      pendingSheets = []
      result += layOutSheets(nested)
    }
    return result
  }

  // MARK: - Elements

  private func lines(for element: Element, style: TextStyle) -> [FrameLine] {
    switch element {
    case .empty:
      return []
    case .text(let text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).map {
        line([Span(String($0), attributes: style.attributes)])
      }
    case .button(let identity, let label, let action):
      let title = inlineSpans(for: label, style: style)
      let (handle, isFocused) = register(
        identity, kind: .button, label: plain(title), behavior: .press(action))
      return [line(control([handleSpan(handle), Span(" ")] + title, isFocused: isFocused))]
    case .field(let identity, let label, let text, let isSecure, let binding):
      let (handle, isFocused) = register(
        identity, kind: isSecure ? .secureField : .textField, label: label, behavior: .edit(binding))
      let prefix = label.isEmpty ? "" : label + ": "
      var head = [handleSpan(handle), Span(" " + prefix, attributes: style.attributes)]
      guard isFocused, let focus else {
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        return [line(head + [Span("[" + shown + "]", attributes: style.attributes)])]
      }
      head[0].attributes.insert(.focused)
      return [line(head + editedField(text, isSecure: isSecure, focus: focus, style: style))]
    case .toggle(let identity, let label, let isOn, let binding):
      let title = inlineSpans(for: label, style: style)
      let (handle, isFocused) = register(
        identity, kind: .toggle, label: plain(title), behavior: .flip(binding))
      return [
        line(control([handleSpan(handle), Span(isOn ? " [x] " : " [ ] ")] + title, isFocused: isFocused))
      ]
    case .group(let children):
      return children.flatMap { lines(for: $0, style: style) }
    case .verticalStack(let children, let spacing):
      return stacked(items(children).map { lines(for: $0, style: style) }, spacing: spacing)
    case .horizontalStack(let children, let spacing):
      return sideBySide(items(children).map { lines(for: $0, style: style) }, spacing: spacing)
    case .form(let children), .list(let children):
      return rows(items(children), style: style)
    case .section(let header, let children):
      var result: [FrameLine] = []
      if let header {
        result.append(line([Span(header, attributes: style.applying(TextStyle(isBold: true)).attributes)]))
      }
      for var child in children.flatMap({ lines(for: $0, style: style) }) {
        child.gutter.insert(Span("  "), at: 0)
        result.append(child)
      }
      return result
    case .divider:
      return [FrameLine(content: [], isRule: true, layer: layer)]
    case .progress(let label, let fraction):
      var spans: [Span]
      if let fraction {
        let filled = Int((fraction * 10).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
        spans = [Span("[\(bar)] \(Int((fraction * 100).rounded()))%", attributes: style.attributes)]
      } else {
        spans = [Span("…", attributes: style.attributes)]
      }
      if let label { spans.append(Span(" " + label, attributes: style.attributes)) }
      return [line(spans)]
    case .styled(let inner, let child):
      return lines(for: child, style: style.applying(inner))
    case .lifecycle(let entry, let child):
      lifecycleEntries.append(entry)
      return lines(for: child, style: style)
    case .exitCommand(let action, let child):
      exitCommands.append((layer, action))
      return lines(for: child, style: style)
    case .sheet(let base, let presentation):
      let result = lines(for: base, style: style)
      if let presentation { pendingSheets.append(presentation) }
      return result
    case .node(let node):
      return lines(for: node.content, style: style)
    }
  }

  /// The views a container lays out one by one: groups and composite views are see-through.
  private func items(_ elements: [Element]) -> [Element] {
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
  private func rows(_ items: [Element], style: TextStyle) -> [FrameLine] {
    var result: [FrameLine] = []
    var previousWasSection = false
    for item in items {
      let isSection = isSectionItem(item)
      let itemLines = lines(for: item, style: style)
      if itemLines.isEmpty { continue }
      if !result.isEmpty && (isSection || previousWasSection) {
        result.append(line([]))
      }
      result += itemLines
      previousWasSection = isSection
    }
    return result
  }

  private func isSectionItem(_ element: Element) -> Bool {
    switch element {
    case .section: true
    case .styled(_, let child), .lifecycle(_, let child), .exitCommand(_, let child): isSectionItem(child)
    case .sheet(let base, _): isSectionItem(base)
    default: false
    }
  }

  private func stacked(_ blocks: [[FrameLine]], spacing: Int) -> [FrameLine] {
    var result: [FrameLine] = []
    for block in blocks where !block.isEmpty {
      if !result.isEmpty {
        result += Array(repeating: line([]), count: spacing)
      }
      result += block
    }
    return result
  }

  private func sideBySide(_ blocks: [[FrameLine]], spacing: Int) -> [FrameLine] {
    let blocks = blocks.filter { !$0.isEmpty }
    let separator = Span(String(repeating: " ", count: spacing))
    // Columns flatten each line's gutter into its content: the columns themselves are the indent.
    let columns = blocks.map { block in block.map { $0.isRule ? [Span("───")] : $0.gutter + $0.content } }
    let widths = columns.map { column in column.map(width(of:)).max() ?? 0 }
    let height = columns.map(\.count).max() ?? 0
    guard height > 0 else { return [] }
    return (0..<height).map { row in
      var spans: [Span] = []
      for (index, column) in columns.enumerated() {
        if index > 0 { spans.append(separator) }
        let cell = row < column.count ? column[row] : []
        spans += cell
        let isLast = index == columns.count - 1
        let padding = widths[index] - width(of: cell)
        if !isLast && padding > 0 && height > 1 {
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
    var spans: [Span] = []
    for (index, labelLine) in lines(for: element, style: style).enumerated() {
      if index > 0 { spans.append(Span(" ")) }
      spans += labelLine.content
    }
    return spans
  }

  // MARK: - Helpers

  /// Numbers the control at `identity` and records it; also says whether it is the one drawn
  /// focused.
  private func register(
    _ identity: ViewPath, kind: ControlKind, label: String, behavior: RegisteredControl.Behavior
  ) -> (handle: Int, isFocused: Bool) {
    let handle = handles.handle(for: identity)
    // Rows with duplicate ids share a path: the occurrence tells them apart for the focus too.
    let occurrence = occurrences[identity, default: 0]
    occurrences[identity] = occurrence + 1
    let target = FocusTarget(identity: identity, occurrence: occurrence)
    controls[handle] = RegisteredControl(
      kind: kind, label: label, behavior: behavior, layer: layer, target: target)
    readingOrder.append(handle)
    let isFocused = focusedHandle == nil && focus?.target == target
    if isFocused { focusedHandle = handle }
    return (handle, isFocused)
  }

  /// A control's spans, drawn focused when it has the focus: reversed when styled, and followed
  /// by a marker for a plain terminal.
  private func control(_ spans: [Span], isFocused: Bool) -> [Span] {
    guard isFocused else { return spans }
    var focused = spans.map { Span($0.text, attributes: $0.attributes.union(.focused)) }
    if focus?.marksInText == true { focused.append(Span(FocusRequest.marker)) }
    return focused
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

  private func handleSpan(_ handle: Int) -> Span {
    Span("[\(handle)]", attributes: .handle)
  }

  private func line(_ spans: [Span]) -> FrameLine {
    FrameLine(content: spans, layer: layer)
  }

  private func plain(_ spans: [Span]) -> String {
    spans.map(\.text).joined()
  }

  private func width(of spans: [Span]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }
}
