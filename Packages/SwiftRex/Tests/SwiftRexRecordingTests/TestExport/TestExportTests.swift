import Foundation
import IdentifiedCollections
import SwiftRex
import Testing

@testable import SwiftRexRecording

@MainActor
@Suite struct TestExportTests {
  private let export = TestExport(
    behavior: "vaultBehavior", environment: "EffectCounter()",
    imports: ["@testable import SwiftRexRecordingTests"], openModules: ["SwiftRexRecordingTests"],
    testName: "vaultRun", origin: "vault.jsonl")

  /// A recording of the vault with its times and sources fixed, so its export reads the same on
  /// every run.
  private func vaultRecording() async throws -> Recording<VaultAction, VaultState> {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.load)
      await store.effectsFinished()
      store.dispatch(.echo)
      store.dispatch(.typePassword("a \"quoted\" word"))
    }
    var recording = try Recording<VaultAction, VaultState>.parse(data)
    for index in recording.actions.indices {
      recording.actions[index].nanoseconds = 0
      recording.actions[index].source = RecordedSource(file: "Vault/Vault.swift", function: "run()", line: 1)
    }
    return recording
  }

  @Test func dispatchesReceivesAndAssertsEachChange() async throws {
    let source = try export.source(for: try await vaultRecording())
    #expect(
      source == """
        // swift-format-ignore-file
        // A test made from vault.jsonl, a run of vault 1.0.
        // It dispatches what the app dispatched, receives what effects sent back, and asserts every
        // change of the state. Generated: make it again from the recording rather than editing it.

        import Foundation
        import SwiftRexTesting
        import Testing
        @testable import SwiftRexRecordingTests

        @MainActor
        @Test func vaultRun() async throws {
          let store = try TestStore(
            initial: try recorded(SwiftRexRecordingTests.VaultState.self, #"{"count":0,"echoes":0,"loaded":[],"password":""}"#),
            behavior: vaultBehavior,
            environment: EffectCounter())

          // 0 · dispatched at Vault/Vault.swift:1 in run()
          store.dispatch(.increment) {
            $0.count = 1
          }

          // 1 · dispatched at Vault/Vault.swift:1 in run()
          store.dispatch(.load)

          // 2 · sent (after 1) by an effect of Vault/Vault.swift:1 in run()
          await store.runEffects()
          store.receive(.loaded(42)) {
            $0.loaded = [42]
          }

          // 3 · dispatched at Vault/Vault.swift:1 in run()
          store.dispatch(.echo)

          // 4 · sent at once (after 3) by an effect of Vault/Vault.swift:1 in run()
          store.receive(.echoed) {
            $0.echoes = 1
          }

          // 5 · dispatched at Vault/Vault.swift:1 in run()
          store.dispatch(.typePassword("a \\"quoted\\" word")) {
            $0.password = "a \\"quoted\\" word"
          }

          await store.finish()
        }

        /// A recorded value that has no literal form, read back from the JSON the recording holds.
        private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
          try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        }

        """)
  }

  @Test func theTestClockFollowsTheRecordedTimesToTheMillisecond() async throws {
    var recording = try await vaultRecording()
    // The load at 1.2 s; its answer, a timer's say, at 2.2004 s; the echo at 5 s.
    recording.actions[1].nanoseconds = 1_200_000_000
    recording.actions[2].nanoseconds = 2_200_400_000
    recording.actions[3].nanoseconds = 5_000_000_000
    recording.actions[4].nanoseconds = 5_000_000_000
    recording.actions[5].nanoseconds = 5_000_000_000
    let source = try export.source(for: recording)
    #expect(source.contains("await store.advance(by: .milliseconds(1_200))\n  store.dispatch(.load)"))
    #expect(source.contains("await store.advance(by: .milliseconds(1_000))\n  store.receive(.loaded(42))"))
    #expect(source.contains("await store.advance(by: .milliseconds(2_800))\n  store.dispatch(.echo)"))
    // Moving the clock runs effects: no separate runEffects() for the answer.
    #expect(!source.contains("runEffects"))
  }

  @Test func recordedTextNeverBecomesCodeNorReachesTheTerminal() async throws {
    let plain = try export.source(for: try await vaultRecording())
    var recording = try await vaultRecording()
    let payload = "\n  try \"pwned\".write(toFile: \"/tmp/pwned\", atomically: true, encoding: .utf8)\n//"
    recording.actions[0].source = RecordedSource(
      file: "Vault/Vault.swift\r  fatalError(\"pwned\")\r//",
      function: "run()" + payload + "\u{1B}]0;pwned\u{7}",
      line: 1)
    recording.actions[1].source.function = "run()\u{2028}pwned()\u{9B}2J\u{202E}"
    recording.header.app = "vault" + payload
    recording.header.appVersion = "1.0" + payload
    var hostile = export
    hostile.origin = "vault" + payload + ".jsonl"
    let source = try hostile.source(for: recording)
    // No line was added: every recorded text stayed inside the comment it was written into.
    #expect(
      source.split(separator: "\n", omittingEmptySubsequences: false).count
        == plain.split(separator: "\n", omittingEmptySubsequences: false).count)
    let lines = source.split(separator: "\n").map { $0.drop { $0 == " " } }
    #expect(!lines.contains { $0.contains("pwned") && !$0.hasPrefix("// ") }, "\(source)")
    // Nothing a compiler or a terminal reads as other than text: only "\n" breaks a line.
    let unsafe = source.unicodeScalars.filter { $0 != "\n" && SwiftExpression.isUnsafe($0) }
    #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
  }

  @Test func timesUpToTheLargestAreRoundedWithoutOverflow() async throws {
    var recording = try await vaultRecording()
    for index in recording.actions.indices { recording.actions[index].nanoseconds = .max }
    let source = try export.source(for: recording)
    #expect(
      source.contains(
        "await store.advance(by: .milliseconds(9_223_372_036_855))\n  store.dispatch(.increment)"))
  }

  @Test func aCauseThatIsNoEarlierActionIsTakenAsNone() {
    func action(_ origin: ActionOrigin, cause: Int? = nil) -> RecordedAction<VaultAction, VaultState> {
      RecordedAction(
        index: 0, nanoseconds: 0, source: RecordedSource(file: "", function: "", line: 0), origin: origin,
        cause: cause, action: .echo, state: nil)
    }
    let actions = [
      action(.dispatched), action(.effect, cause: -1), action(.effect, cause: 7), action(.effect, cause: 3),
    ]
    #expect(TestExport.testOrder(actions) == [0, 1, 2, 3])
  }

  @Test func effectsStillRunningAtTheEndAreLetGo() async throws {
    var recording = try await vaultRecording()
    recording.effectsInFlightAtEnd = 2
    let source = try export.source(for: recording)
    #expect(
      source.contains(
        """
          // The recorded run ended with 2 effects still running.
          store.skipInFlightEffects()
          await store.finish()
        """))
  }

  @Test func anActionWithoutTheStateAfterItCannotBeExported() async throws {
    let data = try await recordVault(checkpoints: .every(2)) { store in
      store.dispatch(.increment)
      store.dispatch(.increment)
    }
    let recording = try Recording<VaultAction, VaultState>.parse(data)
    #expect(
      throws: RecordingError(
        line: 2,
        problem:
          "action 0 was recorded without the state after it: fill in the states with "
          + "Replayer.fillingInStates(of:on:) first, or record with checkpoints: .everyAction"
      )
    ) {
      try export.source(for: recording)
    }
  }

  @Test func aFinalStateThatDoesNotFollowIsRefused() async throws {
    var recording = try await vaultRecording()
    recording.finalState.count = 99
    #expect(throws: RecordingError.self) { try export.source(for: recording) }
  }

  @Test func anAnswerIsReceivedRightAfterTheDispatchThatCausedIt() {
    func action(_ origin: ActionOrigin, cause: Int? = nil) -> RecordedAction<VaultAction, VaultState> {
      RecordedAction(
        index: 0, nanoseconds: 0, source: RecordedSource(file: "", function: "", line: 0), origin: origin,
        cause: cause, action: .echo, state: nil)
    }
    // The app dispatched 0 and 1 before 0's answer (2) came; 3 answered 1; 4, sent by a
    // subscription, has no cause; 5 is a cascade of 4.
    let actions = [
      action(.dispatched), action(.dispatched), action(.effect, cause: 0), action(.effect, cause: 1),
      action(.effect), action(.cascade),
    ]
    #expect(TestExport.testOrder(actions) == [0, 2, 1, 3, 4, 5])
  }

  @Test func changedElementsOfAnIdentifiedArrayAreAssignedThroughTheirID() {
    let before: IdentifiedArrayOf<ExportRow> = [ExportRow(id: 1), ExportRow(id: 2)]
    var after = before
    after[id: 2]?.count = 5
    var assignments = StateAssignments(
      openModules: ["SwiftRexRecordingTests"], expressions: SwiftExpression())
    #expect(assignments.statements(from: before, to: after, at: "$0.rows") == ["$0.rows[id: 2]?.count = 5"])
    // Ids that changed: the collection is assigned whole.
    after.append(ExportRow(id: 3))
    #expect(
      assignments.statements(from: before, to: after, at: "$0.rows")?.first?.hasPrefix(
        "$0.rows = try recorded(")
        == true)
  }

  @Test func changedFieldsOfNestedStructsAreAssignedOneByOne() {
    var after = ExportOuter()
    after.inner.b = "y"
    after.sheet?.a = 2
    after.list = [ExportInner()]
    var assignments = StateAssignments(
      openModules: ["SwiftRexRecordingTests"], expressions: SwiftExpression())
    #expect(
      assignments.statements(from: ExportOuter(), to: after, at: "$0") == [
        #"$0.inner.b = "y""#,
        "$0.sheet?.a = 2",
        ##"$0.list = try recorded(Swift.Array<SwiftRexRecordingTests.ExportInner>.self, #"[{"a":1,"b":"x"}]"#)"##,
      ])
    // A sheet that appears is assigned whole, not through `?`.
    var shown = ExportOuter()
    shown.sheet = nil
    #expect(
      assignments.statements(from: shown, to: ExportOuter(), at: "$0") == [
        ##"$0.sheet = try recorded(SwiftRexRecordingTests.ExportInner.self, #"{"a":1,"b":"x"}"#)"##
      ])
    // Outside the open modules a struct is assigned whole.
    var closed = StateAssignments(openModules: [], expressions: SwiftExpression())
    #expect(
      closed.statements(from: ExportOuter(), to: after, at: "$0")?.first?.hasPrefix("$0 = try recorded(")
        == true)
    #expect(closed.statements(from: ExportOuter(), to: ExportOuter(), at: "$0") == [])
  }
}

struct ExportRow: Identifiable, Equatable, Codable {
  var id: Int
  var count = 0
}

struct ExportInner: Equatable, Codable {
  var a = 1
  var b = "x"
}

struct ExportOuter: Equatable, Codable {
  var inner = ExportInner()
  var sheet: ExportInner? = ExportInner()
  var list: [ExportInner] = []
}
