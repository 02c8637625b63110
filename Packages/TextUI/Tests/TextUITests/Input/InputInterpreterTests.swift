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
}
