import Testing

@testable import TextUI

/// The one interpreter of input: keys, the `:` line, mouse reports and typed lines all reach it
/// as ``InputEvent``s and are read against the last frame.
@MainActor
@Suite struct InputInterpreterTests {
  struct Counter: View {
    let pressed: Box<Int>
    var body: some View {
      Button("Add") { pressed.value += 1 }
    }
  }

  @Test func theColonLineTakesTheKeysUntilEnterRunsIt() {
    let pressed = Box(0)
    let renderer = ViewRenderer(Counter(pressed: pressed))
    renderer.render()
    let interpreter = renderer.interpreter
    #expect(interpreter.interpret(.key(.character(":"))) == .ignored)
    #expect(interpreter.commandLine?.text == "")
    // While the line is open, keys are text and the mouse waits.
    for character in "q 1" { #expect(interpreter.interpret(.key(.character(character))) == .ignored) }
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 1, row: 1)))) == .ignored)
    #expect(interpreter.commandLine?.text == "q 1")
    #expect(interpreter.interpret(.key(.backspace)) == .ignored)
    #expect(interpreter.interpret(.key(.backspace)) == .ignored)
    #expect(interpreter.interpret(.key(.backspace)) == .ignored)
    for character in "press 1" { _ = interpreter.interpret(.key(.character(character))) }
    #expect(interpreter.interpret(.key(.enter)) == .performed)
    #expect(interpreter.commandLine == nil)
    #expect(pressed.value == 1)
    // A command changes data only: what it changed is for Observation to report, and a plain
    // box is not observed, so nothing is marked stale.
    #expect(!renderer.needsRender)
  }

  @Test func aKeyALineAndACommandPressTheSameControl() {
    let pressed = Box(0)
    let renderer = ViewRenderer(Counter(pressed: pressed))
    renderer.render()
    let interpreter = renderer.interpreter
    #expect(interpreter.interpret(.key(.tab)) == .performed)
    renderer.render()
    #expect(interpreter.interpret(.key(.enter)) == .performed)
    #expect(interpreter.interpret(.line("press Add")) == .performed)
    #expect(interpreter.interpret(.command(.press(1))) == .performed)
    #expect(pressed.value == 3)
    #expect(interpreter.interpret(.line("press 9")) == .rejected("There is no control [9] on screen."))
  }

  @Test func aClickPressesTheControlUnderThePointer() {
    let pressed = Box(0)
    let renderer = ViewRenderer(Counter(pressed: pressed))
    let interpreter = renderer.interpreter
    interpreter.screenRows = renderer.render().rows(width: 20, styled: false)
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 2, row: 1)))) == .performed)
    #expect(pressed.value == 1)
    // Off the control, and off the screen, a click does nothing.
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 19, row: 1)))) == .ignored)
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 1, row: 9)))) == .ignored)
    #expect(pressed.value == 1)
  }

  struct NameForm: View {
    let name: Box<String>
    var body: some View {
      TextField("Name", text: Binding(get: { name.value }, set: { name.value = $0 }))
    }
  }

  /// Ctrl-Z means "suspend the app" wherever the keyboard is — on the view, in a field being
  /// edited, on the open `:` line — and changes nothing there: the process is the driver's to
  /// stop, and the app resumes as it was left.
  @Test func controlZAsksToSuspendWhereverTheKeyboardIs() {
    let name = Box("Ada")
    let renderer = ViewRenderer(NameForm(name: name))
    renderer.render()
    let interpreter = renderer.interpreter
    #expect(interpreter.interpret(.key(.control("z"))) == .suspend)
    #expect(renderer.perform(.control("z")) == .suspend)
    // In the field: not an editing key, and the text is untouched.
    #expect(interpreter.interpret(.key(.tab)) == .performed)
    renderer.render()
    #expect(renderer.isEditingField)
    #expect(interpreter.interpret(.key(.control("z"))) == .suspend)
    #expect(name.value == "Ada")
    #expect(renderer.isEditingField)
    // On the `:` line: the line stays open, as typed.
    #expect(interpreter.interpret(.key(.escape)) == .performed)
    renderer.render()
    _ = interpreter.interpret(.key(.character(":")))
    _ = interpreter.interpret(.key(.character("h")))
    #expect(interpreter.interpret(.key(.control("z"))) == .suspend)
    #expect(interpreter.commandLine?.text == "h")
    // Suspending is no use of the frame: nothing to render.
    #expect(!renderer.needsRender)
  }

  /// What input said is the interpreter's to keep: a refusal stays until a key (or a click on a
  /// control) moves on, and survives what only edits the `:` line, a click on nothing, and a
  /// suspension.
  @Test func theMessageIsWhatTheLastInputSaid() {
    let pressed = Box(0)
    let renderer = ViewRenderer(Counter(pressed: pressed))
    let interpreter = renderer.interpreter
    interpreter.screenRows = renderer.render().rows(width: 20, styled: false)
    #expect(interpreter.interpret(.line("press 9")) == .rejected("There is no control [9] on screen."))
    #expect(interpreter.message == "There is no control [9] on screen.")
    #expect(interpreter.interpret(.key(.control("z"))) == .suspend)
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 19, row: 1)))) == .ignored)
    #expect(interpreter.message == "There is no control [9] on screen.")
    #expect(interpreter.interpret(.key(.mouse(MouseEvent(.press, column: 2, row: 1)))) == .performed)
    #expect(interpreter.message == nil)
    // A message quoting what was typed reaches the screen without its control characters.
    _ = interpreter.interpret(.line("press \u{1B}[2J"))
    #expect(interpreter.message?.contains("\u{1B}") == false)
    // Opening the `:` line clears it; editing the line keeps what running it said.
    _ = interpreter.interpret(.key(.character(":")))
    #expect(interpreter.message == nil)
    for character in "press 9" { _ = interpreter.interpret(.key(.character(character))) }
    _ = interpreter.interpret(.key(.enter))
    #expect(interpreter.message == "There is no control [9] on screen.")
    #expect(interpreter.interpret(.key(.tab)) == .performed)
    #expect(interpreter.message == nil)
  }
}
