import Testing

@testable import TextUITesting

@Suite struct InlineSnapshotSourceTests {
  @Test func addsAClosureAfterACallThatHasNone() {
    var source = InlineSnapshotSource(
      """
      func test() {
        assertInlineSnapshot(of: view, width: 9)
      }
      """)
    let growth = source.record(snapshot: "a\nb", functionName: "assertInlineSnapshot", line: 2)
    #expect(
      source.text == """
        func test() {
          assertInlineSnapshot(of: view, width: 9) {
            \"""
            a
            b
            \"""
          }
        }
        """)
    #expect(growth == 5)
  }

  @Test func replacesTheClosureThatIsThere() {
    var source = InlineSnapshotSource(
      """
        assertInlineSnapshot(of: view) {
          \"""
          old
          one
          \"""
        }
      next()
      """)
    let growth = source.record(snapshot: "new", functionName: "assertInlineSnapshot", line: 1)
    #expect(
      source.text == """
          assertInlineSnapshot(of: view) {
            \"""
            new
            \"""
          }
        next()
        """)
    #expect(growth == -1)
  }

  @Test func skipsBracketsInStringsAndComments() {
    var source = InlineSnapshotSource(
      """
      assertInlineSnapshot(of: Text(")}{("), width: 3) /* { */ // {
      {
        \"""
        stale } (
        \"""
      }
      """)
    _ = source.record(snapshot: "x", functionName: "assertInlineSnapshot", line: 1)
    #expect(
      source.text == """
        assertInlineSnapshot(of: Text(")}{("), width: 3) /* { */ // {
        {
          \"""
          x
          \"""
        }
        """)
  }

  @Test func skipsInterpolationsAndRawStrings() {
    var source = InlineSnapshotSource(
      #"""
      assertInlineSnapshot(of: Text("\(f(")"))" + #"\)"#))
      """#)
    let growth = source.record(snapshot: "y", functionName: "assertInlineSnapshot", line: 1)
    #expect(growth == 4)
    #expect(source.text.hasPrefix(##"assertInlineSnapshot(of: Text("\(f(")"))" + #"\)"#)) {"##))
  }

  @Test func writesARawLiteralWhenTheSnapshotHasBackslashesOrTripleQuotes() {
    #expect(InlineSnapshotSource.rawDelimiterLength(for: "plain") == 0)
    #expect(InlineSnapshotSource.rawDelimiterLength(for: #"a\b"#) == 1)
    #expect(InlineSnapshotSource.rawDelimiterLength(for: ##"a\#b"##) == 2)
    #expect(InlineSnapshotSource.rawDelimiterLength(for: #"say """"#) == 1)
    #expect(
      InlineSnapshotSource.closure(returning: #"a\b"#, indent: "")
        == "{\n  #\"\"\"\n  a\\b\n  \"\"\"#\n}")
  }

  @Test func leavesEmptyRowsUnindented() {
    #expect(
      InlineSnapshotSource.closure(returning: "a\n\nb", indent: " ")
        == "{\n   \"\"\"\n   a\n\n   b\n   \"\"\"\n }")
  }

  @Test func findsNothingWhereThereIsNoCall() {
    var source = InlineSnapshotSource("let x = 1\n// assertInlineSnapshot(of: v)\n")
    #expect(source.record(snapshot: "x", functionName: "assertInlineSnapshot", line: 1) == nil)
    #expect(source.record(snapshot: "x", functionName: "assertInlineSnapshot", line: 9) == nil)
    #expect(source.text == "let x = 1\n// assertInlineSnapshot(of: v)\n")
  }
}
