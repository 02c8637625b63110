import Testing

@testable import TextUI

@Suite struct TerminalConfigurationTests {
  @Test func terminalWithoutNoColorRedrawsWithStyles() {
    let configuration = TerminalConfiguration.detect(environment: [:], isTerminal: true) { 100 }
    #expect(configuration == TerminalConfiguration(redrawsInPlace: true, allowsStyling: true, width: 100))
  }

  @Test func noColorMeansNoEscapeSequences() {
    let configuration = TerminalConfiguration.detect(environment: ["NO_COLOR": "1"], isTerminal: true) { 100 }
    #expect(!configuration.redrawsInPlace)
    #expect(!configuration.allowsStyling)
    let empty = TerminalConfiguration.detect(environment: ["NO_COLOR": ""], isTerminal: true) { 100 }
    #expect(empty.allowsStyling)
  }

  @Test func pipesAndDumbTerminalsArePlain() {
    #expect(!TerminalConfiguration.detect(environment: [:], isTerminal: false) { nil }.allowsStyling)
    #expect(
      !TerminalConfiguration.detect(environment: ["TERM": "dumb"], isTerminal: true) { 80 }.allowsStyling)
  }

  @Test func widthComesFromColumnsThenTheTerminalThenDefault() {
    #expect(
      TerminalConfiguration.detect(environment: ["COLUMNS": "42"], isTerminal: true) { 100 }.width == 42)
    #expect(
      TerminalConfiguration.detect(environment: ["COLUMNS": "zero"], isTerminal: true) { 100 }.width == 100)
    #expect(TerminalConfiguration.detect(environment: [:], isTerminal: false) { 100 }.width == 80)
    #expect(
      TerminalConfiguration.detect(environment: ["COLUMNS": "-3"], isTerminal: true) { nil }.width == 80)
  }
}
