import Testing
import TextUITesting

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

  @Test func theLayoutIsOfferedTheTerminalsWidth() {
    let transcript = Transcript()
    let view = HStack {
      Text("left")
      Spacer()
      Text("right")
    }
    let driver = TerminalDriver(
      renderer: ViewRenderer(view),
      configuration: TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: 20),
      output: { transcript.text += $0 })
    driver.start()
    #expect(transcript.text == "left           right\n\n")
    // Whatever the renderer was told since, each draw lays out at the terminal's width.
    driver.renderer.width = 12
    transcript.text = ""
    driver.redraw()
    #expect(transcript.text == "left           right\n\n")
  }

  @Test func interactiveOutputRedrawsInPlace() {
    let transcript = Transcript()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Text("Hi").bold()),
      configuration: TerminalConfiguration(redrawsInPlace: true, allowsStyling: true, width: 40),
      output: { transcript.text += $0 })
    driver.start()
    // The frame at the top, the prompt on the last row (24 when the size is unknown), cursor on.
    #expect(
      transcript.text
        == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[1mHi\u{1B}[0m\u{1B}[24;1H> \u{1B}[24;3H\u{1B}[?25h")
    transcript.text = ""
    #expect(driver.handle(line: "zap"))
    // Typed lines are echoed by the terminal, which moves rows: each frame is drawn whole.
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

@MainActor
@Suite struct TerminalDriverKeyboardTests {
  final class Transcript {
    var text = ""
    /// What an 80 × 24 screen shows after everything written so far.
    var screen: String { PseudoTerminalSession.screen(of: text, columns: 80, rows: 24) }
  }

  func keyboardDriver(_ model: TwoFields, transcript: Transcript, styled: Bool = false) -> TerminalDriver {
    let driver = TerminalDriver(
      renderer: ViewRenderer(
        VStack {
          TextField("First", text: Binding(get: { model.first }, set: { model.first = $0 }))
          TextField("Second", text: Binding(get: { model.second }, set: { model.second = $0 }))
        }),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: styled, width: 80, readsKeys: true),
      output: { transcript.text += $0 })
    driver.start()
    return driver
  }

  @Test func theFooterListsTheKeysThatApplyNow() {
    let transcript = Transcript()
    let model = TwoFields()
    let driver = keyboardDriver(model, transcript: transcript)
    #expect(transcript.screen.hasSuffix("Tab/↑↓ move · : command · q quit"))
    #expect(driver.handle(key: .tab))
    driver.start()
    #expect(
      transcript.screen.hasSuffix(
        "type to edit · Esc leave · Tab next · ←/→ move · Ctrl-U clear · Ctrl-C quit"))
    // Without styles (NO_COLOR) the focus is marked in the text.
    #expect(transcript.screen.contains("[1] First: [\(model.first)|] ◂"))
  }

  @Test func colonOpensACommandLineThatRunsATypedCommand() {
    let transcript = Transcript()
    let model = TwoFields()
    let driver = keyboardDriver(model, transcript: transcript)
    for key: Key in [.character(":"), .character("2"), .character(" "), .character("="), .character(" ")] {
      #expect(driver.handle(key: key))
    }
    #expect(driver.handle(key: .paste("Grace\nHopper")))
    driver.start()
    #expect(transcript.screen.hasSuffix(":2 = Grace Hopper"))
    // The cursor shows at the end of the command line.
    #expect(transcript.text.hasSuffix("\u{1B}[24;18H\u{1B}[?25h"))
    #expect(driver.handle(key: .enter))
    #expect(model.second == "Grace Hopper")
    // A bad command is answered on screen, and nothing changes.
    for key: Key in [.character(":"), .character("z"), .enter] { #expect(driver.handle(key: key)) }
    driver.start()
    #expect(transcript.screen.contains("Unknown command `z`."))
    // Esc closes the line unrun; `:q` quits.
    for key: Key in [.character(":"), .character("q"), .escape] { #expect(driver.handle(key: key)) }
    #expect(driver.handle(key: .character(":")))
    #expect(driver.handle(key: .character("q")))
    #expect(!driver.handle(key: .enter))
  }

  @Test func qQuitsOutsideAFieldAndIsTextInsideOne() {
    let transcript = Transcript()
    let model = TwoFields()
    model.first = ""
    let driver = keyboardDriver(model, transcript: transcript)
    #expect(driver.handle(key: .tab))
    #expect(driver.handle(key: .character("q")))
    #expect(model.first == "q")
    #expect(driver.handle(key: .escape))
    #expect(!driver.handle(key: .character("q")))
  }

  @Test func aFooterWiderThanTheScreenLeavesOutHintsButKeepsHowToQuit() {
    let hints = "Tab/↑↓ move · Enter/Space press · Esc back · : command · q quit"
    #expect(TerminalDriver.fit(hints: hints, width: 80) == hints)
    #expect(TerminalDriver.fit(hints: hints, width: 40) == "Tab/↑↓ move · Enter/Space press · q quit")
    #expect(TerminalDriver.fit(hints: hints, width: 20) == "Tab/↑↓ move · q quit")
    #expect(TerminalDriver.fit(hints: hints, width: 19) == "q quit")
    #expect(TerminalDriver.fit(hints: hints, width: 3) == "q q")
  }

  @Test func styledFramesDimTheFooterAndReverseTheFocus() {
    let transcript = Transcript()
    let driver = keyboardDriver(TwoFields(), transcript: transcript, styled: true)
    #expect(driver.handle(key: .backTab))
    driver.start()
    #expect(transcript.text.contains("\u{1B}[1;7;36m[2]"))
    #expect(
      transcript.text.hasSuffix(
        "\u{1B}[2mtype to edit · Esc leave · Tab next · ←/→ move · Ctrl-U clear · Ctrl-C quit\u{1B}[0m"))
  }

  /// A button that adds one to the model's first field, and the field.
  struct Adder: View {
    let model: TwoFields
    var body: some View {
      VStack {
        Text("Count \(model.first)")
        Button("Add") { model.first += "+" }
      }
    }
  }

  /// One render per change: a key that changes state renders once, when the driver draws, and
  /// leaves nothing stale for the stale signal's redraw to render again.
  @Test func aKeyThatChangesStateRendersOnce() {
    let model = TwoFields()
    let transcript = Transcript()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Adder(model: model)),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: 30, readsKeys: true, height: 8),
      output: { transcript.text += $0 })
    driver.start()
    #expect(driver.renderer.renderCount == 1)
    #expect(driver.handle(key: .tab))
    driver.redraw()
    #expect(driver.renderer.renderCount == 2)
    #expect(driver.handle(key: .enter))
    driver.redraw()
    #expect(model.first == "one+")
    #expect(driver.renderer.renderCount == 3)
    #expect(!driver.renderer.needsRender)
    // Two presses in one read: the second meets the frame the first left, then one draw.
    #expect(driver.handle(key: .enter))
    #expect(driver.handle(key: .enter))
    driver.redraw()
    #expect(model.first == "one+++")
    #expect(driver.renderer.renderCount == 5)
    #expect(transcript.text.contains("Count one+++"))
  }

  /// A key that changes nothing, a message, or the `:` line being typed render nothing.
  @Test func inputThatChangesNoFrameRendersNothing() {
    let transcript = Transcript()
    let driver = TerminalDriver(
      renderer: ViewRenderer(Text("Still")),
      configuration: TerminalConfiguration(
        redrawsInPlace: true, allowsStyling: false, width: 30, readsKeys: true, height: 8),
      output: { transcript.text += $0 })
    driver.start()
    for key in [Key.character("x"), .character(":"), .character("h"), .backspace, .backspace] {
      #expect(driver.handle(key: key))
      driver.redraw()
    }
    #expect(driver.renderer.renderCount == 1)
    #expect(driver.handle(key: .character(":")))
    for character in "jump" { #expect(driver.handle(key: .character(character))) }
    #expect(driver.handle(key: .enter))
    driver.redraw()
    #expect(transcript.text.contains("Unknown command `jump`"))
    // The message takes a row from the viewport: that is a change, rendered once.
    #expect(driver.renderer.renderCount == 2)
  }
}
