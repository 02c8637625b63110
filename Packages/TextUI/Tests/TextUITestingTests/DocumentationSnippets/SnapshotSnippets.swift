import Testing
import TextUI
import TextUITesting

/// The snippets of the TextUITesting article's snapshot section, compiled and run.
@MainActor
@Suite struct SnapshotSnippets {
  @Test func inlineSnapshot() {
    // snippet: inline-snapshot
    let greeting = VStack(alignment: .leading) {
      Text("Hello").bold()
      Text("two lines")
    }
    .padding(.horizontal, 1)
    .border(title: "Card")

    assertInlineSnapshot(of: greeting, width: 20) {
      """
      ┌─ Card ────┐
      │ Hello     │
      │ two lines │
      └───────────┘
      """
    }
    // snippet-end
  }
}
