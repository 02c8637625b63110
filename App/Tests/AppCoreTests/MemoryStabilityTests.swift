import AppCore
import Foundation
import SwiftRexArchitecture
import Testing

/// Memory that a long session does not leak: a million actions through the composed app
/// (navigation, the Counter screen, rows added, ticked and removed) leave the resident size flat.
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

  /// Runs `rounds` rounds from `start`, letting the main actor go every ten rounds: a
  /// million dispatches take half a minute in a debug build, and held in one go they would starve
  /// the tests running in parallel that wait on the main actor with a time limit.
  private static func rounds(
    _ store: Store<AppAction, AppState, AppEnvironment>, from start: Int, count rounds: Int
  ) async {
    for index in start..<(start + rounds) {
      round(store, index)
      if index % 10 == 9 { await Task.yield() }
    }
  }

  @Test func aMillionDispatchesLeaveTheResidentSizeFlat() async throws {
    let store = Store(
      initial: AppState(shelfID: "sci-fi"), behavior: appBehavior,
      environment: .live(catalog: CatalogSource(url: nil)))
    let roundsPerMillion = 1_000_000 / 5
    // Warm up: let every lazily allocated buffer reach its working size first.
    await Self.rounds(store, from: 0, count: roundsPerMillion / 10)
    guard let before = Self.residentKiB() else { return }
    await Self.rounds(store, from: roundsPerMillion / 10, count: roundsPerMillion)
    let after = try #require(Self.residentKiB())
    #expect(store.state.counters.isEmpty)
    #expect(store.state.counter.count == roundsPerMillion + roundsPerMillion / 10)
    #expect(store.effectsInFlight == 0)
    // Any heap leak costs at least 32 bytes an allocation (16 of payload plus malloc's header and
    // rounding), so one per action would be 32 MB here. The bound stays below that, and well above
    // the noise of other suites running in this process meanwhile (alone it grows by < 1 MiB).
    let growth = after - before
    print("VmRSS before \(before) KiB, after 1,000,000 dispatches \(after) KiB, growth \(growth) KiB")
    #expect(growth < 24 * 1024, "VmRSS grew \(growth) KiB over a million dispatches")
  }
}
