import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct LabeledContentTests {
  @Test func drawsTheLabelAColonThenTheValue() {
    assertInlineSnapshot(
      of: Form {
        LabeledContent("Author", value: "Ursula K. Le Guin")
        LabeledContent("Year") { Text("1969").bold() }
        LabeledContent {
          Text("sci-fi")
        } label: {
          Label("Shelf", systemImage: "books.vertical")
        }
      }, width: 40
    ) {
      """
      Author: Ursula K. Le Guin
      Year: 1969
      ▤ Shelf: sci-fi
      """
    }
  }

  @Test func anEmptyValueLeavesTheLabel() {
    #expect(renderedText(LabeledContent("Note", value: "")) == "Note:")
  }

  @Test func aLongValueWrapsWithinTheWidth() {
    let text = renderedText(
      LabeledContent("Title", value: String(repeating: "long 漢字 ", count: 20)), width: 20)
    for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 20) }
  }
}
