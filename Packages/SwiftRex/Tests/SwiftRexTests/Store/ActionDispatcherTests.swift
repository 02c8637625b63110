import Testing

@testable import SwiftRex

private struct Tally: Equatable {
  var total = 0
  var lastSequence: [Int: Int] = [:]
  var outOfOrder = 0
}

private enum Sent: Sendable {
  case record(task: Int, sequence: Int)
}

private let tallyBehavior = Behavior<Sent, Tally, Void>.reduce { action, state in
  switch action {
  case .record(let task, let sequence):
    if sequence != (state.lastSequence[task] ?? -1) + 1 { state.outOfOrder += 1 }
    state.lastSequence[task] = sequence
    state.total += 1
  }
}

@MainActor
@Suite("ActionDispatcher")
struct ActionDispatcherTests {
  @Test func eightTasksDispatchingConcurrentlyLoseNothingAndKeepTheirOrder() async {
    let store = Store(initial: Tally(), behavior: tallyBehavior)
    let dispatcher = store.dispatcher
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for sequence in 0..<10_000 { dispatcher.dispatch(.record(task: task, sequence: sequence)) }
        }
      }
    }
    await eventually("all 80,000 actions processed") { store.state.total == 80_000 }
    #expect(store.state.total == 80_000)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastSequence == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 9_999) }))
  }

  @Test func dispatchesFromAnyThreadKeepTheirSource() async {
    let lines = Box<[UInt]>([])
    let store = Store(
      initial: Tally(),
      behavior: Behavior<Sent, Tally, Void> { _, context in
        lines.value.append(context.source.line)
        return .reduce { $0.total += 1 }
      })
    let dispatcher = store.dispatcher
    let line = UInt(#line) + 1
    await Task.detached { dispatcher.dispatch(.record(task: 0, sequence: 0)) }.value
    await eventually("processed") { store.state.total == 1 }
    #expect(lines.value == [line])
  }

  @Test func aDispatcherOutlivingItsStoreDropsQuietly() async {
    var store: Store<Sent, Tally, Void>? = Store(initial: Tally(), behavior: tallyBehavior)
    weak let weakStore = store
    let dispatcher = store?.dispatcher
    store = nil
    #expect(weakStore == nil)
    dispatcher?.dispatch(.record(task: 0, sequence: 0))
    for _ in 0..<50 { await Task.yield() }
  }
}
