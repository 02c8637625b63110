import Foundation
import SwiftRex
import SwiftRexPersistence
import Testing

@MainActor
@Suite struct StatePersisterTests {
  /// Another session saved between this one's read and its save (see FileStorage's own test).
  @Test func aPersisterReportsTheKeptChangeAndCountsItsSave() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Int>(storage: FileStorage(url: url), delay: .zero) { problems.append($0) }
    #expect(persister.load() == nil)
    try FileStorage(url: url).save(Data("another session's".utf8))
    let store = Store(
      initial: 1, behavior: Behavior<Int, Int, Void>.reduce { action, state in state = action },
      environment: ())
    persister.attach(to: store) { $0 }
    #expect(persister.saveCount == 1)
    #expect(problems.count == 1)
    #expect(problems.first?.description.contains("Another session changed the saved state") == true)
    store.dispatch(2)
    #expect(persister.saveCount == 2)
    #expect(problems.count == 1)
  }

  struct Saved: Codable, Equatable {
    var count: Int
  }

  enum Action {
    case increment
    case touchOther
  }

  struct State: Equatable {
    var count = 0
    var other = 0
  }

  let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .increment: state.count += 1
    case .touchOther: state.other += 1
    }
  }

  func makeStore(count: Int = 0) -> Store<Action, State, Void> {
    Store(initial: State(count: count), behavior: behavior, environment: ())
  }

  func envelope(_ count: Int, version: Int = 1) -> Data {
    Data(#"{"value":{"count":\#(count)},"version":\#(version)}"#.utf8)
  }

  func saved(in storage: InMemoryStorage) throws -> Saved? {
    try storage.data.map { data in
      let json = try JSONSerialization.jsonObject(with: data)
      let object = try #require(json as? [String: Any])
      #expect(object["version"] as? Int == 1)
      let value = try #require(object["value"] as? [String: Any])
      let count = try #require(value["count"] as? Int)
      return Saved(count: count)
    }
  }

  @Test func aStorageWithNothingLoadsNothingAndReportsNothing() {
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Saved>(storage: InMemoryStorage()) { problems.append($0) }
    #expect(persister.load() == nil)
    #expect(problems.isEmpty)
  }

  @Test func whatWasSavedLoadsBack() throws {
    let storage = InMemoryStorage()
    let first = StatePersister<Saved>(storage: storage, delay: .zero) { Issue.record("\($0)") }
    let store = makeStore()
    first.attach(to: store) { Saved(count: $0.count) }
    store.dispatch(.increment)
    store.dispatch(.increment)
    first.detach()
    let second = StatePersister<Saved>(storage: storage) { Issue.record("\($0)") }
    #expect(second.load() == Saved(count: 2))
  }

  @Test func withoutADelayEveryChangeOfThePartIsWrittenAndNothingElse() throws {
    let storage = InMemoryStorage(envelope(5))
    let persister = StatePersister<Saved>(storage: storage, delay: .zero) { Issue.record("\($0)") }
    let loaded = try #require(persister.load())
    let store = makeStore(count: loaded.count)
    persister.attach(to: store) { Saved(count: $0.count) }
    // The store holds what was loaded: nothing to write.
    #expect(persister.saveCount == 0)
    store.dispatch(.touchOther)
    #expect(persister.saveCount == 0)
    store.dispatch(.increment)
    #expect(persister.saveCount == 1)
    #expect(try saved(in: storage) == Saved(count: 6))
  }

  @Test func aStoreThatDiffersFromWhatWasLoadedIsWrittenWhenAttached() throws {
    let storage = InMemoryStorage()
    let persister = StatePersister<Saved>(storage: storage, delay: .zero) { Issue.record("\($0)") }
    #expect(persister.load() == nil)
    persister.attach(to: makeStore(count: 3)) { Saved(count: $0.count) }
    #expect(try saved(in: storage) == Saved(count: 3))
  }

  @Test func changesWithinTheDelayAreWrittenOnceByFlush() throws {
    let storage = InMemoryStorage(envelope(0))
    // A delay no test waits for: only flush writes.
    let persister = StatePersister<Saved>(storage: storage, delay: .seconds(3_600)) { Issue.record("\($0)") }
    _ = persister.load()
    let store = makeStore()
    persister.attach(to: store) { Saved(count: $0.count) }
    for _ in 0..<100 { store.dispatch(.increment) }
    #expect(persister.saveCount == 0)
    #expect(try saved(in: storage) == Saved(count: 0))
    persister.flush()
    #expect(persister.saveCount == 1)
    #expect(try saved(in: storage) == Saved(count: 100))
    persister.flush()
    #expect(persister.saveCount == 1)
  }

  @Test func aChangeUndoneWithinTheDelayWritesNothing() {
    let storage = InMemoryStorage(envelope(1))
    let persister = StatePersister<Saved>(storage: storage, delay: .seconds(3_600)) { Issue.record("\($0)") }
    _ = persister.load()
    var part = Saved(count: 1)
    let store = makeStore(count: 1)
    persister.attach(to: store) { _ in part }
    part = Saved(count: 2)
    store.dispatch(.touchOther)
    part = Saved(count: 1)
    store.dispatch(.touchOther)
    persister.detach()
    #expect(persister.saveCount == 0)
  }

  @Test func detachingAndReleasingWriteWhatIsWaiting() throws {
    let storage = InMemoryStorage()
    let store = makeStore()
    do {
      let persister = StatePersister<Saved>(storage: storage, delay: .seconds(3_600)) {
        Issue.record("\($0)")
      }
      persister.attach(to: store) { Saved(count: $0.count) }
      store.dispatch(.increment)
      #expect(storage.data == nil)
    }
    #expect(try saved(in: storage) == Saved(count: 1))
  }

  @Test func theDelayEndsInAWrite() async throws {
    let storage = InMemoryStorage()
    let persister = StatePersister<Saved>(storage: storage, delay: .milliseconds(1)) { Issue.record("\($0)") }
    let store = makeStore()
    persister.attach(to: store) { Saved(count: $0.count) }
    store.dispatch(.increment)
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while storage.data == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
    #expect(try saved(in: storage) == Saved(count: 1))
    #expect(persister.saveCount == 1)
  }

  @Test(arguments: [
    ("not json at all", "damaged, or not a saved state"),
    (#"{"value":{"count":1}"#, "damaged, or not a saved state"),
    (#"{"value":{"cuont":1},"version":1}"#, "does not hold the expected values"),
    (#"{"value":{"count":1},"version":2}"#, "newer version"),
    (#"{"value":{"count":1},"version":0}"#, "old format"),
  ])
  func anUnusableBlobIsSetAsideAndReportedOnce(blob: String, reason: String) throws {
    let storage = InMemoryStorage(Data(blob.utf8))
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Saved>(storage: storage, delay: .zero) { problems.append($0) }
    #expect(persister.load() == nil)
    #expect(storage.setAsideData == [Data(blob.utf8)])
    #expect(problems.count == 1)
    #expect(problems.first?.description.contains(reason) == true, "\(problems)")
    // The app goes on from its defaults and saves them, over nothing.
    persister.attach(to: makeStore(count: 4)) { Saved(count: $0.count) }
    #expect(try saved(in: storage) == Saved(count: 4))
    #expect(problems.count == 1)
  }

  @Test func aStorageThatCannotBeReadIsNeverWrittenOver() {
    let storage = FailingStorage(failsToLoad: true)
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Saved>(storage: storage, delay: .zero) { problems.append($0) }
    #expect(persister.load() == nil)
    let store = makeStore()
    persister.attach(to: store) { Saved(count: $0.count) }
    store.dispatch(.increment)
    persister.detach()
    #expect(storage.saveAttempts == 0)
    #expect(problems == [.unreadable(location: "nowhere", reason: "it is locked")])
  }

  @Test func aFailingSaveIsReportedOnceUntilOneSucceeds() {
    let storage = FailingStorage(failsToLoad: false)
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Saved>(storage: storage, delay: .zero) { problems.append($0) }
    let store = makeStore()
    persister.attach(to: store) { Saved(count: $0.count) }
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(storage.saveAttempts == 3)
    #expect(problems == [.unwritable(location: "nowhere", reason: "the disk is full")])
    storage.failsToSave = false
    store.dispatch(.increment)
    storage.failsToSave = true
    store.dispatch(.increment)
    #expect(problems.count == 2)
    #expect(persister.saveCount == 1)
  }
}

/// A storage whose reads or saves fail, counting the saves tried.
final class FailingStorage: PersistenceStorage, @unchecked Sendable {
  // Sendable in practice: the tests that use it run on the main actor only.
  let failsToLoad: Bool
  var failsToSave = true
  var saveAttempts = 0

  init(failsToLoad: Bool) { self.failsToLoad = failsToLoad }

  var location: String { "nowhere" }

  func load() throws(PersistenceProblem) -> Data? {
    if failsToLoad { throw .unreadable(location: location, reason: "it is locked") }
    return nil
  }

  func save(_ data: Data) throws(PersistenceProblem) {
    saveAttempts += 1
    if failsToSave { throw .unwritable(location: location, reason: "the disk is full") }
  }

  func setAside() throws(PersistenceProblem) -> String { "nowhere else" }
}
