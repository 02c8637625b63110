import Foundation
import SwiftRex
import SwiftRexRecording

/// R: recording a run (SwiftRexRecording) and replaying it, on the 1-field counter.
@MainActor
enum RecordingWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let actions = scale.count(100_000, quick: 10_000)
    return [record(actions: actions), replay(actions: actions)]
  }

  /// A file of its own in the temporary folder for one trial.
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("swiftrex-bench-\(UUID().uuidString).jsonl")
      .path
  }

  /// R-record: each action dispatched and written with its source, time and state (a checkpoint
  /// every action, the default); the time runs until `finish()` has put the last line on disk.
  static func record(actions: Int) -> Workload {
    Workload(
      "R-record", "dispatch + record (source, time, state) until the last line is on disk (fsync)",
      actions: actions
    ) {
      let path = temporaryPath()
      var failures: [String] = []
      let recorder: Recorder<CounterAction, CounterState>?
      do {
        let writer = try RecordingWriter(path: path) { failures.append($0) }
        recorder = Recorder(writer: writer, app: "bench", appVersion: "1")
      } catch {
        failures.append("\(error)")
        recorder = nil
      }
      let store = Store(initial: CounterState(), behavior: counterBehavior(of: CounterState.self))
      recorder?.attach(to: store)
      return Trial {
        for _ in 0..<actions { store.dispatch(.increment) }
        recorder?.finish()
      } verify: { expect in
        defer { try? FileManager.default.removeItem(atPath: path) }
        expect.expect(failures, equals: [], "recording failures")
        expect.expect(store.state.count, equals: actions, "count")
        let recording = (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
          try? Recording<CounterAction, CounterState>.parse($0)
        }
        expect.expect(recording?.actions.count, equals: actions, "recorded actions")
        expect.expect(recording?.finalState, equals: CounterState(count: actions), "recorded final state")
      }
    }
  }

  /// R-replay: a recording of as many actions, read beforehand, replayed on a fresh store with
  /// its state compared at every checkpoint and at the end.
  static func replay(actions: Int) -> Workload {
    Workload("R-replay", "replay a parsed recording, states compared after every action", actions: actions) {
      let recording = recorded(actions: actions)
      let store = Store(initial: CounterState(), behavior: counterBehavior(of: CounterState.self))
      var outcome: ReplayOutcome?
      return Trial {
        if let recording { outcome = Replayer.replay(recording, on: store) }
      } verify: { expect in
        expect.expect(recording != nil, "recording read")
        expect.expect(outcome, equals: .matched(actions: actions), "replay outcome")
        expect.expect(store.state.count, equals: actions, "count")
      }
    }
  }

  /// A recording of `actions` increments, written and read back.
  static func recorded(actions: Int) -> Recording<CounterAction, CounterState>? {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard let writer = try? RecordingWriter(path: path, report: { _ in }) else { return nil }
    let recorder = Recorder<CounterAction, CounterState>(writer: writer, app: "bench", appVersion: "1")
    let store = Store(initial: CounterState(), behavior: counterBehavior(of: CounterState.self))
    recorder.attach(to: store)
    for _ in 0..<actions { store.dispatch(.increment) }
    recorder.finish()
    return (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
      try? Recording<CounterAction, CounterState>.parse($0)
    }
  }
}
