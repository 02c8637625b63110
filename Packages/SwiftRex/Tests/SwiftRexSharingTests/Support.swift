import Foundation
import SwiftRex
import SwiftRexSharing

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftrex-sharing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names in this folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// The warnings `operation` reports, collected.
func warnings(during operation: () throws -> Void) rethrows -> [String] {
  let collected = Collected()
  try RuntimeWarnings.withHandler({ collected.append($0) }, operation: operation)
  return collected.values
}

/// Strings appended from any thread.
final class Collected: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ value: String) { lock.withLock { stored.append(value) } }

  var values: [String] { lock.withLock { stored } }
}

/// Two features of one app that both hold the list of counters: one edits, the other shows.
struct Counters: Equatable {
  @Shared(.inMemory("counters")) var counts: [Int] = []
}

struct Totals: Equatable {
  @Shared(.inMemory("counters")) var counts: [Int] = []
  var label = "total"

  var total: Int { counts.reduce(0, +) }
}

struct App: Equatable {
  var counters = Counters()
  var totals = Totals()
}

enum AppAction {
  case add(Int)
  case setLabel(String)
}

/// The app's behaviour: only the counters feature writes the shared list.
let appBehavior = Behavior<AppAction, App, Void> { action, _ in
  switch action {
  case .add(let count): .reduce { $0.counters.counts.append(count) }
  case .setLabel(let label): .reduce { $0.totals.label = label }
  }
}
