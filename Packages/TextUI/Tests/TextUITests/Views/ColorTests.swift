import Testing

@testable import TextUI

@MainActor
@Suite struct ColorTests {
  private func styled(_ view: some View, width: Int = 20, colors: ColorSupport = .trueColor) -> String {
    let renderer = ViewRenderer(view)
    renderer.width = width
    return renderer.render().text(width: width, styled: true, colors: colors)
  }

  @Test func asAViewFillsWhatItIsOffered() {
    let view = Color.blue.frame(width: 3, height: 2)
    #expect(styled(view) == "\u{1B}[44m   \u{1B}[0m\n\u{1B}[44m   \u{1B}[0m")
    // Plain output has no colour to show.
    #expect(laidOutText(view, width: 20) == "\n")
  }

  @Test func clearDrawsNothing() {
    #expect(styled(Color.clear.frame(width: 3, height: 1)) == "")
  }

  @Test func namedColoursAreTheANSIOnesOrSwiftUIsRGB() {
    #expect(styled(Text("a").foregroundColor(.red)) == "\u{1B}[31ma\u{1B}[0m")
    #expect(styled(Text("a").foregroundColor(.gray)) == "\u{1B}[90ma\u{1B}[0m")
    #expect(styled(Text("a").foregroundColor(.orange)) == "\u{1B}[38;2;255;149;0ma\u{1B}[0m")
  }

  @Test func paletteAndRGBColoursDegradeToWhatTheTerminalDraws() {
    let rgb = Text("a").foregroundColor(Color(red: 1, green: 0.53, blue: 0))
    #expect(styled(rgb, colors: .trueColor) == "\u{1B}[38;2;255;135;0ma\u{1B}[0m")
    #expect(styled(rgb, colors: .palette256) == "\u{1B}[38;5;208ma\u{1B}[0m")
    // Nearest to xterm's yellow (205, 205, 0), of the 16.
    #expect(styled(rgb, colors: .ansi16) == "\u{1B}[33ma\u{1B}[0m")
    let palette = Text("a").foregroundColor(Color(palette: 196))
    #expect(styled(palette, colors: .palette256) == "\u{1B}[38;5;196ma\u{1B}[0m")
    #expect(styled(palette, colors: .ansi16) == "\u{1B}[91ma\u{1B}[0m")
    let grey = Text("a").foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(styled(grey, colors: .palette256) == "\u{1B}[38;5;244ma\u{1B}[0m")
  }

  @Test func outOfRangeComponentsAndIndicesAreBroughtIntoRange() {
    #expect(Color(red: -1, green: .infinity, blue: .nan) == Color(red: 0, green: 1, blue: 0))
    #expect(Color(palette: 300) == Color(palette: 255))
    #expect(Color(ansi: -4) == Color(ansi: 0))
  }
}
