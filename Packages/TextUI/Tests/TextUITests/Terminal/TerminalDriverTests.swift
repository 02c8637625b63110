import Testing

@testable import TextUI

@MainActor
@Suite struct TerminalDriverTests {
  final class Transcript {
    var text = ""
  }

  struct NameForm: View {
    let model: TwoFields
    var body: some View {
      TextField("Name", text: Binding(get: { model.first }, set: { model.first = $0 }))
    }
  }

  @Test func plainOutputPrintsEachFrameAfterItsCommand() {
    let transcript = Transcript()
    let model = TwoFields()
    model.first = ""
    let driver = TerminalDriver(
      renderer: ViewRenderer(NameForm(model: model)),
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 40),
      output: { transcript.text += $0 })
    driver.start()
    #expect(driver.handle(line: "type 1 Ada"))
    #expect(driver.handle(line: "press 1"))
    #expect(!driver.handle(line: "quit"))
    #expect(
      transcript.text == """
        [1] Name: []

        > type 1 Ada
        [1] Name: [Ada]

        > press 1
        [1] is a text field: type into it with `type 1 <text>`.

        > quit

        """)
  }

  @Test func interactiveOutputRedrawsInPlace() {
    let transcript = Transcript()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Text("Hi").bold()),
      configuration: TerminalConfiguration(redrawsInPlace: true, allowsStyling: true, width: 40),
      output: { transcript.text += $0 })
    driver.start()
    #expect(transcript.text == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1mHi\u{1B}[0m\n\n> \u{1B}[?25h")
    transcript.text = ""
    #expect(driver.handle(line: "zap"))
    #expect(transcript.text.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J"))
    #expect(transcript.text.contains("Unknown command `zap`."))
  }

  @Test func aScriptSessionSettlesAfterEachCommandAndShowsWhatChanged() async {
    let transcript = Transcript()
    let model = TwoFields()
    model.first = ""
    let driver = TerminalDriver(
      renderer: ViewRenderer(NameForm(model: model)),
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 40),
      output: { transcript.text += $0 })
    var settled = 0
    driver.settle = {
      settled += 1
      // Work a command started finishes during the settle, as a store's effect would.
      if settled == 2 { model.first = "Grace" }
    }
    let exit = await driver.run(input: .lines(["type 1 Ada"]))
    #expect(exit == .endOfInput)
    #expect(settled == 3)  // after the first frame, after the command, and at the end of input
    #expect(
      transcript.text == """
        [1] Name: []

        > type 1 Ada
        [1] Name: [Ada]

        [1] Name: [Grace]


        """)
  }

  @Test func lastFrameOnlyPrintsOneFrameAtTheEnd() async {
    let transcript = Transcript()
    let model = TwoFields()
    model.first = ""
    let driver = TerminalDriver(
      renderer: ViewRenderer(NameForm(model: model)),
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 40),
      output: { transcript.text += $0 })
    driver.frames = .last
    let exit = await driver.run(input: .lines(["type 1 Ada", "type 1 Lovelace", "quit", "type 1 never"]))
    #expect(exit == .quit)
    #expect(transcript.text == "[1] Name: [Lovelace]\n")
  }
}
