import Foundation
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct AssertSnapshotTests {
  @Test func recordsAFileBesideTheTestThenComparesWithIt() throws {
    let file = try TemporarySource("// a test file")
    defer { file.remove() }
    let snapshot = URL(fileURLWithPath: file.path).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/SnapshotTests/rendersAGreeting.greeting.txt")
    withKnownIssue {
      assertSnapshot(
        of: Text("Hi").border(), width: 6, named: "greeting", record: .missing,
        filePath: file.path, testName: "rendersAGreeting()")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a snapshot at \(snapshot.path)") }
    }
    #expect(try String(contentsOf: snapshot, encoding: .utf8) == "┌──┐\n│Hi│\n└──┘")

    // The same view again: it matches, nothing is recorded, nothing fails.
    assertSnapshot(
      of: Text("Hi").border(), width: 6, named: "greeting", record: .missing,
      filePath: file.path, testName: "rendersAGreeting()")

    withKnownIssue {
      assertSnapshot(
        of: Text("Ho").border(), width: 6, named: "greeting", record: .missing,
        filePath: file.path, testName: "rendersAGreeting()")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("− │Hi││\n+ │Ho││") }
    }
  }

  @Test func numbersUnnamedSnapshotsInTheOrderOfTheFunction() throws {
    let file = try TemporarySource("// a test file")
    defer { file.remove() }
    let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/SnapshotTests")
    withKnownIssue {
      assertSnapshot(of: Text("one"), record: .all, filePath: file.path, testName: "counts()")
      assertSnapshot(of: Text("two"), record: .all, filePath: file.path, testName: "counts()")
    }
    #expect(try String(contentsOf: folder.appendingPathComponent("counts.1.txt"), encoding: .utf8) == "one")
    #expect(try String(contentsOf: folder.appendingPathComponent("counts.2.txt"), encoding: .utf8) == "two")
  }
}
