import Foundation
import SwiftRex
import SwiftRexRecording
import SwiftRexSharing
import Testing

/// Recording and replaying a state that holds shared values (`@Shared`).
@MainActor
@Suite struct ReplayerSharedTests {
  struct Tally: Codable, Equatable {
    @Shared(.inMemory("tally")) var entries: [String] = []
    @Shared(.inMemory("tally")) var shown: [String] = []
  }

  static let behavior = Behavior<String, Tally, Void>.reduce { entry, state in state.entries.append(entry) }

  @Test func aRecordingHoldsTheSharedValuesAndAReplayLinksTheirHoldersAgain() throws {
    let file = TemporaryFile()
    try SharedContainer.withContainer(SharedContainer()) {
      let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
      let recorder = Recorder<String, Tally>(writer: writer, app: "tally", appVersion: "1.0")
      let store = Store(initial: Tally(), behavior: Self.behavior, environment: ())
      recorder.attach(to: store)
      store.dispatch("a")
      store.dispatch("b")
      recorder.finish()
    }
    let data = try file.contents()
    #expect(String(decoding: data, as: UTF8.self).contains(#""shared":"memory:tally""#))

    // A fresh container, as a replay in another process has.
    try SharedContainer.withContainer(SharedContainer()) {
      let recording = try Recording<String, Tally>.parse(data)
      let store = Store(initial: recording.initialState, behavior: Self.behavior, environment: ())
      #expect(Replayer.replay(recording, on: store) == .matched(actions: 2))
      #expect(store.state.shown == ["a", "b"])
    }

    // A behaviour that changes the shared value otherwise diverges at the first action.
    try SharedContainer.withContainer(SharedContainer()) {
      let recording = try Recording<String, Tally>.parse(data)
      let doubled = Behavior<String, Tally, Void>.reduce { entry, state in state.entries += [entry, entry] }
      let store = Store(initial: recording.initialState, behavior: doubled, environment: ())
      guard case .diverged(let divergence) = Replayer.replay(recording, on: store) else {
        Issue.record("a replay that changes the shared value otherwise should diverge")
        return
      }
      #expect(divergence.action == "a")
    }
  }

  @Test func statesFilledInByAReplayKeepTheSharedValuesOfTheirStep() throws {
    let file = TemporaryFile()
    try SharedContainer.withContainer(SharedContainer()) {
      let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
      let recorder = Recorder<String, Tally>(
        writer: writer, app: "tally", appVersion: "1.0", checkpoints: .every(3))
      let store = Store(initial: Tally(), behavior: Self.behavior, environment: ())
      recorder.attach(to: store)
      for entry in ["a", "b", "c"] { store.dispatch(entry) }
      recorder.finish()
    }
    try SharedContainer.withContainer(SharedContainer()) {
      let recording = try Recording<String, Tally>.parse(try file.contents())
      #expect(recording.actions.map { $0.state == nil } == [true, true, false])
      let store = Store(initial: recording.initialState, behavior: Self.behavior, environment: ())
      guard case .success(let filled) = Replayer.fillingInStates(of: recording, on: store) else {
        Issue.record("the recording did not replay")
        return
      }
      // Each state as it was after its action, not the values the replay went on to write.
      #expect(filled.initialState.entries == [])
      #expect(filled.actions.map { $0.state?.shown } == [["a"], ["a", "b"], ["a", "b", "c"]])
      #expect(store.state.entries == ["a", "b", "c"])
    }
  }
}
