import SwiftRex

// Hand-written optics on purpose: the core must work without the macros too.

enum CounterAction: Equatable, Sendable {
  case increment
  case decrement
  case add(Int)
  case reset
}

struct CounterState: Equatable, Sendable {
  var count = 0
}

let counterBehavior = Behavior<CounterAction, CounterState, Void> { action, _ in
  switch action {
  case .increment: .reduce { $0.count += 1 }
  case .decrement: .reduce { $0.count -= 1 }
  case .add(let amount): .reduce { $0.count += amount }
  case .reset: .reduce { $0.count = 0 }
  }
}

enum ParentAction: Equatable, Sendable, HasCasePrisms {
  case counter(CounterAction)
  case optionalCounter(CounterAction)
  case element(ElementAction<Int, CounterAction>)
  case other

  var counter: CounterAction? {
    if case .counter(let action) = self { return action }
    return nil
  }
  var optionalCounter: CounterAction? {
    if case .optionalCounter(let action) = self { return action }
    return nil
  }
  var element: ElementAction<Int, CounterAction>? {
    if case .element(let action) = self { return action }
    return nil
  }

  static let counterPrism = Prism<ParentAction, CounterAction>(
    preview: { $0.counter }, review: { .counter($0) })
  static let optionalPrism = Prism<ParentAction, CounterAction>(
    preview: { $0.optionalCounter }, review: { .optionalCounter($0) })
  static let elementPrism = Prism<ParentAction, ElementAction<Int, CounterAction>>(
    preview: { $0.element }, review: { .element($0) })

  static var casePrisms: CasePrismTable<ParentAction> {
    var table = CasePrismTable<ParentAction>()
    table.add(\.counter, counterPrism)
    table.add(\.optionalCounter, optionalPrism)
    table.add(\.element, elementPrism)
    return table
  }
}

struct Row: Identifiable, Equatable, Sendable {
  var id: Int
  var counter = CounterState()
  var numbers: [Int] = []
}

/// The element behaviour: a counter that lives in a row.
let rowBehavior: Behavior<CounterAction, Row, Void> = counterBehavior.lift(
  Relay.Empty.action(Prism<CounterAction, CounterAction>.identity).state(\Row.counter)
)

struct ParentState: Equatable, Sendable {
  var counter = CounterState()
  var optionalCounter: CounterState?
  var rows: IdentifiedArrayOf<Row> = []
  var big: [Int] = []
  var optionalNumbers: [Int]?
  var log: [String] = []
}

struct ParentEnvironment: Sendable {
  var counterEnvironment: Int = 7
}
