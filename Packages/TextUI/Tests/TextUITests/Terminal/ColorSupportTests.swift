import Testing

@testable import TextUI

@MainActor
@Suite struct ColorSupportTests {
  @Test(arguments: [
    ([String: String](), ColorSupport.ansi16), (["TERM": "xterm"], .ansi16),
    (["TERM": "xterm-256color"], .palette256),
    (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor), (["COLORTERM": "24bit"], .trueColor),
    (["TERM": "screen-256color", "COLORTERM": "yes"], .palette256),
  ])
  func readsCOLORTERMThenTERM(environment: [String: String], expected: ColorSupport) {
    #expect(ColorSupport.detect(environment: environment) == expected)
  }

  @Test func theDetectedConfigurationCarriesIt() {
    let configuration = TerminalConfiguration.detect(
      environment: ["TERM": "xterm-256color"], isTerminal: true, measuredColumns: { 80 })
    #expect(configuration.colors == .palette256)
    #expect(configuration.allowsStyling)
  }

  @Test func noColorDrawsNoColourAtAll() {
    let configuration = TerminalConfiguration.detect(
      environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true, measuredColumns: { 80 })
    #expect(!configuration.allowsStyling)
    let output = Box("")
    let renderer = ViewRenderer(Text("red").foregroundColor(.red).background(.blue))
    let driver = TerminalDriver(renderer: renderer, configuration: configuration) { output.value += $0 }
    driver.redraw()
    #expect(output.value.contains("red"))
    #expect(!output.value.contains("[31"))
    #expect(!output.value.contains("[44"))
  }

  @Test func everyPaletteColourDegradesToAnANSIOne() {
    for index in 0...255 {
      let degraded = ColorSupport.degrade(.palette(UInt8(index)), to: .ansi16)
      guard case .ansi(let ansi) = degraded else {
        Issue.record("palette \(index) became \(degraded)")
        continue
      }
      #expect(ansi < 16)
    }
  }
}
