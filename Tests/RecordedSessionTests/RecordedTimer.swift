// swift-format-ignore-file
// A test made from timer.jsonl, a run of swiftrex 1.0.
// It dispatches what the app dispatched, receives what effects sent back, and asserts every
// change of the state. Generated: make it again from the recording rather than editing it.

import AppCore
import Foundation
import LibraryModel
import SwiftRexTesting
import Testing

@MainActor
@Test func recordedTimer() async throws {
  let store = try TestStore(
    initial: try recorded(AppCore.AppState.self, #"{"counter":{"count":0,"id":0,"isAutoIncrementing":false,"step":{"shared":"value #1","value":1}},"counterSortOrder":{"column":"id","isAscending":true},"counters":[],"destination":null,"isWatchingCatalog":false,"library":{"destination":null,"notes":{},"shelf":{"idle":{}},"shelfID":"sci-fi"},"libraryPath":{"elements":[],"ids":[],"nextID":0},"nextCounterID":1,"screen":"Library","shelves":[]}"#),
    behavior: appBehavior,
    environment: AppEnvironment.live(catalog: CatalogSource(url: CatalogLoader.bundledURL)))

  // 0 · dispatched at AppCore/AppMain+Session.swift:78 in runSession(_:)
  await store.advance(by: .milliseconds(2))
  store.dispatch(.started)

  // 3 · sent (after 0) by an effect of AppCore/AppBehavior.swift:32 in AppCore
  await store.advance(by: .milliseconds(23))
  store.receive(.shelvesLoaded(try recorded(Swift.Array<AppCore.ShelfSummary>.self, #"[{"id":"sci-fi","name":"Science Fiction"},{"id":"classics","name":"Classics"},{"id":"programming","name":"Programming"},{"id":"history","name":"History"},{"id":"poetry","name":"Poetry"}]"#))) {
    $0.shelves = try recorded(Swift.Array<AppCore.ShelfSummary>.self, #"[{"id":"sci-fi","name":"Science Fiction"},{"id":"classics","name":"Classics"},{"id":"programming","name":"Programming"},{"id":"history","name":"History"},{"id":"poetry","name":"Poetry"}]"#)
  }

  // 1 · dispatched at LibraryFeature/LibraryView.swift:31 in body
  store.dispatch(.library(.onAppear)) {
    $0.library.shelf = .loading(previous: nil)
  }

  // 2 · sent (after 1) by an effect of LibraryFeature/Library.swift:141 in Library
  await store.runEffects()
  store.receive(.library(.loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Frank Herbert","id":"sci-fi-1","title":"Dune","year":1965},{"author":"Ursula K. Le Guin","id":"sci-fi-2","title":"The Left Hand of Darkness","year":1969},{"author":"Isaac Asimov","id":"sci-fi-3","title":"Foundation","year":1951},{"author":"William Gibson","id":"sci-fi-4","title":"Neuromancer","year":1984},{"author":"Dan Simmons","id":"sci-fi-5","title":"Hyperion","year":1989},{"author":"Ursula K. Le Guin","id":"sci-fi-6","title":"The Dispossessed","year":1974},{"author":"Stanisław Lem","id":"sci-fi-7","title":"Solaris","year":1961},{"author":"Octavia E. Butler","id":"sci-fi-8","title":"Kindred","year":1979},{"author":"Liu Cixin","id":"sci-fi-9","title":"The Three-Body Problem","year":2008}]"#)))) {
    $0.library.shelf = .loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Frank Herbert","id":"sci-fi-1","title":"Dune","year":1965},{"author":"Ursula K. Le Guin","id":"sci-fi-2","title":"The Left Hand of Darkness","year":1969},{"author":"Isaac Asimov","id":"sci-fi-3","title":"Foundation","year":1951},{"author":"William Gibson","id":"sci-fi-4","title":"Neuromancer","year":1984},{"author":"Dan Simmons","id":"sci-fi-5","title":"Hyperion","year":1989},{"author":"Ursula K. Le Guin","id":"sci-fi-6","title":"The Dispossessed","year":1974},{"author":"Stanisław Lem","id":"sci-fi-7","title":"Solaris","year":1961},{"author":"Octavia E. Butler","id":"sci-fi-8","title":"Kindred","year":1979},{"author":"Liu Cixin","id":"sci-fi-9","title":"The Three-Body Problem","year":2008}]"#))
  }

  // 4 · dispatched at AppCore/RootView.swift:36 in body
  await store.advance(by: .milliseconds(966))
  store.dispatch(.navigate(.counter)) {
    $0.screen = .counter
  }

  // 5 · dispatched at CounterFeature/CounterView.swift:18 in body
  await store.advance(by: .milliseconds(409))
  store.dispatch(.counter(.startAutoIncrement)) {
    $0.counter.isAutoIncrementing = true
  }

  // 6 · sent by an effect of CounterFeature/Counter+Behavior.swift:55 in autoIncrement(every:)
  await store.advance(by: .milliseconds(1_005))
  store.receive(.counter(.tick)) {
    $0.counter.count = 1
  }

  // 7 · sent by an effect of CounterFeature/Counter+Behavior.swift:55 in autoIncrement(every:)
  await store.advance(by: .milliseconds(1_002))
  store.receive(.counter(.tick)) {
    $0.counter.count = 2
  }

  // 8 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(608))
  store.dispatch(.counter(.increment)) {
    $0.counter.count = 3
  }

  // 9 · sent by an effect of CounterFeature/Counter+Behavior.swift:55 in autoIncrement(every:)
  await store.advance(by: .milliseconds(394))
  store.receive(.counter(.tick)) {
    $0.counter.count = 4
  }

  // 10 · dispatched at CounterFeature/CounterView.swift:18 in body
  await store.advance(by: .milliseconds(923))
  store.dispatch(.counter(.stopAutoIncrement)) {
    $0.counter.isAutoIncrementing = false
  }

  // 11 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(406))
  store.dispatch(.counter(.increment)) {
    $0.counter.count = 5
  }

  await store.finish()
}

/// A recorded value that has no literal form, read back from the JSON the recording holds.
private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}
