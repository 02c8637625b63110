// The code of the "Getting started" article (SwiftRex.docc), compiled and run here so that the
// article cannot rot: Scripts/check-doc-snippets.py fails when the article's blocks differ from
// the regions between `// snippet:` and `// snippet-end`.
import SwiftRexTesting
import Testing

// snippet: getting-started-domain
enum Counter {
  struct State: Equatable, Sendable {
    var count = 0
  }

  @Prisms
  enum Action: Sendable {
    case increment
    case decrement
    case reset
  }

  static let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .reset: state.count = 0
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Getting started")
struct GettingStartedSnippetTests {
  @Test func theStoreRunsTheLoop() {
    // snippet: getting-started-store
    let store = Store(initial: Counter.State(), behavior: Counter.behavior)
    store.dispatch(.increment)
    store.dispatch(.increment)
    store.dispatch(.decrement)
    // store.state.count is now 1
    // snippet-end
    #expect(store.state.count == 1)
  }

  // snippet: getting-started-test
  @Test func incrementThenReset() async {
    let store = TestStore(initial: Counter.State(), behavior: Counter.behavior)
    store.dispatch(.increment) { $0.count = 1 }
    store.dispatch(.increment) { $0.count = 2 }
    store.dispatch(.reset) { $0.count = 0 }
    await store.finish()
  }
  // snippet-end
}
