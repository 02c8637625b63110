import Testing

@testable import TextUI

@MainActor
@Suite struct StyledViewTests {
  private func styled(_ view: some View) -> String {
    ViewRenderer(view).render().text(width: 40, styled: true)
  }

  @Test func underlineAndStrikethroughAddTheirAttributes() {
    #expect(styled(Text("a").underline()) == "\u{1B}[4ma\u{1B}[0m")
    #expect(styled(Text("a").strikethrough()) == "\u{1B}[9ma\u{1B}[0m")
    #expect(styled(Text("a").underline(false)) == "a")
    #expect(styled(Text("a").bold().italic().strikethrough()) == "\u{1B}[1;3;9ma\u{1B}[0m")
  }

  @Test func theInnermostForegroundColourWins() {
    let view = VStack {
      Text("outer")
      Text("inner").foregroundStyle(.green)
    }.foregroundColor(.red)
    #expect(styled(view) == "\u{1B}[31mouter\u{1B}[0m\n\u{1B}[32minner\u{1B}[0m")
  }

  @Test func aControlsHandleKeepsItsAccent() {
    #expect(
      styled(Button("Go") {}.foregroundColor(.red))
        == "\u{1B}[36m[1]\u{1B}[0m\u{1B}[31m Go\u{1B}[0m")
  }

  @Test func colourReachesTextPlacedByTheLayout() {
    let renderer = ViewRenderer(Text("a").padding(.leading, 1).foregroundColor(.blue))
    // The colour applies to the padded line as a whole: its blank is blue too, which shows nothing.
    #expect(renderer.render().text(width: 10, styled: true) == "\u{1B}[34m a\u{1B}[0m")
  }

  @Test func plainOutputIgnoresEveryStyle() {
    let view = Text("a").foregroundColor(.red).underline().strikethrough().background(.yellow)
    #expect(renderedText(view) == "a")
  }
}
