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
    if frameScrolls || viewport.hasContentOutOfSight(inScrollViews: scrollViews.areas) {
      hints.append("PgUp/PgDn scroll")
    }
    switch focusedControl?.kind {
    case .toggle?: hints.append("Enter/Space flip")
    case .button?, .sheetDismissal?: hints.append("Enter/Space press")
    default: break
    }
    if let escape { hints.append(escape) }
    hints += [": command", "q quit"]
    return hints.joined(separator: " · ")
  }
}
