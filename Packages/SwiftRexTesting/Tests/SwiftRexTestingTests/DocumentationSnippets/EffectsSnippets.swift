// The code of the "Effects and scheduling" article (SwiftRex.docc), compiled and run here; see
// GettingStartedSnippets.swift for how the article is kept identical to it.
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

// snippet: effects-domain
enum Search {
  struct State: Equatable, Sendable {
    var query = ""
    var results: [String] = []
  }

  @Prisms
  enum Action: Sendable {
    case queryChanged(String)
    case resultsArrived([String])
    case cancelTapped
  }

  struct Environment: Sendable {
    var search: @Sendable (String) async -> [String]
  }
}
// snippet-end

// snippet: effects-behavior
extension Search {
  enum EffectID: Hashable, Sendable { case search }

  static let behavior = Behavior<Action, State, Environment> { action, _ in
    switch action {
    case .queryChanged(let query):
      .reduce { $0.query = query }
        .produce { context in
          let search = context.environment.search
          return Effect.task { .resultsArrived(await search(query)) }
            .debounce(id: EffectID.search, for: .milliseconds(300))
        }
    case .resultsArrived(let results):
      .reduce { $0.results = results }
    case .cancelTapped:
      .produce { _ in .cancel(id: EffectID.search) }
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Effects and scheduling")
struct EffectsSnippetTests {
  // snippet: effects-test
  @Test func onlyTheLastQueryIsSearched() async {
    let store = TestStore(
      initial: Search.State(),
      behavior: Search.behavior,
      environment: Search.Environment(search: { query in ["\(query)ne"] }))

    store.dispatch(.queryChanged("d")) { $0.query = "d" }
    await store.advance(by: .milliseconds(100))
    store.dispatch(.queryChanged("du")) { $0.query = "du" }
    await store.advance(by: .milliseconds(300))
    store.receive(\.resultsArrived) { results, state in state.results = ["dune"] }
    await store.finish()
  }
  // snippet-end

  @Test func cancellingDropsThePendingSearch() async {
    let store = TestStore(
      initial: Search.State(),
      behavior: Search.behavior,
      environment: Search.Environment(search: { query in [query] }))
    store.dispatch(.queryChanged("du")) { $0.query = "du" }
    store.dispatch(.cancelTapped)
    await store.advance(by: .seconds(1))
    await store.finish()
    #expect(store.state.results.isEmpty)
  }
}
