import Foundation
import SwiftRex
import SwiftRexRecording
import Testing

enum VaultAction: Codable, Equatable, Sendable {
  case increment
  case typePassword(String)
  case load
  case loaded(Int)
  case echo
  case echoed
}

struct VaultState: Codable, Equatable, Sendable {
  var count = 0
  var password = ""
  var loaded: [Int] = []
  var echoes = 0
}

/// Counts the effects that ran, so a test can tell a replay started none.
@MainActor
final class EffectCounter: Sendable {
  private(set) var runs = 0
  nonisolated init() {}
  func ran() { runs += 1 }
}

/// `load` reaches "the network" (an async effect) and `echo` answers at once (a `.just`): the
/// two ways an effect delivers values.
let vaultBehavior = Behavior<VaultAction, VaultState, EffectCounter> { action, _ in
  switch action {
  case .increment: .reduce { $0.count += 1 }
  case .typePassword(let text): .reduce { $0.password = text }
  case .load:
    .produce { context in
      Effect { send in
        await context.environment.ran()
        await send(.loaded(42))
      }
    }
  case .loaded(let value): .reduce { $0.loaded.append(value) }
  case .echo: .produce { _ in .just(.echoed) }
  case .echoed: .reduce { $0.echoes += 1 }
  }
}

/// What the app would redact: a password's characters, kept as many dots so the length shows.
@MainActor func redactPassword(_ state: VaultState) -> VaultState {
  var state = state
  state.password = String(repeating: "•", count: state.password.count)
  return state
}

@MainActor func redactPassword(_ action: VaultAction) -> VaultAction {
  guard case .typePassword(let text) = action else { return action }
  return .typePassword(String(repeating: "•", count: text.count))
}

/// A fresh file path in the temporary folder, removed when the value is released.
final class TemporaryFile {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftrex-recording-\(UUID().uuidString).jsonl").path
  }

  func contents() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  func text() throws -> String { String(decoding: try contents(), as: UTF8.self) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Records `run` on a fresh vault store (from `initial`) and returns the recording's bytes.
@MainActor
func recordVault(
  checkpoints: RecordingCheckpoints = .everyAction, redacting: Bool = false,
  initial: VaultState = VaultState(),
  sizeLimit: Int? = nil, report: @escaping @MainActor (String) -> Void = { _ in },
  _ run: (Store<VaultAction, VaultState, EffectCounter>) async -> Void
) async throws -> Data {
  let file = TemporaryFile()
  let writer = try RecordingWriter(path: file.path) { Issue.record("unexpected write failure: \($0)") }
  let recorder =
    redacting
    ? Recorder<VaultAction, VaultState>(
      writer: writer, app: "vault", appVersion: "1.0", checkpoints: checkpoints, sizeLimit: sizeLimit,
      redactAction: redactPassword, redactState: redactPassword, report: report)
    : Recorder<VaultAction, VaultState>(
      writer: writer, app: "vault", appVersion: "1.0", checkpoints: checkpoints, sizeLimit: sizeLimit,
      report: report)
  let store = Store(initial: initial, behavior: vaultBehavior, environment: EffectCounter())
  recorder.attach(to: store)
  await run(store)
  recorder.finish()
  return try file.contents()
}
