// The code of the "Persisted state" article (SwiftRexPersistence.docc), compiled and run here;
// Scripts/check-doc-snippets.py keeps the article identical to these regions.
import Foundation
import SwiftRex
import SwiftRexPersistence
import Testing

// snippet: persisted-state-feature
enum Player {
  struct State: Equatable {
    var volume = 5
    var isPlaying = false
  }

  enum Action {
    case louder
    case play
  }

  static let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .louder: state.volume += 1
    case .play: state.isPlaying = true
    }
  }
}
// snippet-end

// snippet: persisted-state-part
/// What outlives the process: the volume, not whether something was playing.
struct Settings: Codable, Equatable {
  var volume: Int
}
// snippet-end

@MainActor
@Suite struct PersistedStateSnippets {
  @Test func theAppSeedsItsStoreAndSavesAsItGoes() throws {
    let folder = try TemporaryFolder()
    let stateFile = folder.file("state.json")
    var problems: [PersistenceProblem] = []
    func report(_ problem: PersistenceProblem) { problems.append(problem) }
    for run in 1...2 {
      // snippet: persisted-state-attach
      let persister = StatePersister<Settings>(storage: FileStorage(url: stateFile)) { problem in
        report(problem)  // each problem once: a file set aside, a save that failed
      }
      var initial = Player.State()
      if let saved = persister.load() { initial.volume = saved.volume }
      let store = Store(initial: initial, behavior: Player.behavior, environment: ())
      persister.attach(to: store) { Settings(volume: $0.volume) }

      store.dispatch(.louder)
      store.dispatch(.play)
      // … and when the app quits, what waits for the end of the delay is saved now:
      persister.detach()
      // snippet-end
      #expect(store.state.volume == 5 + run)
    }
    #expect(problems.isEmpty)
    #expect(try String(contentsOf: stateFile, encoding: .utf8) == #"{"value":{"volume":7},"version":1}"#)
  }

  @Test func testsKeepTheStateInMemory() {
    // snippet: persisted-state-in-memory
    let storage = InMemoryStorage(Data(#"{"value":{"volume":9},"version":1}"#.utf8))
    let persister = StatePersister<Settings>(storage: storage, delay: .zero) { Issue.record("\($0)") }
    #expect(persister.load() == Settings(volume: 9))

    let store = Store(initial: Player.State(volume: 9), behavior: Player.behavior, environment: ())
    persister.attach(to: store) { Settings(volume: $0.volume) }
    store.dispatch(.play)  // the volume did not change: nothing is written
    #expect(persister.saveCount == 0)
    store.dispatch(.louder)  // with no delay, written at once
    #expect(storage.data == Data(#"{"value":{"volume":10},"version":1}"#.utf8))
    // snippet-end
  }

  @Test func anUnusableFileIsSetAsideAndReported() throws {
    let folder = try TemporaryFolder()
    let stateFile = folder.file("state.json")
    try Data("{ not json".utf8).write(to: stateFile)
    // snippet: persisted-state-set-aside
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<Settings>(storage: FileStorage(url: stateFile)) { problems.append($0) }
    #expect(persister.load() == nil)  // start from the defaults…
    #expect(problems.count == 1)  // …say so once…
    #expect(try folder.names().contains { $0.hasPrefix("state.json.corrupt-") })  // …and keep the file
    // snippet-end
    let aside = try #require(try folder.names().first { $0.hasPrefix("state.json.corrupt-") })
    #expect(try Data(contentsOf: folder.file(aside)) == Data("{ not json".utf8))
    #expect(problems.first?.description.contains(aside) == true)
  }
}
