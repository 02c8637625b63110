extension ViewRenderer {
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
  /// - Ctrl-Z asks to suspend the app (``InputOutcome/suspend``): the process is the host's to
  ///   stop, as ``TerminalDriver`` does.
  ///
  /// Returns `.performed` when the frame may have changed (render again), `.ignored` when the
  /// key means nothing here.
  public func perform(_ key: Key) -> InputOutcome {
    interpreter.performed(interpreter.perform(key))
  }

  /// Parses `line` and performs it; a line that does not parse is performed by the custom command
  /// its first word names, if any, and is otherwise rejected with the reason.
  public func perform(line: String) -> InputOutcome {
    interpreter.interpret(.line(line))
  }

  /// Applies `command` to the controls of the last frame. Anything not applicable is rejected
  /// with a message and changes nothing.
  public func perform(_ command: Command) -> InputOutcome {
    interpreter.interpret(.command(command))
  }

  /// A mouse click on the control at `handle`: the focus moves to it, and a button is pressed,
  /// a toggle flipped, a sheet dismissed; a field is only focused, ready for typing.
  public func click(_ handle: Int) -> InputOutcome {
    interpreter.performed(interpreter.click(handle))
  }

  /// What `help` shows: the built-in commands, then the custom ones.
  public var helpText: String {
    guard !customCommands.isEmpty else { return Command.helpText }
    let width = max(21, (customCommands.map(\.usage.count).max() ?? 0) + 1)
    let lines = customCommands.map { command in
      "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary
    }
    return Command.helpText + "\n" + lines.joined(separator: "\n")
  }
}
