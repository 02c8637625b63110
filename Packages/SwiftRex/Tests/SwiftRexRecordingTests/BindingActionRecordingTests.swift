import Foundation
import SwiftRex
import SwiftRexRecording
import Testing

private struct Draft: Codable, Equatable, Sendable {
  var title = ""
  var words = 0
}

@Prisms
private enum DraftAction: Codable, Equatable, Sendable, BindableAction {
  case binding(BindingAction<Draft>)
  case publish
}

/// Binding actions are recorded and replayed like any action: the recording keeps the field by
/// name and the value as JSON, and the replay sets the same field.
@MainActor
@Suite struct BindingActionRecordingTests {
  private let behavior = Behavior<DraftAction, Draft, Void>.combine(
    .binding(),
    .reduce { action, state in if case .publish = action { state.words = state.title.count } })

  @Test func aRecordedBindingActionReplaysToTheSameState() throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
    let recorder = Recorder<DraftAction, Draft>(writer: writer, app: "draft", appVersion: "1.0")
    let store = Store(initial: Draft(), behavior: behavior)
    recorder.attach(to: store)
    store.dispatch(\.binding.title, "Hello")
    store.dispatch(.publish)
    recorder.finish()
    let data = try file.contents()
    #expect(String(decoding: data, as: UTF8.self).contains(#""field":"title","value":"Hello""#))

    let recording = try Recording<DraftAction, Draft>.parse(data)
    #expect(recording.actions.first?.action == .binding(.set(\.title, "Hello")))
    let replay = Store(initial: recording.initialState, behavior: behavior)
    #expect(Replayer.replay(recording, on: replay) == .matched(actions: 2))
    #expect(replay.state == Draft(title: "Hello", words: 5))
  }
}
