import CounterFeature
import Foundation
import SwiftRexArchitecture
import Testing

@testable import AppCore

/// The app's state as recordings keep it: it round-trips, and a recording made before the
/// Counters tab's table still loads.
@Suite struct AppStateCodingTests {
  @Test func aStateRoundTripsWithItsSelectionAndSortOrder() throws {
    var state = AppState(shelfID: "sci-fi")
    state.counters = [Counter.State(id: 3, count: 4, step: state.counter.$step)]
    state.selectedCounterID = 3
    state.counterSortOrder = CounterSortOrder(column: .count, isAscending: false)
    let decoded = try JSONDecoder().decode(AppState.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    #expect(decoded.counters.first?.$step.id == decoded.counter.$step.id)
  }

  @Test func aStateRecordedBeforeTheTableLoadsWithNoSelectionSortedByID() throws {
    var json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(AppState(shelfID: "x"))) as? [String: Any])
    json["selectedCounterID"] = nil
    json["counterSortOrder"] = nil
    let decoded = try JSONDecoder().decode(AppState.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(decoded.selectedCounterID == nil)
    #expect(decoded.counterSortOrder == .byID)
    #expect(decoded.library.shelfID == "x")
  }

  @Test func aSortOrderTheTableWritesForAnotherKeyIsIgnored() {
    #expect(CounterSortOrder([KeyPathComparator(\Counter.State.step)]) == nil)
    #expect(CounterSortOrder([]) == nil)
    let byCount = CounterSortOrder(column: .count, isAscending: false)
    #expect(CounterSortOrder(byCount.comparators) == byCount)
  }
}
