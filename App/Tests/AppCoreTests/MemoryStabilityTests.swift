import AppCore
import Foundation
import SwiftRexArchitecture
import Testing

/// Memory that a long session does not leak: 100,000 actions through the composed app
/// (navigation, the Counter screen, rows added, ticked and removed) leave the resident size flat.
///
/// `Scripts/test.sh` runs this suite in a process of its own, after the rest of the package, and says
/// so in `SWIFTREX_SUITE_ALONE`: alone, the process's resident size is quiet (it moves by well under
/// 1 MiB), so the bound is one that a leak of one allocation per action cannot stay under. A plain
/// `swift test` runs it beside the other suites, whose own allocations move the resident size by
/// megabytes meanwhile: there the bound is looser and catches only larger leaks.
@MainActor
@Suite(.serialized)
struct MemoryStabilityTests {
  /// The process's resident set size in KiB (`VmRSS` in /proc/self/status), or nil where there is
  /// no /proc (macOS).
  private static func residentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }

  /// One round of actions that leaves the state as it found it, apart from counts.
  private static func round(_ store: Store<AppAction, AppState, AppEnvironment>, _ index: Int) {
    store.dispatch(.navigate(Screen.allCases[index % Screen.allCases.count]))
    store.dispatch(.counter(.tick))
    store.dispatch(.addCounter)
    let id = store.state.nextCounterID - 1
    store.dispatch(.counterRow(ElementAction(id: id, action: .tick)))
    store.dispatch(.removeCounter(id))
  }

  /// Runs `rounds` rounds from `start`, letting the main actor go every ten rounds: held in one go,
  /// the run would starve any test beside it that waits on the main actor with a time limit.
  private static func rounds(
    _ store: Store<AppAction, AppState, AppEnvironment>, from start: Int, count rounds: Int
  ) async {
    for index in start..<(start + rounds) {
      round(store, index)
      if index % 10 == 9 { await Task.yield() }
    }
  }

  @Test func aHundredThousandDispatchesLeaveTheResidentSizeFlat() async throws {
    let store = Store(
      initial: AppState(shelfID: "sci-fi"), behavior: appBehavior,
      environment: .live(catalog: CatalogSource(url: nil)))
    let dispatches = 100_000
    let rounds = dispatches / 5
    // Warm up: let every lazily allocated buffer reach its working size first.
    await Self.rounds(store, from: 0, count: rounds / 10)
    guard let before = Self.residentKiB() else { return }
    await Self.rounds(store, from: rounds / 10, count: rounds)
    let after = try #require(Self.residentKiB())
    #expect(store.state.counters.isEmpty)
    #expect(store.state.counter.count == rounds + rounds / 10)
    #expect(store.effectsInFlight == 0)
    // Any heap leak costs at least 32 bytes an allocation (16 of payload plus malloc's header and
    // rounding), so one per action would be 3.2 MB here. Alone, the bound stays below that and
    // well above the suite's own noise (it grows by < 1 MiB).
    let isAlone = ProcessInfo.processInfo.environment["SWIFTREX_SUITE_ALONE"] == "MemoryStabilityTests"
    let boundKiB = isAlone ? 2 * 1024 : 24 * 1024
    let growth = after - before
    print("VmRSS before \(before) KiB, after \(dispatches) dispatches \(after) KiB, growth \(growth) KiB")
    #expect(
      growth < boundKiB,
      "VmRSS grew \(growth) KiB over \(dispatches) dispatches (bound \(boundKiB) KiB\(isAlone ? ", run alone" : ""))"
    )
  }
}
