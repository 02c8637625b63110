/// The one place that decides what user input means: keys, mouse reports, typed command lines
/// and parsed commands are each read against the renderer's last frame — its focus, its
/// controls' handles, where it and its scroll views are scrolled — and applied to it.
///
/// Everything before it only decodes (``KeyDecoder`` bytes into keys, the driver lines into
/// ``InputEvent/line(_:)``); the renderer's focus and scrolling extensions are the operations it
/// calls, and run nothing of their own accord. The `:` command line of an interactive session is
/// its state too, so a key is taken by the line while it is open and by the view otherwise.
///
/// Data that input changes (through a binding or a control's action) marks the views that read
/// it stale through Observation. What Observation cannot see — the focus a key or a click moved,
/// a field's cursor, a scroll position — the interpreter marks stale itself. Either way the next
/// render, one per change, draws it.
@MainActor
final class InputInterpreter {
  /// The renderer whose frame input is read against; it owns this interpreter.
  unowned let renderer: ViewRenderer
  /// The `:` command line being typed, when it is open.
  private(set) var commandLine: FieldEditor?
  /// What the last input said (a refusal, help, a command's answer), shown above the footer of
  /// a screen redrawn in place, made safe for the terminal. A key clears it, unless it edits the
  /// open command line; so does a click on a control, and a typed line that says nothing. The
  /// driver also says here why an outcome it carries out (``InputOutcome/suspend``) could not be.
  var message: String?
  /// The rows on screen with the columns of their controls and scroll views, as last drawn:
  /// what a click or a turn of the wheel lands on. Empty without a screen.
  var screenRows: [WrappedRow] = []

  /// The lines one notch of the mouse wheel scrolls.
  static let wheelLines = 3

  /// An interpreter for `renderer`'s input.
  init(renderer: ViewRenderer) {
    self.renderer = renderer
  }

  /// Interprets one input: a key goes to the open `:` line, else `:` opens it (outside a field),
  /// a mouse report to what is under the pointer, any other key to the view; a line is parsed as
  /// a typed command.
  ///
  /// What the outcome says becomes the ``message``.
  func interpret(_ input: InputEvent) -> InputOutcome {
    switch input {
    case .command(let command):
      return said(perform(command), clearing: true)
    case .line(let line):
      return said(perform(line: line), clearing: true)
    case .key(.mouse(let event)):
      // The command line being typed keeps the keyboard; the mouse waits until it is closed.
      guard commandLine == nil else { return .ignored }
      let outcome = performed(mouse(event))
      // A click on a control clears the message; one on nothing (or a turn of the wheel that
      // scrolls nothing) leaves it to be read.
      return said(outcome, clearing: event.kind == .press && outcome != .ignored)
    case .key(let key):
      if let line = commandLine { return said(edit(commandLine: line, with: key), clearing: false) }
      if key == .character(":") && !renderer.isEditingField {
        message = nil
        commandLine = FieldEditor(text: "")
        return .ignored
      }
      // Suspending is not a use of the frame: the message stays for when the app resumes.
      return said(performed(perform(key)), clearing: key != .control("z"))
    }
  }

  /// `outcome`, its text (if any) made the ``message``; without text the message is cleared
  /// when `clearing`, else kept.
  private func said(_ outcome: InputOutcome, clearing: Bool) -> InputOutcome {
    switch outcome {
    case .rejected(let text), .help(let text), .message(let text):
      message = TerminalSafeText.displayable(text)
    case .performed, .ignored, .quit, .suspend:
      if clearing { message = nil }
    }
    return outcome
  }

  /// `outcome`, the frame marked stale first when a key or a click performed something: it may
  /// have moved the focus, a field's cursor or a scroll position, which Observation does not see.
  func performed(_ outcome: InputOutcome) -> InputOutcome {
    if outcome == .performed { renderer.setNeedsRender() }
    return outcome
  }

  /// Edits the open command line (its cursor stays at the end); Enter runs it as a typed
  /// command, Esc closes it unrun, Backspace on an empty line closes it too. Editing changes no
  /// frame: the line is the screen's, not the view's.
  private func edit(commandLine line: FieldEditor, with key: Key) -> InputOutcome {
    var line = line
    switch key {
    case .enter:
      commandLine = nil
      guard !line.text.allSatisfy(\.isWhitespace) else { return .ignored }
      return perform(line: line.text)
    case .escape,
      .backspace where line.text.isEmpty:
      commandLine = nil
      return .ignored
    case .control("c"), .control("\\"): return .quit
    case .control("z"): return .suspend
    case .backspace: line.eraseBackward()
    case .control("u"): line.eraseToStart()
    case .character(let character): line.insert(String(character))
    case .paste(let text): line.insert(text)
    default: break
    }
    commandLine = line
    return .ignored
  }

  /// What a mouse event does: the wheel scrolls three lines (sideways, tilted or with Shift
  /// held) of the scroll view under the pointer or else the frame, a click presses (or
  /// focuses) the control under it.
  private func mouse(_ event: MouseEvent) -> InputOutcome {
    let row = event.row - 1
    let onScreen = screenRows.indices.contains(row) ? screenRows[row] : nil
    switch event.kind {
    case .wheelUp, .wheelDown:
      // Over a scroll view the wheel scrolls it; elsewhere, or once it is at its end, the frame.
      let area = onScreen?.scrollArea(atColumn: event.column - 1)
      return renderer.scroll(
        by: event.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines, overScrollArea: area)
    case .wheelLeft, .wheelRight:
      // Sideways: the scroll view under the pointer, else the one holding the focus.
      let area = onScreen?.scrollArea(atColumn: event.column - 1)
      let step = ViewRenderer.horizontalScrollStep
      return renderer.scroll(byColumns: event.kind == .wheelLeft ? -step : step, overScrollArea: area)
    case .release: return .ignored
    case .press:
      guard let handle = onScreen?.control(atColumn: event.column - 1) else { return .ignored }
      return click(handle)
    }
  }

  /// A mouse click on the control at `handle`: the focus moves to it, and a button is pressed,
  /// a toggle flipped, a sheet dismissed; a field is only focused, ready for typing.
  func click(_ handle: Int) -> InputOutcome {
    guard let control = renderer.controls[handle], control.layer == renderer.focusedLayer else {
      return .ignored
    }
    if let refusal = ViewRenderer.refusal(of: control, handle: handle) { return refusal }
    renderer.focus(handle)
    if case .edit = control.behavior {
      renderer.layOut()
      return .performed
    }
    let outcome = perform(.press(handle))
    renderer.layOut()
    return outcome
  }
}
