import Testing

@testable import TextUI

@MainActor
@Suite struct CustomCommandTests {
  /// What the custom commands were called with.
  @MainActor final class Calls {
    var arguments: [String] = []
  }

  func renderer(recording calls: Calls) -> ViewRenderer {
    let renderer = ViewRenderer(Button("Save") {})
    renderer.customCommands = [
      CustomCommand(name: "goto", aliases: ["g"], usage: "goto N", summary: "show step N") { argument in
        calls.arguments.append(argument)
        return argument.isEmpty ? .rejected("goto needs a step.") : .performed
      },
      CustomCommand(name: "history", usage: "history", summary: "list the steps") { _ in .message("0 1 2") },
      // Named like a built-in command: never reached.
      CustomCommand(name: "press", usage: "press", summary: "shadowed") { _ in .message("custom press") },
    ]
    renderer.render()
    return renderer
  }

  @Test func aLineNamingACustomCommandRunsItWithTheRestOfTheLine() {
    let calls = Calls()
    let renderer = renderer(recording: calls)
    #expect(renderer.perform(line: "goto 3") == .performed)
    #expect(renderer.perform(line: "  GOTO   12  ") == .performed)
    #expect(renderer.perform(line: "g 4") == .performed)
    #expect(renderer.perform(line: "goto") == .rejected("goto needs a step."))
    #expect(renderer.perform(line: "History") == .message("0 1 2"))
    #expect(calls.arguments == ["3", "12", "4", ""])
  }

  @Test func builtInCommandsComeFirstAndUnknownWordsAreStillRejected() {
    let renderer = renderer(recording: Calls())
    #expect(renderer.perform(line: "press Save") == .performed)
    #expect(
      renderer.perform(line: "gotoo 3") == .rejected(CommandError.unknownCommand("gotoo 3").description))
  }

  @Test func helpListsTheCustomCommandsAfterTheBuiltInOnes() {
    let renderer = renderer(recording: Calls())
    let expected =
      Command.helpText + "\n"
        + """
          goto N               show step N
          history              list the steps
          press                shadowed
        """
    #expect(renderer.perform(line: "help") == .help(expected))
    #expect(ViewRenderer(Text("plain")).helpText == Command.helpText)
  }

  @Test func aScriptedSessionPrintsACommandsMessageInsteadOfAFrame() {
    var transcript = ""
    let renderer = ViewRenderer(Text("Hello"))
    renderer.customCommands = [
      CustomCommand(name: "history", usage: "history", summary: "list the steps") { _ in .message("step 0") }
    ]
    let driver = TerminalDriver(
      renderer: renderer,
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 40),
      output: { transcript += $0 })
    driver.start()
    #expect(driver.handle(line: "history"))
    #expect(
      transcript == """
        Hello

        > history
        step 0


        """)
  }
}
