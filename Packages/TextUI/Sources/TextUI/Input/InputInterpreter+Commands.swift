import Foundation

extension InputInterpreter {
  /// Parses `line` and performs it; a line that does not parse is performed by the custom command
  /// its first word names, if any, and is otherwise rejected with the reason.
  func perform(line: String) -> InputOutcome {
    do {
      return perform(try Command(parsing: line))
    } catch {
      let words = line.trimmingCharacters(in: .whitespacesAndNewlines)
      let end = words.firstIndex(where: \.isWhitespace) ?? words.endIndex
      if let custom = renderer.customCommands.first(where: { $0.matches(String(words[..<end])) }) {
        return custom.perform(words[end...].trimmingCharacters(in: .whitespaces))
      }
      return .rejected(error.description)
    }
  }

  /// Applies `command` to the controls of the last frame. Anything not applicable is rejected
  /// with a message and changes nothing.
  func perform(_ command: Command) -> InputOutcome {
    switch command {
    case .help:
      return .help(renderer.helpText)
    case .quit:
      return .quit
    case .dismiss:
      guard let close = renderer.closeAction() else { return .rejected("There is no sheet to dismiss.") }
      close()
      return .performed
    case .press(let handle):
      return use(handle) { control in
        switch control.behavior {
        case .press(let action), .dismiss(let action):
          action()
          return nil
        case .flip(let binding):
          binding.wrappedValue.toggle()
          return nil
        case .edit:
          return
            "[\(handle)] is \(Self.article(for: control.kind)): type into it with `type \(handle) <text>`."
        case .deferred:
          // `use` has found the control's action already; a row that is gone leaves none.
          return "There is no control [\(handle)] on screen."
        }
      }
    case .pressLabelled(let label):
      return press(labelled: label)
    case .type(let handle, let text):
      return use(handle) { control in
        guard case .edit(let binding) = control.behavior else {
          return
            "[\(handle)] is \(Self.article(for: control.kind)), not a text field: it cannot be typed into."
        }
        binding.wrappedValue = text
        return nil
      }
    case .toggle(let handle):
      return use(handle) { control in
        guard case .flip(let binding) = control.behavior else {
          return "[\(handle)] is \(Self.article(for: control.kind)), not a toggle."
        }
        binding.wrappedValue.toggle()
        return nil
      }
    case .scroll(let handle, let lines):
      // A scroll position is not observed data: the frame is marked stale here.
      return performed(scroll(lines, inScrollViewHolding: handle))
    }
  }

  /// Presses the one control of the frontmost layer labelled `label`, exactly or else ignoring
  /// case; rejected when none is, or several are.
  private func press(labelled label: String) -> InputOutcome {
    let layer = renderer.focusedLayer
    var matches = renderer.controls.handles { $0.layer == layer && $0.label == label }
    if matches.isEmpty {
      let lowercased = label.lowercased()
      matches = renderer.controls.handles { $0.layer == layer && $0.label.lowercased() == lowercased }
    }
    let shown = TerminalSafeText.displayable(String(label.prefix(40)))
    guard let handle = matches.first else {
      return .rejected("There is no control labelled `\(shown)` on screen.")
    }
    guard matches.count == 1 else {
      let handles = matches.map { "[\($0)]" }.joined(separator: ", ")
      return .rejected(
        "\(matches.count) controls are labelled `\(shown)`: press one by number (\(handles)).")
    }
    return perform(.press(handle))
  }

  /// `scroll`: the scroll view holding the control at `handle`; without one, as PageDown and
  /// PageUp choose — the scroll view holding the focus, the frame, then the first scroll view on
  /// screen that can move. A piped session has no focus and no viewport, so the last is what it
  /// scrolls.
  private func scroll(_ lines: Int, inScrollViewHolding handle: Int?) -> InputOutcome {
    let direction = lines > 0 ? "down" : "up"
    guard let handle else {
      if let area = renderer.focusedScrollArea, renderer.scroll(area: area, by: lines) == .performed {
        return .performed
      }
      if renderer.scroll(by: lines) == .performed { return .performed }
      for area in renderer.scrollViews.areas.indices
      where renderer.scroll(area: area, by: lines) == .performed {
        return .performed
      }
      return .rejected("Nothing on screen can scroll \(direction): it is all in sight, or at its end.")
    }
    guard let control = renderer.controls[handle] else {
      return .rejected("There is no control [\(handle)] on screen.")
    }
    guard control.layer == renderer.focusedLayer else {
      return .rejected("[\(handle)] is behind the open sheet: dismiss the sheet first (`dismiss`).")
    }
    guard let area = renderer.scrollViews.controlAreas[handle] else {
      return .rejected(
        "[\(handle)] is not in a scroll view: `scroll \(direction)` scrolls the first one that can.")
    }
    guard renderer.scroll(area: area, by: lines) == .performed else {
      return .rejected(
        "The scroll view holding [\(handle)] cannot scroll \(direction): it is all in sight, or at its end.")
    }
    return .performed
  }

  /// Runs `body` on the control at `handle` if it exists and is reachable; `body` returns a
  /// rejection message when the control is of the wrong kind.
  private func use(_ handle: Int, _ body: (RegisteredControl) -> String?) -> InputOutcome {
    guard var control = renderer.controls[handle] else {
      return .rejected("There is no control [\(handle)] on screen.")
    }
    guard control.layer == renderer.focusedLayer else {
      return .rejected("[\(handle)] is behind the open sheet: dismiss the sheet first (`dismiss`).")
    }
    if let refusal = ViewRenderer.refusal(of: control, handle: handle) { return refusal }
    if case .deferred(let locator) = control.behavior {
      guard let behavior = renderer.behavior(at: locator) else {
        return .rejected("There is no control [\(handle)] on screen.")
      }
      control.behavior = behavior
    }
    if let rejection = body(control) { return .rejected(rejection) }
    return .performed
  }

  private static func article(for kind: ControlKind) -> String {
    switch kind {
    case .button: "a button"
    case .textField: "a text field"
    case .secureField: "a secure field"
    case .textEditor: "a text editor"
    case .toggle: "a toggle"
    case .sheetDismissal: "a sheet's dismiss button"
    }
  }
}
