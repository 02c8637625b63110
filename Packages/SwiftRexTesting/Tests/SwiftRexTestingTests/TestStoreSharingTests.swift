import Foundation
import IdentifiedCollections
import SwiftRexSharing
import SwiftRexTesting
import Testing

/// Shared values (`@Shared`) under the TestStore: fresh per test, asserted like state.
@MainActor
@Suite("TestStore and shared values")
struct TestStoreSharingTests {
  // Two features of one app that both hold the counters.
  struct Counters: Equatable {
    @Shared(.inMemory("counters")) var counts: [Int] = []
  }

  struct Totals: Equatable {
    @Shared(.inMemory("counters")) var counts: [Int] = []
    var label = "total"
  }

  struct App: Equatable {
    var counters = Counters()
    var totals = Totals()
  }

  enum Action: Equatable {
    case add(Int)
    case rename(String)
    case addLater(Int)
  }

  static let behavior = Behavior<Action, App, Void> { action, _ in
    switch action {
    case .add(let count): .reduce { $0.counters.counts.append(count) }
    case .rename(let label): .reduce { $0.totals.label = label }
    case .addLater(let count): .produce { _ in .just(.add(count)) }
    }
  }

  @Test func twoFeaturesHoldingOneKeySeeAWriteInTheSameReduction() async {
    let log = FailureLog()
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    store.failureReporter = log.reporter
    store.dispatch(.add(3)) { $0.counters.counts = [3] }
    #expect(store.state.totals.counts == [3])
    #expect(log.failures.isEmpty)
    await store.finish()
  }

  /// A state whose one field is shared, as a recording holds it.
  struct Stepped: Codable, Equatable {
    @Shared(.inMemory("step")) var step = 1
  }

  static let stepping = Behavior<Int, Stepped, Void> { step, _ in .reduce { $0.step = step } }

  // What a test exported from a recording does: the expectation assigns a state decoded from
  // its JSON, whose shared values carry their ids.
  @Test func anExpectationAssigningADecodedStateExpectsTheSharedValuesItHolds() async throws {
    let log = FailureLog()
    let store = TestStore(initial: Stepped(), behavior: Self.stepping, environment: ())
    store.failureReporter = log.reporter
    func decoded(_ value: Int) throws -> Stepped {
      try JSONDecoder().decode(
        Stepped.self, from: Data(#"{"step":{"shared":"memory:step","value":\#(value)}}"#.utf8))
    }
    store.dispatch(2) { $0 = try decoded(2) }
    #expect(log.failures.isEmpty, "\(log.messages)")
    #expect(store.state.step == 2)
    store.dispatch(3) { $0 = try decoded(5) }
    #expect(log.kinds == [.stateMismatch])
    #expect(log.messages.first?.hasPrefix("The shared value memory:step after dispatching 3") == true)
    await store.finish()
  }

  @Test func anUnassertedSharedChangeFailsNamingTheKey() async {
    let log = FailureLog()
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    store.failureReporter = log.reporter
    store.dispatch(.add(3)) { _ in }
    #expect(log.kinds == [.stateMismatch])
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("The shared value memory:counters after dispatching .add(3) is not what"))
    #expect(message.contains("− ") && message.contains("+ "))

    store.dispatch(.add(4))
    #expect(log.kinds == [.stateMismatch, .unexpectedStateChange])
    #expect(
      log.messages.last?.hasPrefix("Dispatching .add(4) changed the shared value memory:counters") == true)
    await store.finish()
  }

  @Test func aWrongExpectationOfASharedValueFailsWithADiff() async {
    let log = FailureLog()
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    store.failureReporter = log.reporter
    store.dispatch(.add(3)) { $0.totals.counts = [4] }
    #expect(log.kinds == [.stateMismatch])
    #expect(log.messages.first?.contains("memory:counters") == true)
    #expect(store.state.counters.counts == [3], "the expectation changed a copy, not the shared value")
    await store.finish()
  }

  @Test func aNonExhaustiveTestComparesOnlyTheSharedValuesItSets() async {
    let log = FailureLog()
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: (), exhaustive: false)
    store.failureReporter = log.reporter
    store.dispatch(.add(3))
    store.dispatch(.add(4)) { $0.counters.counts = [3, 4] }
    store.dispatch(.add(5)) { $0.counters.counts = [5] }
    #expect(log.kinds == [.stateMismatch])
    await store.finish()
  }

  @Test func aSharedChangeFromAReceivedActionIsAssertedInReceive() async {
    let log = FailureLog()
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    store.failureReporter = log.reporter
    store.dispatch(.addLater(2))
    store.receive(.add(2)) { $0.counters.counts = [2] }
    store.assert { $0.totals.counts = [2] }
    #expect(log.failures.isEmpty)
    store.assert { $0.totals.counts = [] }
    #expect(log.kinds == [.stateMismatch])
    await store.finish()
  }

  @Test func aSeededValueIsWhereTheTestStarts() async {
    let store = TestStore(
      initial: App(), behavior: Self.behavior, environment: (),
      shared: { $0.seed(.inMemory("counters"), with: [7]) })
    #expect(store.state.totals.counts == [7])
    store.dispatch(.add(1)) { $0.counters.counts = [7, 1] }
    await store.finish()
  }

  @Test func twoTestStoresWithOneKeyDoNotSeeEachOther() async {
    let first = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    let second = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    first.dispatch(.add(1)) { $0.counters.counts = [1] }
    #expect(second.state.counters.counts == [])
    second.dispatch(.add(2)) { $0.counters.counts = [2] }
    #expect(first.state.counters.counts == [1])
    await first.finish()
    await second.finish()
  }

  @Test(arguments: 1...8)
  func testsRunningInParallelWithOneKeyDoNotSeeEachOther(_ number: Int) async {
    let store = TestStore(initial: App(), behavior: Self.behavior, environment: ())
    await Task.yield()  // lets the other arguments' tests interleave
    store.dispatch(.add(number)) { $0.counters.counts = [number] }
    await Task.yield()
    #expect(store.state.totals.counts == [number])
    await store.finish()
  }

  // MARK: - A detail on a stack editing an element of a shared list

  struct Book: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
  }

  enum Detail {
    struct State: Equatable {
      @Shared var book: Book
    }

    enum Action: Equatable {
      case rename(String)
    }

    static let behavior = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .rename(let title): .reduce { $0.book.title = title }
      }
    }
  }

  enum Shelf {
    struct State: Equatable {
      @Shared(.inMemory("books")) var books: IdentifiedArrayOf<Book> = []
      var path = StackState<Detail.State>()
    }

    @Prisms
    enum Action: Equatable {
      case open(Int)
      case path(StackAction<Detail.State, Detail.Action>)
    }

    static let behavior = Behavior<Action, State, Void>.combine(
      Behavior { action, _ in
        switch action {
        case .open(let id):
          .reduce { state in
            guard let book = state.$books[id: id] else { return }
            state.path.append(Detail.State(book: book))
          }
        case .path: .doNothing
        }
      },
      Detail.behavior.lift(.action(\.path).stack(\.path))
    )
  }

  @Test func aDetailOnAStackEditsAnElementOfASharedListAndTheListShowsIt() async throws {
    let store = TestStore(
      initial: Shelf.State(), behavior: Shelf.behavior, environment: (),
      shared: {
        let books: IdentifiedArrayOf<Book> = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
        $0.seed(.inMemory("books"), with: books)
      })
    store.dispatch(.open(2)) { state in
      if let book = state.$books[id: 2] { state.path.append(Detail.State(book: book)) }
    }
    let detail = try #require(store.state.path.ids.first)
    store.dispatch(.path(.element(id: detail, action: .rename("Persuasion")))) {
      $0.books[id: 2]?.title = "Persuasion"
    }
    #expect(store.state.books[id: 2]?.title == "Persuasion")
    #expect(store.state.path[id: detail]?.book.title == "Persuasion")
    await store.finish()
  }
}
