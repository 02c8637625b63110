import Testing

@testable import TextUI

@Suite struct TerminalConfigurationTests {
  @Test func terminalWithoutNoColorRedrawsWithStyles() {
    let configuration = TerminalConfiguration.detect(environment: [:], isTerminal: true) { 100 }
    #expect(
      configuration
        == TerminalConfiguration(redrawsInPlace: true, allowsStyling: true, width: 100, height: 24))
  }

  @Test func theHeightIsLinesElseTheTerminalsElse24AndOnlyWhenRedrawingInPlace() {
    func height(_ environment: [String: String], terminal: Bool = true, rows: Int? = nil) -> Int? {
      TerminalConfiguration.detect(
        environment: environment, isTerminal: terminal, measuredColumns: { 80 }, measuredRows: { rows }
      ).height
    }
    #expect(height([:], rows: 40) == 40)
    #expect(height(["LINES": "30"], rows: 40) == 30)
    #expect(height(["LINES": "junk"]) == 24)
    #expect(height(["LINES": "0"], rows: 0) == 24)
    #expect(height(["LINES": "99999999"]) == TerminalConfiguration.maximumHeight)
    #expect(height(["LINES": "30"], terminal: false) == nil)
  }

  @Test func noColorMeansNoStylesButTheScreenStaysInteractive() {
    let configuration = TerminalConfiguration.detect(
      environment: ["NO_COLOR": "1"], isTerminal: true, inputIsTerminal: true
    ) { 100 }
    #expect(configuration.redrawsInPlace)
    #expect(configuration.readsKeys)
    #expect(!configuration.allowsStyling)
    let empty = TerminalConfiguration.detect(environment: ["NO_COLOR": ""], isTerminal: true) { 100 }
    #expect(empty.allowsStyling)
  }

  @Test func keysAreReadOnlyWhenBothEndsAreATerminal() {
    #expect(
      TerminalConfiguration.detect(environment: [:], isTerminal: true, inputIsTerminal: true) { 80 }.readsKeys
    )
    #expect(
      !TerminalConfiguration.detect(environment: [:], isTerminal: true, inputIsTerminal: false) { 80 }
        .readsKeys)
    #expect(
      !TerminalConfiguration.detect(environment: [:], isTerminal: false, inputIsTerminal: true) { 80 }
        .readsKeys)
    #expect(
      !TerminalConfiguration.detect(environment: ["TERM": "dumb"], isTerminal: true, inputIsTerminal: true) {
        80
      }
      .readsKeys)
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

  @Test func aWidthFromOutsideIsClampedToTheMaximum() {
    let maximum = TerminalConfiguration.maximumWidth
    #expect(
      TerminalConfiguration.detect(environment: ["COLUMNS": "\(Int.max)"], isTerminal: false) { nil }.width
        == maximum)
    #expect(
      TerminalConfiguration.detect(environment: ["COLUMNS": "1000000000"], isTerminal: true) { nil }.width
        == maximum)
    #expect(TerminalConfiguration.detect(environment: [:], isTerminal: true) { Int.max }.width == maximum)
    var configuration = TerminalConfiguration(redrawsInPlace: false, allowsStyling: false, width: Int.max)
    #expect(configuration.width == maximum)
    configuration.width = Int.min
    #expect(configuration.width == 1)
    configuration.width = 120
    #expect(configuration.width == 120)
  }
}
