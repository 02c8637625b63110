import Foundation
import SwiftRex
import SwiftRexRecording
import Testing

@MainActor
@Suite struct RecorderTests {
  @Test func recordsTheHeaderEveryActionWithItsSourceAndTheFinalState() async throws {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.load)
      await store.effectsFinished()
      store.dispatch(.echo)
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(recording.header == RecordingHeader(app: "vault", appVersion: "1.0"))
    #expect(recording.initialState == VaultState())
    #expect(recording.actions.map(\.action) == [.increment, .load, .loaded(42), .echo, .echoed])
    #expect(recording.actions.map(\.index) == [0, 1, 2, 3, 4])
    // What a test made from the recording dispatches, and what it receives from effects.
    #expect(recording.actions.map(\.origin) == [.dispatched, .dispatched, .effect, .dispatched, .cascade])
    #expect(recording.actions.map(\.cause) == [nil, nil, 1, nil, 3])
    #expect(recording.effectsInFlightAtEnd == 0)
    #expect(recording.actions[0].source.file == "SwiftRexRecordingTests/RecorderTests.swift")
    // The value the effect delivered carries the effect's source, not the test's.
    #expect(recording.actions[2].source.file == "SwiftRexRecordingTests/RecordingFixtures.swift")
    #expect(recording.actions.map(\.state?.count) == [1, 1, 1, 1, 1])
    #expect(recording.finalState == VaultState(count: 1, password: "", loaded: [42], echoes: 1))
    #expect(
      zip(recording.actions, recording.actions.dropFirst()).allSatisfy { $0.nanoseconds <= $1.nanoseconds })
  }

  @Test func anAnswerToADispatchBeyondTheHorizonIsWrittenWithoutItsCause() async throws {
    let data = try await recordVault { store in
      store.dispatch(.load)
      // The load answers only once the test awaits: thousands of dispatches later.
      for _ in 0..<(3 * 4096) { store.dispatch(.increment) }
      await store.effectsFinished()
      store.dispatch(.load)
      await store.effectsFinished()
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    let answers = recording.actions.filter { $0.action == .loaded(42) }
    #expect(answers.count == 2)
    #expect(answers.first?.cause == nil)
    #expect(answers.last?.cause == recording.actions.count - 2)
  }

  @Test func writesOneLineEachEndingWithALineBreak() async throws {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.increment)
    }
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix(#"{"app":"vault","appVersion":"1.0","format":"swiftrex-recording""#))
    #expect(lines[3].hasPrefix(#"{"count":2,"effectsInFlight":0,"finalState":"#))
    // A dispatched action's line says nothing of its origin; only the others carry "from".
    #expect(!lines[1].contains(#""from""#))
  }

  @Test func checkpointsOnlyEveryIntervalActions() async throws {
    let data = try await recordVault(checkpoints: .every(2)) { store in
      for _ in 0..<5 { store.dispatch(.increment) }
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(recording.actions.map(\.state?.count) == [nil, 2, nil, 4, nil])
    #expect(recording.finalState.count == 5)
  }

  @Test func aSmallStateSizedToItselfIsWrittenWithEveryAction() async throws {
    let data = try await recordVault(checkpoints: .sizedToState(ratio: 16)) { store in
      for _ in 0..<5 { store.dispatch(.increment) }
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(recording.actions.map(\.state?.count) == [1, 2, 3, 4, 5])
  }

  @Test func aLargeStateSizedToItselfIsWrittenOnlyOnceTheActionsOutweighIt() async throws {
    // About 35 KB of JSON; each increment's line is about 150 bytes. Kept small: the recording is
    // made on the main actor, which other tests wait on (slowly, under ThreadSanitizer).
    let large = VaultState(loaded: Array(100_000..<105_000))
    let actions = 100
    let data = try await recordVault(checkpoints: .sizedToState(ratio: 16), initial: large) { store in
      for _ in 0..<actions { store.dispatch(.increment) }
    }
    let stateSize = try JSONEncoder().encode(large).count
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    let kept = recording.actions.compactMap(\.state)
    #expect(kept.allSatisfy { $0.loaded == large.loaded })
    #expect(recording.finalState.count == actions)
    // Every action would keep 100 states; here a state waits for about 2 KB of action lines.
    #expect((1...actions / 4).contains(kept.count), "\(kept.count) states kept")
    // The policy's bound: the states written after the first take at most 16 times the bytes of
    // the action lines, give or take one state.
    let lines = data.split(separator: UInt8(ascii: "\n"))
    let actionLines = lines.dropFirst().dropLast()
    let actionBytes = actionLines.reduce(0) { $0 + $1.count + 1 } - kept.count * stateSize
    #expect(kept.count * stateSize <= 16 * actionBytes + stateSize)
  }

  @Test func warnsOnceWhenTheRecordingWillPassItsSizeLimit() async throws {
    let reports = Reports()
    let data = try await recordVault(sizeLimit: 4_000, report: reports.add) { store in
      for _ in 0..<40 { store.dispatch(.increment) }
    }
    #expect(reports.messages.count == 1)
    #expect(
      reports.messages.first?.contains("it passes the 0.0 MB a replay reads, so it will not replay") == true)
    // Recording went on: every action and the end are in the file.
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(recording.actions.count == 40)
    #expect(data.count > 4_000)
  }

  @Test func saysNothingOfASizeLimitTheRecordingStaysWithin() async throws {
    let reports = Reports()
    _ = try await recordVault(sizeLimit: 1 << 20, report: reports.add) { store in
      for _ in 0..<40 { store.dispatch(.increment) }
    }
    #expect(reports.messages.isEmpty)
  }

  /// What a recorder reported.
  @MainActor
  final class Reports {
    private(set) var messages: [String] = []
    func add(_ message: String) { messages.append(message) }
  }

  @Test func secureTextNeverReachesTheRecording() async throws {
    let data = try await recordVault(redacting: true) { store in
      store.dispatch(.typePassword("hunter2"))
      store.dispatch(.increment)
    }
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("hunter2"))
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(recording.actions[0].action == .typePassword("•••••••"))
    #expect(recording.finalState.password == "•••••••")
  }

  @Test func aStoreWhoseTypesAreNotCodableRunsUnchanged() {
    // Recording is attached from outside: nothing about it is asked of a store that never records.
    struct Plain: Equatable { var count = 0 }
    let store = Store(
      initial: Plain(), behavior: .reduce { (_: Int, state: inout Plain) in state.count += 1 })
    store.dispatch(1)
    #expect(store.state == Plain(count: 1))
  }

  @Test func aFailedWriteIsReportedOnceAndNeverCrashes() async throws {
    // /dev/full accepts the file but fails every write with ENOSPC.
    guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
    var reports: [String] = []
    let writer = try RecordingWriter(path: "/dev/full", capacity: 8) { reports.append($0) }
    let recorder = Recorder<VaultAction, VaultState>(writer: writer, app: "vault", appVersion: "1.0")
    let store = Store(initial: VaultState(), behavior: vaultBehavior, environment: EffectCounter())
    recorder.attach(to: store)
    for _ in 0..<10 { store.dispatch(.increment) }
    recorder.finish()
    #expect(store.state.count == 10)
    #expect(reports.count == 1)
    #expect(writer.hasFailed)
  }

  struct Diary: Codable, Equatable, Sendable {
    var entries: [String] = []
    var stamps: [Date] = []
    var attachment = Data()
  }

  enum DiaryAction: Codable, Equatable, Sendable {
    case write(String)
    case stamp(Date)
    case attach(Data)
  }

  /// `Date` and `Data` have forms of their own in `JSONEncoder`: the recorder writes those lines
  /// with it, and they replay to the same states.
  @Test func statesAndActionsWithFoundationValuesAreRecordedAndReadBack() throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
    let recorder = Recorder<DiaryAction, Diary>(writer: writer, app: "diary", appVersion: "1.0")
    @Sendable func reduce(_ action: DiaryAction, _ state: inout Diary) {
      switch action {
      case .write(let text): state.entries.append(text)
      case .stamp(let date): state.stamps.append(date)
      case .attach(let data): state.attachment = data
      }
    }
    let behavior = Behavior<DiaryAction, Diary, Void>.reduce(reduce)
    let store = Store(initial: Diary(), behavior: behavior)
    recorder.attach(to: store)
    let actions: [DiaryAction] = [
      .write("a \"quoted\" line"), .stamp(Date(timeIntervalSinceReferenceDate: 1.5)), .write("next"),
      .attach(Data([0, 255])),
    ]
    // Enough actions that the compact encoder is turned off for the rest of the recording.
    for index in 0..<20 { store.dispatch(actions[index % actions.count]) }
    recorder.finish()
    let recording = try Recording<DiaryAction, Diary>.parse(file.contents())
    #expect(recording.actions.map(\.action) == (0..<20).map { actions[$0 % actions.count] })
    #expect(recording.finalState == store.state)
    var state = Diary()
    for recorded in recording.actions {
      reduce(recorded.action, &state)
      #expect(recorded.state == state)
    }
  }

  @Test func aStoreReleasedBeforeFinishLeavesARecordingWithoutItsFinalRecord() throws {
    let file = TemporaryFile()
    let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
    let recorder = Recorder<VaultAction, VaultState>(writer: writer, app: "vault", appVersion: "1.0")
    do {
      let store = Store(initial: VaultState(), behavior: vaultBehavior, environment: EffectCounter())
      recorder.attach(to: store)
      store.dispatch(.increment)
    }
    recorder.finish()
    let refusal = #expect(throws: RecordingError.self) {
      try Recording<VaultAction, VaultState>.parse(file.contents())
    }
    #expect(refusal?.line == 2)
  }

  @Test func aFileThatCannotBeCreatedIsRefusedWithItsPath() {
    #expect(throws: RecordingError.self) {
      _ = try RecordingWriter(path: "/nonexistent-folder/run.jsonl") { _ in }
    }
  }
}
