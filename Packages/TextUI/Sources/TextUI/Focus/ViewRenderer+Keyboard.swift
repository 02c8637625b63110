extension ViewRenderer {
  /// The control with the keyboard focus in the last frame, if any.
  public var focusedControl: ControlDescription? {
    guard let handle = focusedHandle, let control = controls[handle] else { return nil }
    return ControlDescription(handle: handle, kind: control.kind, label: control.label, isReachable: true)
  }

  /// True while the focused control is a text field or a text editor: typed keys go into it,
  /// so `q` is text and not a request to quit.
  public var isEditingField: Bool {
    guard let kind = focusedControl?.kind else { return false }
    return kind == .textField || kind == .secureField || kind == .textEditor
  }

  /// The columns ← and → scroll a `ScrollView(.horizontal)` holding the focus, and one notch
  /// of the wheel turned sideways (or with Shift held) scrolls the one under the pointer.
  public static let horizontalScrollStep = 4

  /// Applies one key to the frame's controls.
  ///
  /// - Tab, ↓ and → move the focus forward in reading order (wrapping); Shift-Tab, ↑ and ←
  ///   move it back. Inside a field, ← and → move the cursor instead; inside a text editor,
  ///   ↑ and ↓ too, from line to line. Inside a `ScrollView(.horizontal)`, ← and → scroll it
  ///   sideways ``horizontalScrollStep`` columns, and move the focus once it is at that end.
  /// - Enter or Space presses the focused button or flips the focused toggle; Enter in a field
  ///   moves on to the next control, and in a text editor starts a new line.
  /// - Printable keys and pastes edit the focused field in place; Backspace, Delete,
  ///   Home/End (Ctrl-A/Ctrl-E), Ctrl-U and Ctrl-K edit it too.
  /// - Esc goes back (``View/onExitCommand(perform:)``) or dismisses the top sheet; in a field
  ///   with nothing to close, it leaves the field.
  /// - `q` quits unless a field is being edited; Ctrl-C and Ctrl-\\ always quit.
  ///
  /// Returns `.performed` when the frame may have changed (render again), `.ignored` when the
  /// key means nothing here.
  public func perform(_ key: Key) -> InputOutcome {
    if key == .control("c") || key == .control("\\") { return .quit }
    if isEditingField, let outcome = edit(with: key) { return outcome }
    switch key {
    case .right, .left:
      let step = key == .right ? Self.horizontalScrollStep : -Self.horizontalScrollStep
      if let area = focusedScrollArea, scroll(area: area, byColumns: step) == .performed { return .performed }
      return moveFocus(by: key == .right ? 1 : -1)
    case .tab, .down:
      return moveFocus(by: 1)
    case .backTab, .up:
      return moveFocus(by: -1)
    case .enter, .character(" "):
      guard let handle = focusedHandle else { return .ignored }
      return perform(.press(handle))
    case .escape:
      guard let close = closeAction() else {
        if isEditingField {
          focusRing.clear()
          return .performed
        }
        return .ignored
      }
      close()
      return .performed
    case .pageDown:
      return scrollPage(by: 1)
    case .pageUp:
      return scrollPage(by: -1)
    case .character("q"), .character("Q"):
      return .quit
    default:
      return .ignored
    }
  }

  /// What Esc does now: the innermost exit command of the frontmost layer, else dismissing the
  /// top sheet; nil when there is nothing to close or go back from.
  func closeAction() -> (@MainActor () -> Void)? {
    if let exit = exitCommands.last(where: { $0.layer == focusedLayer }) { return exit.action }
    return sheetDismissals.last
  }

  /// The keys that do something now, for a footer: they differ in a field, in a sheet and on a
  /// pushed screen. The most useful come first: a narrow footer leaves out the ones just before
  /// the last (how to quit).
  public var keyHints: String {
    let escape: String? =
      if exitCommands.contains(where: { $0.layer == focusedLayer }) {
        "Esc back"
      } else if focusedLayer > 0 {
        "Esc close"
      } else {
        nil
      }
    if focusedControl?.kind == .textEditor {
      return [
        "type to edit", "Enter new line", escape ?? "Esc leave", "Tab next", "←↑↓→ move", "Ctrl-C quit",
      ]
      .joined(separator: " · ")
    }
    if isEditingField {
      return ["type to edit", escape ?? "Esc leave", "Tab next", "←/→ move", "Ctrl-U clear", "Ctrl-C quit"]
        .joined(separator: " · ")
    }
    var hints = ["Tab/↑↓ move"]
    let frameScrolls = scrollHeight.map { frame.lineCount > $0 } ?? false
    if frameScrolls || scrollViews.hasContentOutOfSight { hints.append("PgUp/PgDn scroll") }
    switch focusedControl?.kind {
    case .toggle?: hints.append("Enter/Space flip")
    case .button?, .sheetDismissal?: hints.append("Enter/Space press")
    default: break
    }
    if let escape { hints.append(escape) }
    hints += [": command", "q quit"]
    return hints.joined(separator: " · ")
  }

  /// Applies `key` to the focused field; nil when the key is not an editing key (it moves the
  /// focus, closes, or quits instead).
  private func edit(with key: Key) -> InputOutcome? {
    guard let handle = focusedHandle, let control = controls[handle],
      case .edit(let binding) = control.behavior, let focus = focusRing.current
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
    case .enter: return moveFocus(by: 1)
    default: return nil
    }
    if editor.text != stored { binding.wrappedValue = editor.text }
    focusRing.setDraft(editor.text, cursor: editor.cursor)
    return .performed
  }
}
