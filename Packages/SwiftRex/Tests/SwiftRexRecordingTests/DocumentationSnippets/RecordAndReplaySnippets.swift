// The code of the "Record and replay" article (SwiftRexRecording.docc), compiled and run here;
// Scripts/check-doc-snippets.py keeps the article identical to these regions.
import Foundation
import SwiftRex
import SwiftRexRecording
import Testing

// snippet: record-replay-feature
enum Login {
  struct State: Codable, Equatable {
    var password = ""
    var attempts = 0
  }

  enum Action: Codable, Equatable {
    case typed(String)
    case submit
  }

  static let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .typed(let text): state.password = text
    case .submit: state.attempts += 1
    }
  }
}
// snippet-end

// snippet: record-replay-redaction
extension Login.State {
  /// The state as it may be written down: the password's characters hidden, its length kept.
  var redacted: Login.State {
    var copy = self
    copy.password = String(repeating: "•", count: password.count)
    return copy
  }
}

extension Login.Action {
  /// The action as it may be written down.
  var redacted: Login.Action {
    guard case .typed(let text) = self else { return self }
    return .typed(String(repeating: "•", count: text.count))
  }
}
// snippet-end

@MainActor
@Suite struct RecordAndReplaySnippets {
  @Test func aRecordedRunReplaysToTheSameState() throws {
    let file = TemporaryFile()
    let path = file.path
    // snippet: record-replay-record
    let writer = try RecordingWriter(path: path) { problem in print(problem) }
    let recorder = Recorder<Login.Action, Login.State>(
      writer: writer, app: "login", appVersion: "1.0",
      redactAction: { $0.redacted }, redactState: { $0.redacted })
    let store = Store(initial: Login.State(), behavior: Login.behavior)
    recorder.attach(to: store)
    store.dispatch(.typed("hunter2"))
    store.dispatch(.submit)
    recorder.finish()
    // snippet-end
    #expect(!(try file.text()).contains("hunter2"))

    // snippet: record-replay-replay
    let recording = try Recording<Login.Action, Login.State>.parse(
      Data(contentsOf: URL(fileURLWithPath: path)))
    let replayed = Store(initial: recording.initialState, behavior: Login.behavior)
    switch Replayer.replay(recording, on: replayed, redactState: { $0.redacted }) {
    case .matched(let actions): print("replayed \(actions) actions")
    case .diverged(let divergence): print(divergence)
    }
    // snippet-end
    #expect(
      Replayer.replay(
        recording, on: Store(initial: recording.initialState, behavior: Login.behavior),
        redactState: { $0.redacted }) == .matched(actions: 2))
  }

  @Test func aRecordingBecomesATest() async throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { problem in print(problem) }
    let recorder = Recorder<Login.Action, Login.State>(writer: writer, app: "login", appVersion: "1.0")
    let store = Store(initial: Login.State(), behavior: Login.behavior)
    recorder.attach(to: store)
    store.dispatch(.submit)
    recorder.finish()
    let recording = try Recording<Login.Action, Login.State>.parse(try file.contents())
    // snippet: record-replay-export
    let export = TestExport(
      behavior: "Login.behavior", environment: "()",
      imports: ["@testable import MyApp"], openModules: ["MyApp"],
      testName: "recordedLogin", origin: "login.jsonl")
    let source = try export.source(for: recording)
    // snippet-end
    #expect(source.contains("@Test func recordedLogin() async throws {"))
    #expect(source.contains("store.dispatch(.submit) {"))
    #expect(source.contains("await store.finish()"))
  }
}
