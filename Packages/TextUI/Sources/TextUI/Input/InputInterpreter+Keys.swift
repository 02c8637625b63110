extension InputInterpreter {
  /// What one key does to the frame's controls (see ``ViewRenderer/perform(_:)-(Key)`` for the
  /// bindings): a field being edited takes editing keys first, and the rest move the focus,
  /// press, scroll, close, quit or suspend.
  func perform(_ key: Key) -> InputOutcome {
    if key == .control("c") || key == .control("\\") { return .quit }
    if key == .control("z") { return .suspend }
    if renderer.isEditingField, let outcome = edit(with: key) { return outcome }
    switch key {
    case .right, .left:
      let step = key == .right ? ViewRenderer.horizontalScrollStep : -ViewRenderer.horizontalScrollStep
      if let area = renderer.focusedScrollArea, renderer.scroll(area: area, byColumns: step) == .performed {
        return .performed
      }
      return renderer.moveFocus(by: key == .right ? 1 : -1)
    case .tab, .down:
      return renderer.moveFocus(by: 1)
    case .backTab, .up:
      return renderer.moveFocus(by: -1)
    case .enter, .character(" "):
      guard let handle = renderer.focusedHandle else { return .ignored }
      return perform(.press(handle))
    case .escape:
      guard let close = renderer.closeAction() else {
        if renderer.isEditingField {
          renderer.focusRing.clear()
          return .performed
        }
        return .ignored
      }
      close()
      return .performed
    case .pageDown:
      return renderer.scrollPage(by: 1)
    case .pageUp:
      return renderer.scrollPage(by: -1)
    case .character("q"), .character("Q"):
      return .quit
    default:
      return .ignored
    }
  }

  /// Applies `key` to the focused field; nil when the key is not an editing key (it moves the
  /// focus, closes, or quits instead).
  private func edit(with key: Key) -> InputOutcome? {
    guard let handle = renderer.focusedHandle, let control = renderer.controls[handle],
      case .edit(let binding) = control.behavior, let focus = renderer.focusRing.current
    else { return nil }
    let stored = binding.wrappedValue
    var editor = FieldEditor(text: focus.draft ?? stored, cursor: focus.cursor)
    let isMultiline = control.kind == .textEditor
    switch key {
    case .character(let character): editor.insert(String(character), keepingLineBreaks: isMultiline)
    case .paste(let text): editor.insert(text, keepingLineBreaks: isMultiline)
    case .enter where isMultiline: editor.insert("\n", keepingLineBreaks: true)
    case .up where isMultiline: editor.moveLine(by: -1)
    case .down where isMultiline: editor.moveLine(by: 1)
    case .backspace: editor.eraseBackward()
    case .delete: editor.eraseForward()
    case .left: editor.move(by: -1)
    case .right: editor.move(by: 1)
    case .home, .control("a"): editor.moveToStart()
    case .end, .control("e"): editor.moveToEnd()
    case .control("u"): editor.eraseToStart()
    case .control("k"): editor.eraseToEnd()
    case .enter: return renderer.moveFocus(by: 1)
    default: return nil
    }
    if editor.text != stored { binding.wrappedValue = editor.text }
    renderer.focusRing.setDraft(editor.text, cursor: editor.cursor)
    return .performed
  }
}
