import Foundation
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct AssertInlineSnapshotTests {
  @Test func passesWhenTheViewLooksAsWritten() {
    assertInlineSnapshot(of: Text("Hello").border(), width: 9) {
      """
      ┌─────┐
      │Hello│
      └─────┘
      """
    }
  }

  @Test func failsWithADiffWhenTheViewChanged() {
    withKnownIssue {
      assertInlineSnapshot(of: Text("Hullo"), width: 9, record: .never) {
        """
        Hello
        """
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("− Hello│\n+ Hullo│") }
    }
  }

  @Test func failsWithoutRecordingWhenThereIsNoSnapshotAndRecordingIsOff() {
    withKnownIssue {
      assertInlineSnapshot(of: Text("x"), record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No snapshot to compare with") }
    }
  }

  @Test func recordsIntoTheSourceFileAndFailsOnce() throws {
    let file = try TemporarySource(
      """
      func test() {
        assertInlineSnapshot(of: Text("a"))
        assertInlineSnapshot(of: Text("b")) {
          \"""
          stale
          \"""
        }
      }
      """)
    defer { file.remove() }
    withKnownIssue {
      // The calls as compiled sat on lines 2 and 3; the first recording pushes the second down.
      assertInlineSnapshot(of: Text("a\nA"), record: .missing, filePath: file.path, line: 2)
      assertInlineSnapshot(
        of: Text("b"), record: .failed, matches: { "stale" }, filePath: file.path, line: 3)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a snapshot") }
    }
    #expect(
      try file.contents() == """
        func test() {
          assertInlineSnapshot(of: Text("a")) {
            \"""
            a
            A
            \"""
          }
          assertInlineSnapshot(of: Text("b")) {
            \"""
            b
            \"""
          }
        }
        """)
  }

  @Test func saysWhyItCouldNotRecord() {
    withKnownIssue {
      assertInlineSnapshot(of: Text("a"), record: .all, filePath: "/nonexistent/Test.swift", line: 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("could not read /nonexistent/Test.swift") }
    }
  }

  @Test func comparesAnyTextToo() {
    assertInlineSnapshot(of: "plain\ntext") {
      """
      plain
      text
      """
    }
  }
}

/// A Swift source file in a temporary folder, for recording into.
struct TemporarySource {
  let path: String

  init(_ text: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("textui-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("SnapshotTests.swift").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func contents() throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }
}
