import SwiftRex

/// E: an action addressed by id to one of N counters held in an `IdentifiedArray` and routed
/// with `liftCollection`, next to its raw baselines at the same N (linear search, dictionary),
/// all visiting the ids in the same fixed pseudo-random order.
@MainActor
enum CollectionWorkloads {
  /// The sizes measured, with their short names.
  static let sizes: [(name: String, elements: Int)] = [
    ("E1k", 1_000), ("E100k", 100_000), ("E1M", 1_000_000),
  ]

  static func all(_ scale: Scale) -> [Workload] {
    sizes.flatMap { size in
      let actions = scale.count(1_000_000, quick: 10_000)
      // A linear search costs O(N) per action; fewer actions keep it to about a second a run.
      let linearActions = max(scale.count(200_000_000, quick: 2_000_000) / size.elements, 10)
      return [
        RawBaselines.linearSearch(
          name: size.name, elements: size.elements, actions: min(actions, linearActions)),
        RawBaselines.dictionary(name: size.name, elements: size.elements, actions: actions),
        byID(size.name, elements: size.elements, actions: actions),
      ]
    }
  }

  /// The app of workload E: the counter feature lifted over a collection.
  static let behavior: Behavior<CounterListAction, CounterListState, Void> =
    counterBehavior(of: CounterElement.self)
    .liftCollection(action: CounterListAction.prism.counter, stateContainer: \CounterListState.counters)

  /// A fresh store of `elements` counters with ids `0..<elements`.
  static func store(elements: Int) -> Store<CounterListAction, CounterListState, Void> {
    let counters = IdentifiedArrayOf<CounterElement>(
      uniqueElements: (0..<elements).map { CounterElement(id: $0) })
    return Store(initial: CounterListState(counters: counters), behavior: behavior)
  }

  static func byID(_ name: String, elements: Int, actions: Int) -> Workload {
    Workload(
      name, "action by id to 1 of \(elements) elements (liftCollection, IdentifiedArray), read it back",
      actions: actions, baselines: ["A-raw", "\(name)-dict"]
    ) {
      let order = SplitMix64.visitOrder(count: actions, among: elements)
      let store = store(elements: elements)
      let hole = Blackhole()
      return Trial {
        for id in order {
          store.dispatch(.counter(ElementAction(id: id, action: .increment)))
          hole.consume(store.state.counters[id: id]?.count ?? -1)
        }
      } verify: { expect in
        verifyVisits(store.state.counters, order: order, elements: elements, &expect)
        expect.expect(hole.reads, equals: actions, "reads")
      }
    }
  }

  /// Every element counts exactly the visits the order made to it, and order is untouched.
  static func verifyVisits(
    _ counters: IdentifiedArrayOf<CounterElement>, order: [Int], elements: Int, _ expect: inout Expectations
  ) {
    let visits = SplitMix64.visits(order, among: elements)
    expect.expect(counters.count, equals: elements, "element count")
    var offset = 0
    for element in counters {
      if element.id != offset || element.count != visits[offset] {
        expect.expect(
          false, "element at \(offset): id \(element.id), count \(element.count), visits \(visits[offset])")
        return
      }
      offset += 1
    }
  }
}

/// The app action of workload E: an action for one counter, by id.
@Prisms
enum CounterListAction: Sendable {
  case counter(ElementAction<Int, CounterAction>)
}

/// The app state of workload E: the counters, by id.
struct CounterListState: Sendable {
  var counters: IdentifiedArrayOf<CounterElement>
}
