import Observation
import Testing

@testable import SwiftRex

@MainActor
@Suite("StoreProjection")
struct StoreProjectionTests {
  private func parentStore(_ state: ParentState = ParentState()) -> Store<
    ParentAction, ParentState, ParentEnvironment
  > {
    let behavior = Behavior<ParentAction, ParentState, ParentEnvironment>.combine(
      counterBehavior.lift(.action(\.counter).state(\.counter)),
      counterBehavior.lift(.action(\.optionalCounter).state(\.optionalCounter)),
      .reduce { action, state in
        if action == .other { state.optionalCounter = nil }
      }
    )
    return Store(initial: state, behavior: behavior, environment: ParentEnvironment())
  }

  @Test func aClosureProjectionReadsAndDispatchesThroughTheParent() {
    let store = parentStore()
    let counter = store.projection(action: ParentAction.counter, state: { $0.counter.count })
    counter.dispatch(.increment)
    counter.dispatch(.add(4))
    #expect(counter.state == 5)
    #expect(store.state.counter.count == 5)
  }

  @Test func prismAndCaseKeyPathProjectionsAgreeWithTheClosureOne() {
    let store = parentStore()
    let byPrism = store.projection(action: ParentAction.counterPrism, state: \.counter)
    let byCase = store.projection(action: \.counter, state: \.counter)
    byPrism.dispatch(.increment)
    byCase.dispatch(.increment)
    #expect(byPrism.state == CounterState(count: 2))
    #expect(byCase.state == byPrism.state)
  }

  @Test func dispatchThroughAProjectionKeepsTheOriginalCallSite() {
    let sources = Box<[UInt]>([])
    let store = Store(
      initial: ParentState(),
      behavior: Behavior<ParentAction, ParentState, Void> { _, context in
        sources.value.append(context.source.line)
        return .doNothing
      })
    let projection = store.projection(action: ParentAction.counter, state: { $0.counter })
    let nested = projection.projection(state: { $0.count })
    let line = UInt(#line) + 1
    nested.dispatch(.increment)
    #expect(sources.value == [line])
  }

  @Test func projectionsAreObservableThroughTheRoot() {
    let store = parentStore()
    let counter = store.projection(action: ParentAction.counter, state: { $0.counter.count })
    let fired = Box(0)
    withObservationTracking {
      _ = counter.state
    } onChange: {
      fired.value += 1
    }
    store.dispatch(.counter(.increment))
    #expect(fired.value == 1)
    let seen = Box<[Int]>([])
    let subscription = counter.subscribe { seen.value.append($0) }
    store.dispatch(.counter(.increment))
    #expect(seen.value == [2])
    subscription.cancel()
  }

  @Test func withStateReadsAProjectionWithoutObservingTheRoot() throws {
    let store = parentStore(ParentState(optionalCounter: CounterState(count: 3)))
    let counter = store.projection(action: ParentAction.counter, state: { $0.counter.count })
    let optional = try #require(
      store.projection(action: ParentAction.optionalCounter, state: { $0.optionalCounter }).transpose())
    let fired = Box(0)
    let reads = withObservationTracking {
      (counter.withState { $0 }, optional.withState(\.count))
    } onChange: {
      fired.value += 1
    }
    #expect(reads.0 == 0 && reads.1 == 3)
    store.dispatch(.counter(.increment))
    store.dispatch(.optionalCounter(.increment))
    #expect(fired.value == 0)
    #expect(counter.withState { $0 } == 1)
    #expect(optional.withState(\.count) == 4)
    // Gone, a transposed projection still shows the last value it read, unobserved as observed.
    store.dispatch(.other)
    #expect(optional.withState(\.count) == 4)
    #expect(optional.state.count == 4)
  }

  @Test func aProjectionMadeFromClosuresObservesWhatItsReadObserves() {
    let store = parentStore()
    let counter = StoreProjection<Int, CounterAction>(
      state: { store.state.counter.count }, dispatch: { store.dispatch($0.map(ParentAction.counter)) },
      subscribe: { observer in store.subscribe { observer($0.counter.count) } })
    let fired = Box(0)
    withObservationTracking {
      _ = counter.withState { $0 }
    } onChange: {
      fired.value += 1
    }
    store.dispatch(.counter(.increment))
    #expect(fired.value == 1)
  }

  @Test func transposeIsNilWhileTheStateIsNil() {
    let store = parentStore()
    #expect(
      store.projection(action: ParentAction.optionalCounter, state: { $0.optionalCounter }).transpose() == nil
    )
  }

  @Test func aTransposedProjectionSurvivesItsStateBecomingNil() {
    let store = parentStore(ParentState(optionalCounter: CounterState(count: 1)))
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(warnings.record) {
      guard
        let child = store.projection(action: ParentAction.optionalCounter, state: { $0.optionalCounter })
          .transpose()
      else {
        Issue.record("expected a projection while the state exists")
        return
      }
      let seen = Box<[Int]>([])
      let subscription = child.subscribe { seen.value.append($0.count) }
      child.dispatch(.increment)
      #expect(child.state.count == 2)
      // The parent clears the optional state behind the child's back.
      store.dispatch(.other)
      #expect(store.state.optionalCounter == nil)
      #expect(child.state.count == 2)  // the last value it saw; no crash
      child.dispatch(.increment)  // reaches the parent, which reports and ignores it
      #expect(seen.value == [2])
      subscription.cancel()
    }
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("optionalCounter") == true)
  }
}
