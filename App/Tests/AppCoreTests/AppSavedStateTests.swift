import CounterFeature
import Foundation
import Testing

@testable import AppCore

@Suite("AppSavedState")
struct AppSavedStateTests {
  func appState() -> AppState {
    var state = AppState(shelfID: "poetry")
    state.counter.count = 7
    state.counters = [
      Counter.State(id: 2, count: -3), Counter.State(id: 5, count: 1, isAutoIncrementing: true),
    ]
    state.nextCounterID = 6
    state.screen = .hero
    return state
  }

  @Test func theCountersAndTheShelfSurviveAJSONRoundTrip() throws {
    let saved = AppSavedState(appState())
    let decoded = try JSONDecoder().decode(AppSavedState.self, from: try JSONEncoder().encode(saved))
    #expect(decoded == saved)
    var restored = AppState(shelfID: "sci-fi")
    decoded.restore(into: &restored)
    #expect(restored.counter.count == 7)
    #expect(restored.counters.map(\.id) == [2, 5])
    #expect(restored.counters.map(\.count) == [-3, 1])
    #expect(restored.nextCounterID == 6)
    #expect(restored.library.shelfID == "poetry")
    // What is not kept starts afresh: the screen, and timers (which no action has started).
    #expect(restored.screen == .library)
    #expect(restored.counters.allSatisfy { !$0.isAutoIncrementing })
  }

  @Test func aShelfFromTheCommandLineWins() {
    var restored = AppState(shelfID: "history")
    AppSavedState(appState()).restore(into: &restored, shelf: "history")
    #expect(restored.library.shelfID == "history")
  }

  @Test func aHandEditedFileCannotMakeIDsCollide() throws {
    let json =
      #"{"counter":0,"counters":[{"id":4,"count":1},{"id":4,"count":2}],"nextCounterID":2,"shelfID":"x"}"#
    let saved = try JSONDecoder().decode(AppSavedState.self, from: Data(json.utf8))
    var restored = AppState(shelfID: "sci-fi")
    saved.restore(into: &restored)
    #expect(restored.counters.map(\.count) == [1])
    #expect(restored.nextCounterID == 5)
  }

  @Test(arguments: [
    #"{"counter":9007199254740993,"counters":[],"nextCounterID":1,"shelfID":"x"}"#,
    #"{"counter":0,"counters":[],"nextCounterID":9223372036854775807,"shelfID":"x"}"#,
    #"{"counter":0,"counters":[{"id":-9223372036854775808,"count":0}],"nextCounterID":1,"shelfID":"x"}"#,
  ])
  func numbersAnIncrementCouldOverflowAreRefused(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppSavedState.self, from: Data(json.utf8))
    }
  }
}
