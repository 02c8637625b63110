import Testing

@testable import TextUITesting

@Suite struct SnapshotRecordModeTests {
  @Test(arguments: [
    (SnapshotRecordMode.missing, false, false, true),
    (.missing, true, false, false),
    (.missing, true, true, false),
    (.failed, false, false, true),
    (.failed, true, false, true),
    (.failed, true, true, false),
    (.all, true, true, true),
    (.never, false, false, false),
    (.never, true, false, false),
  ])
  func writesOnlyWhenItsModeSays(mode: SnapshotRecordMode, existing: Bool, matches: Bool, writes: Bool) {
    #expect(mode.writes(existing: existing, matches: matches) == writes)
  }
}
