import Foundation
import Testing

/// Every navigation flow of the app, driven by labels through the built executable as a user's
/// script would: a stack pushed and popped, a dialog cancelled then confirmed, an alert retried,
/// a sheet opened and closed from inside.
@Suite(.serialized)
struct NavigationEndToEndTests {
  /// The frame drawn after `command` (up to the next command), or `nil` when there is none.
  private func frame(after command: String, in output: String, occurrence: Int = 1) -> String? {
    let parts = output.components(separatedBy: "> \(command)\n")
    guard parts.count > occurrence else { return nil }
    return parts[occurrence].components(separatedBy: "\n> ").first
  }

  /// The breadcrumb line of a frame, without the sides of the tab's box.
  private func breadcrumb(_ frame: String) -> String? {
    frame.split(separator: "\n")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
      .first { $0.hasPrefix("Library") }
  }

  @Test func aStackIsPushedTwoLevelsAndPoppedTwice() throws {
    let script = [
      "press The Left Hand of Darkness", "press More by Ursula K. Le Guin", "press The Dispossessed",
      "press ‹ Back", "press ‹ Back",
    ]
    // Stacked: side by side, a book would be pressed on the shelf and on its author's page alike.
    let result = try AppProcess.run(
      [], input: script.joined(separator: "\n") + "\n", environment: ["COLUMNS": "99"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let author = try #require(frame(after: script[1], in: result.output))
    #expect(breadcrumb(author) == "Library › Ursula K. Le Guin")
    #expect(author.contains("Books by Ursula K. Le Guin"))
    #expect(author.contains("The Dispossessed"))
    let book = try #require(frame(after: script[2], in: result.output))
    #expect(breadcrumb(book) == "Library › Ursula K. Le Guin › The Dispossessed")
    #expect(book.contains("by Ursula K. Le Guin, 1974"))
    let back = try #require(frame(after: "press ‹ Back", in: result.output, occurrence: 1))
    #expect(breadcrumb(back) == "Library › Ursula K. Le Guin")
    let root = try #require(frame(after: "press ‹ Back", in: result.output, occurrence: 2))
    #expect(breadcrumb(root) == "Library")
    #expect(!root.contains("‹ Back"))
    #expect(root.contains("Dune"))
  }

  @Test func removingACounterIsAskedThenCancelledThenConfirmed() throws {
    let script = [
      // The counter added last is selected: #1 is selected in the table to be removed.
      "press Counters", "press Add a counter", "press Add a counter", "press Counter #1",
      "press Remove counter #1",
      "press Cancel",
      "press Remove counter #1", "press Remove (!)",
    ]
    let result = try AppProcess.run([], input: script.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    let asked = try #require(frame(after: "press Remove counter #1", in: result.output))
    #expect(asked.contains("Remove counter #1?"))
    #expect(asked.contains("Remove (!)") && asked.contains("Cancel"))
    let cancelled = try #require(frame(after: "press Cancel", in: result.output))
    #expect(!cancelled.contains("Remove counter #1?"))
    #expect(cancelled.contains("Counter #1") && cancelled.contains("Counter #2"))
    let removed = try #require(frame(after: "press Remove (!)", in: result.output))
    #expect(!removed.contains("Counter #1"))
    #expect(removed.contains("Counter #2"))
    #expect(!removed.contains("?"))
  }

  @Test func aCatalogFailureShowsAnAlertThatRetriesAndCancels() throws {
    let result = try AppProcess.run(
      ["--catalog", "/nonexistent/catalog.json"], input: "press Retry\npress Cancel\n")
    #expect(result.status == 0)
    let first = try #require(result.output.components(separatedBy: "\n> ").first)
    #expect(first.contains("The catalog could not be read"))
    #expect(first.contains("Retry") && first.contains("Cancel"))
    // Retry reads the catalog again: it fails again, and the alert is back.
    let retried = try #require(frame(after: "press Retry", in: result.output))
    #expect(retried.contains("The catalog could not be read"))
    let cancelled = try #require(frame(after: "press Cancel", in: result.output))
    #expect(!cancelled.contains("The catalog could not be read"))
    #expect(!cancelled.contains("Dismiss"))
  }

  @Test func theHeroOpensInASheetAndDoneClosesItFromInside() throws {
    let result = try AppProcess.run([], input: "press Hero\npress Open the hero\npress Done\n")
    #expect(result.status == 0)
    let open = try #require(frame(after: "press Open the hero", in: result.output))
    #expect(open.contains("┌─"))
    #expect(open.contains("Superman"))
    #expect(open.contains("Done"))
    let done = try #require(frame(after: "press Done", in: result.output))
    #expect(!done.contains("Superman"))
    #expect(done.contains("Open the hero"))
  }
}
