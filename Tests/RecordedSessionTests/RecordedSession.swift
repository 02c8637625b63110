// swift-format-ignore-file
// A test made from session.jsonl, a run of swiftrex 1.0.
// It dispatches what the app dispatched, receives what effects sent back, and asserts every
// change of the state. Generated: make it again from the recording rather than editing it.

import AppCore
import CounterFeature
import Foundation
import HeroDetailsFeature
import IdentifiedCollections
import LibraryFeature
import LibraryModel
import SwiftRex
import SwiftRexTesting
import Testing

@MainActor
@Test func recordedSession() async throws {
  let store = try TestStore(
    initial: try recorded(AppCore.AppState.self, #"{"counter":{"count":0,"id":0,"isAutoIncrementing":false,"step":{"shared":"value #1","value":1}},"counterSortOrder":{"column":"id","isAscending":true},"counters":[],"destination":null,"isWatchingCatalog":false,"library":{"destination":null,"notes":{},"shelf":{"idle":{}},"shelfID":"sci-fi"},"libraryPath":{"elements":[],"ids":[],"nextID":0},"nextCounterID":1,"screen":"Library","shelves":[]}"#),
    behavior: appBehavior,
    environment: AppEnvironment.live(catalog: CatalogSource(url: CatalogLoader.bundledURL)))

  // 0 · dispatched at AppCore/AppMain+Session.swift:78 in runSession(_:)
  await store.advance(by: .milliseconds(2))
  store.dispatch(.started)

  // 2 · sent (after 0) by an effect of AppCore/AppBehavior.swift:32 in AppCore
  await store.advance(by: .milliseconds(17))
  store.receive(.shelvesLoaded(try recorded(Swift.Array<AppCore.ShelfSummary>.self, #"[{"id":"sci-fi","name":"Science Fiction"},{"id":"classics","name":"Classics"},{"id":"programming","name":"Programming"},{"id":"history","name":"History"},{"id":"poetry","name":"Poetry"}]"#))) {
    $0.shelves = try recorded(Swift.Array<AppCore.ShelfSummary>.self, #"[{"id":"sci-fi","name":"Science Fiction"},{"id":"classics","name":"Classics"},{"id":"programming","name":"Programming"},{"id":"history","name":"History"},{"id":"poetry","name":"Poetry"}]"#)
  }

  // 1 · dispatched at LibraryFeature/LibraryView.swift:31 in body
  store.dispatch(.library(.onAppear)) {
    $0.library.shelf = .loading(previous: nil)
  }

  // 3 · sent (after 1) by an effect of LibraryFeature/Library.swift:141 in Library
  await store.runEffects()
  store.receive(.library(.loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Frank Herbert","id":"sci-fi-1","title":"Dune","year":1965},{"author":"Ursula K. Le Guin","id":"sci-fi-2","title":"The Left Hand of Darkness","year":1969},{"author":"Isaac Asimov","id":"sci-fi-3","title":"Foundation","year":1951},{"author":"William Gibson","id":"sci-fi-4","title":"Neuromancer","year":1984},{"author":"Dan Simmons","id":"sci-fi-5","title":"Hyperion","year":1989},{"author":"Ursula K. Le Guin","id":"sci-fi-6","title":"The Dispossessed","year":1974},{"author":"Stanisław Lem","id":"sci-fi-7","title":"Solaris","year":1961},{"author":"Octavia E. Butler","id":"sci-fi-8","title":"Kindred","year":1979},{"author":"Liu Cixin","id":"sci-fi-9","title":"The Three-Body Problem","year":2008}]"#)))) {
    $0.library.shelf = .loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Frank Herbert","id":"sci-fi-1","title":"Dune","year":1965},{"author":"Ursula K. Le Guin","id":"sci-fi-2","title":"The Left Hand of Darkness","year":1969},{"author":"Isaac Asimov","id":"sci-fi-3","title":"Foundation","year":1951},{"author":"William Gibson","id":"sci-fi-4","title":"Neuromancer","year":1984},{"author":"Dan Simmons","id":"sci-fi-5","title":"Hyperion","year":1989},{"author":"Ursula K. Le Guin","id":"sci-fi-6","title":"The Dispossessed","year":1974},{"author":"Stanisław Lem","id":"sci-fi-7","title":"Solaris","year":1961},{"author":"Octavia E. Butler","id":"sci-fi-8","title":"Kindred","year":1979},{"author":"Liu Cixin","id":"sci-fi-9","title":"The Three-Body Problem","year":2008}]"#))
  }

  // 4 · dispatched at AppCore/RootView.swift:104 in shelves
  await store.advance(by: .milliseconds(3))
  store.dispatch(.selectShelf("classics")) {
    $0.library.shelfID = "classics"
    $0.library.shelf = .idle
  }

  // 5 · sent at once (after 4) by an effect of AppCore/AppBehavior.swift:79 in AppCore
  store.receive(.library(.onAppear)) {
    $0.library.shelf = .loading(previous: nil)
  }

  // 6 · sent (after 4) by an effect of LibraryFeature/Library.swift:141 in Library
  await store.advance(by: .milliseconds(2))
  store.receive(.library(.loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Jane Austen","id":"classics-1","title":"Pride and Prejudice","year":1813},{"author":"Herman Melville","id":"classics-2","title":"Moby-Dick","year":1851},{"author":"George Eliot","id":"classics-3","title":"Middlemarch","year":1871},{"author":"Leo Tolstoy","id":"classics-4","title":"Anna Karenina","year":1878},{"author":"Miguel de Cervantes","id":"classics-5","title":"Don Quixote","year":1605},{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},{"author":"Fyodor Dostoevsky","id":"classics-7","title":"The Brothers Karamazov","year":1880},{"author":"Charles Dickens","id":"classics-8","title":"Great Expectations","year":1861}]"#)))) {
    $0.library.shelf = .loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Jane Austen","id":"classics-1","title":"Pride and Prejudice","year":1813},{"author":"Herman Melville","id":"classics-2","title":"Moby-Dick","year":1851},{"author":"George Eliot","id":"classics-3","title":"Middlemarch","year":1871},{"author":"Leo Tolstoy","id":"classics-4","title":"Anna Karenina","year":1878},{"author":"Miguel de Cervantes","id":"classics-5","title":"Don Quixote","year":1605},{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},{"author":"Fyodor Dostoevsky","id":"classics-7","title":"The Brothers Karamazov","year":1880},{"author":"Charles Dickens","id":"classics-8","title":"Great Expectations","year":1861}]"#))
  }

  // 7 · dispatched at LibraryFeature/LibraryView.swift:28 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.library(.tapped(try recorded(LibraryModel.Book.self, #"{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847}"#)))) {
    $0.library.destination = .detail(try recorded(LibraryFeature.BookDetail.State.self, #"{"book":{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},"note":""}"#))
  }

  // 8 · dispatched at LibraryFeature/BookDetailView.swift:13 in body
  await store.advance(by: .milliseconds(5))
  store.dispatch(.library(.destination(.presented(.detail(.binding(try recorded(SwiftRex.BindingAction<LibraryFeature.BookDetail.State>.self, #"{"field":"note","value":"Reader, I married him."}"#))))))) {
    $0.library.destination = .detail(try recorded(LibraryFeature.BookDetail.State.self, #"{"book":{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},"note":"Reader, I married him."}"#))
    $0.library.notes = try recorded(Swift.Dictionary<Swift.String, Swift.String>.self, #"{"classics-6":"Reader, I married him."}"#)
  }

  // 9 · dispatched at LibraryFeature/LibraryView.swift:37 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.library(.moreByAuthor("Charlotte Brontë"))) {
    $0.library.destination = nil
    $0.libraryPath = try recorded(SwiftRex.StackState<AppCore.LibraryPage.State>.self, #"{"elements":[{"author":{"books":[{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847}],"name":"Charlotte Brontë"}}],"ids":[{"rawValue":0}],"nextID":1}"#)
  }

  // 10 · dispatched at SwiftRexArchitecture/NavigationStack.swift:80 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.libraryPath(.popFrom(id: 0))) {
    $0.libraryPath = try recorded(SwiftRex.StackState<AppCore.LibraryPage.State>.self, #"{"elements":[],"ids":[],"nextID":1}"#)
  }

  // 11 · dispatched at LibraryFeature/LibraryView.swift:31 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.library(.onAppear)) {
    $0.library.shelf = .loading(previous: try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Jane Austen","id":"classics-1","title":"Pride and Prejudice","year":1813},{"author":"Herman Melville","id":"classics-2","title":"Moby-Dick","year":1851},{"author":"George Eliot","id":"classics-3","title":"Middlemarch","year":1871},{"author":"Leo Tolstoy","id":"classics-4","title":"Anna Karenina","year":1878},{"author":"Miguel de Cervantes","id":"classics-5","title":"Don Quixote","year":1605},{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},{"author":"Fyodor Dostoevsky","id":"classics-7","title":"The Brothers Karamazov","year":1880},{"author":"Charles Dickens","id":"classics-8","title":"Great Expectations","year":1861}]"#))
  }

  // 12 · sent (after 11) by an effect of LibraryFeature/Library.swift:141 in Library
  await store.advance(by: .milliseconds(1))
  store.receive(.library(.loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Jane Austen","id":"classics-1","title":"Pride and Prejudice","year":1813},{"author":"Herman Melville","id":"classics-2","title":"Moby-Dick","year":1851},{"author":"George Eliot","id":"classics-3","title":"Middlemarch","year":1871},{"author":"Leo Tolstoy","id":"classics-4","title":"Anna Karenina","year":1878},{"author":"Miguel de Cervantes","id":"classics-5","title":"Don Quixote","year":1605},{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},{"author":"Fyodor Dostoevsky","id":"classics-7","title":"The Brothers Karamazov","year":1880},{"author":"Charles Dickens","id":"classics-8","title":"Great Expectations","year":1861}]"#)))) {
    $0.library.shelf = .loaded(try recorded(Swift.Array<LibraryModel.Book>.self, #"[{"author":"Jane Austen","id":"classics-1","title":"Pride and Prejudice","year":1813},{"author":"Herman Melville","id":"classics-2","title":"Moby-Dick","year":1851},{"author":"George Eliot","id":"classics-3","title":"Middlemarch","year":1871},{"author":"Leo Tolstoy","id":"classics-4","title":"Anna Karenina","year":1878},{"author":"Miguel de Cervantes","id":"classics-5","title":"Don Quixote","year":1605},{"author":"Charlotte Brontë","id":"classics-6","title":"Jane Eyre","year":1847},{"author":"Fyodor Dostoevsky","id":"classics-7","title":"The Brothers Karamazov","year":1880},{"author":"Charles Dickens","id":"classics-8","title":"Great Expectations","year":1861}]"#))
  }

  // 13 · dispatched at AppCore/RootView.swift:36 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.navigate(.counter)) {
    $0.screen = .counter
  }

  // 14 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.counter(.increment)) {
    $0.counter.count = 1
  }

  // 15 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.counter(.increment)) {
    $0.counter.count = 2
  }

  // 16 · dispatched at CounterFeature/CounterView.swift:13 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.counter(.decrement)) {
    $0.counter.count = 1
  }

  // 17 · dispatched at CounterFeature/CounterView.swift:23 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.counter(.setStep(2))) {
    $0.counter = try recorded(CounterFeature.Counter.State.self, #"{"count":1,"id":0,"isAutoIncrementing":false,"step":{"shared":"value #1","value":2}}"#)
  }

  // 18 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.counter(.increment)) {
    $0.counter.count = 3
  }

  // 19 · dispatched at AppCore/RootView.swift:36 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.navigate(.counters)) {
    $0.screen = .counters
  }

  // 20 · dispatched at AppCore/CountersTab.swift:18 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.addCounter) {
    $0.counters = try recorded(IdentifiedCollections.IdentifiedArray<Swift.Int, CounterFeature.Counter.State>.self, #"[{"count":0,"id":1,"isAutoIncrementing":false,"step":{"shared":"value #1","value":2}}]"#)
    $0.selectedCounterID = 1
    $0.nextCounterID = 2
  }

  // 21 · dispatched at AppCore/CountersTab.swift:18 in body
  await store.advance(by: .milliseconds(3))
  store.dispatch(.addCounter) {
    $0.counters = try recorded(IdentifiedCollections.IdentifiedArray<Swift.Int, CounterFeature.Counter.State>.self, #"[{"count":0,"id":1,"isAutoIncrementing":false,"step":{"shared":"value #1","value":2}},{"count":0,"id":2,"isAutoIncrementing":false,"step":{"shared":"value #1","value":2}}]"#)
    $0.selectedCounterID = 2
    $0.nextCounterID = 3
  }

  // 22 · dispatched at AppCore/RootView.swift:36 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.navigate(.hero)) {
    $0.screen = .hero
  }

  // 23 · dispatched at AppCore/RootView.swift:129 in heroScreen
  await store.advance(by: .milliseconds(1))
  store.dispatch(.showHero) {
    $0.destination = .heroDetail(try recorded(HeroDetailsFeature.HeroDetails.State.self, #"{"aliases":["Superman","Man of Steel"],"codename":"Kryptonian","isRetired":false,"powers":["flight","heat vision"]}"#))
  }

  // 24 · dispatched at HeroDetailsFeature/RetirementToggleView.swift:10 in body
  await store.advance(by: .milliseconds(4))
  store.dispatch(.destination(.presented(.heroDetail(.binding(try recorded(SwiftRex.BindingAction<HeroDetailsFeature.HeroDetails.State>.self, #"{"field":"isRetired","value":true}"#)))))) {
    $0.destination = .heroDetail(try recorded(HeroDetailsFeature.HeroDetails.State.self, #"{"aliases":["Superman","Man of Steel"],"codename":"Kryptonian","isRetired":true,"powers":["flight","heat vision"]}"#))
  }

  // 25 · dispatched at HeroDetailsFeature/HeroDetailsView.swift:12 in body
  await store.advance(by: .milliseconds(2))
  store.dispatch(.destination(.presented(.heroDetail(.done))))

  // 26 · sent at once (after 25) by an effect of HeroDetailsFeature/HeroDetails.swift:80 in behavior()
  store.receive(.destination(.dismiss)) {
    $0.destination = nil
  }

  // 27 · dispatched at AppCore/RootView.swift:36 in body
  store.dispatch(.navigate(.counters)) {
    $0.screen = .counters
  }

  // 28 · dispatched at AppCore/CountersTab.swift:33 in selection
  await store.advance(by: .milliseconds(2))
  store.dispatch(.selectCounter(1)) {
    $0.selectedCounterID = 1
  }

  // 29 · dispatched at CounterFeature/CounterView.swift:12 in body
  await store.advance(by: .milliseconds(1))
  store.dispatch(.counterRow(ElementAction(id: 1, action: .increment))) {
    $0.counters[id: 1]?.count = 2
  }

  // 30 · dispatched at AppCore/CountersTab.swift:41 in sortOrder
  await store.advance(by: .milliseconds(2))
  store.dispatch(.sortCounters(try recorded(AppCore.CounterSortOrder.self, #"{"column":"count","isAscending":true}"#))) {
    $0.counterSortOrder.column = .count
  }

  // 31 · dispatched at AppCore/CountersTab.swift:53 in selectedCounter
  await store.advance(by: .milliseconds(1))
  store.dispatch(.askToRemoveCounter(1)) {
    $0.destination = .counterRemoval(try recorded(SwiftRex.ConfirmationDialogState<AppCore.CounterRemovalAction>.self, #"{"buttons":[{"action":{"remove":{"_0":1}},"label":{"string":"Remove"},"role":{"destructive":{}}},{"label":{"string":"Cancel"},"role":{"cancel":{}}}],"title":{"string":"Remove counter #1?"},"titleVisibility":{"visible":{}}}"#))
  }

  // 32 · dispatched at SwiftRexArchitecture/View+DestinationCase.swift:115 in caseModalBox(store:scope:state:action:content:)
  await store.advance(by: .milliseconds(2))
  store.dispatch(.destination(.presented(.counterRemoval(.remove(1))))) {
    $0.destination = nil
    $0.counters = try recorded(IdentifiedCollections.IdentifiedArray<Swift.Int, CounterFeature.Counter.State>.self, #"[{"count":0,"id":2,"isAutoIncrementing":false,"step":{"shared":"value #1","value":2}}]"#)
    $0.selectedCounterID = nil
  }

  await store.finish()
}

/// A recorded value that has no literal form, read back from the JSON the recording holds.
private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}
