import Testing

@testable import SwiftRex

/// What happens to a child's running effect when, in one reduction, the child's state is removed
/// and a new one is put in its place (issue #15, item 8). The rule: a child is identified by where
/// it lives and, when its state is `Identifiable`, by its `id` — never by the value's history.
private struct Sheet: Identifiable, Equatable, Sendable {
  var id: Int
  var received: [Int] = []
}

/// Not `Identifiable`: an optional slice of this type is one child whenever it is non-nil.
private struct Panel: Equatable, Sendable {
  var received: [Int] = []
}

private enum GuestAction: Equatable, Sendable {
  case start
  case arrived(Int)
}

private enum HostAction: Equatable, Sendable {
  case sheet(GuestAction)
  case panel(GuestAction)
  case row(ElementAction<Int, GuestAction>)
  case replaceSheet(id: Int)
  case replacePanel
  case readdRow(Int)
  case removeRow(Int)
  case addRow(Int)

  static let sheetPrism = Prism<HostAction, GuestAction>(
    preview: { if case .sheet(let a) = $0 { a } else { nil } }, review: { .sheet($0) })
  static let panelPrism = Prism<HostAction, GuestAction>(
    preview: { if case .panel(let a) = $0 { a } else { nil } }, review: { .panel($0) })
  static let rowPrism = Prism<HostAction, ElementAction<Int, GuestAction>>(
    preview: { if case .row(let a) = $0 { a } else { nil } }, review: { .row($0) })
}

private struct HostState: Equatable, Sendable {
  var sheet: Sheet? = Sheet(id: 1)
  var panel: Panel? = Panel()
  var rows: IdentifiedArrayOf<Sheet> = [Sheet(id: 1)]
}

/// `start` answers one second later (on the store's clock) with `arrived(1)`.
private func child<State>(_ received: WritableKeyPath<State, [Int]> & Sendable) -> Behavior<
  GuestAction, State, Void
> {
  Behavior { action, _ in
    switch action {
    case .start:
      .produce { _ in
        Effect { send in
          do { try await send.clock.sleep(for: .seconds(1)) } catch { return }
          await send(.arrived(1))
        }
      }
    case .arrived(let value): .reduce { $0[keyPath: received].append(value) }
    }
  }
}

private let hostBehavior = Behavior<HostAction, HostState, Void>.combine(
  child(\Sheet.received).lift(Relay.Empty.action(HostAction.sheetPrism).state(\HostState.sheet)),
  child(\Panel.received).lift(Relay.Empty.action(HostAction.panelPrism).state(\HostState.panel)),
  child(\Sheet.received).liftCollection(action: HostAction.rowPrism, stateContainer: \HostState.rows),
  .reduce { action, state in
    switch action {
    case .replaceSheet(let id):
      state.sheet = nil
      state.sheet = Sheet(id: id)
    case .replacePanel:
      state.panel = nil
      state.panel = Panel()
    case .readdRow(let id):
      state.rows.remove(id: id)
      state.rows.append(Sheet(id: id))
    case .removeRow(let id):
      state.rows.remove(id: id)
    case .addRow(let id):
      state.rows.append(Sheet(id: id))
    case .sheet, .panel, .row:
      break
    }
  }
)

@MainActor
@Suite struct ChildIdentityTests {
  private func started(_ action: HostAction) -> (Store<HostAction, HostState, Void>, ManualClock) {
    let clock = ManualClock()
    let store = Store(initial: HostState(), behavior: hostBehavior, clock: clock)
    store.dispatch(action)
    #expect(store.effectsInFlight == 1)
    return (store, clock)
  }

  /// Lets the child's one-second wait end and its answer arrive (or not).
  private func finish(_ store: Store<HostAction, HostState, Void>, _ clock: ManualClock) async {
    if store.effectsInFlight > 0 {
      await eventually("the effect sleeps on the clock") { clock.sleeperCount == 1 }
      clock.advance(by: .seconds(1))
    }
    await store.effectsFinished()
  }

  @Test func anIdentifiableOptionalChildReplacedByOneWithAnotherIDIsANewChild() async {
    let (store, clock) = started(.sheet(.start))
    store.dispatch(.replaceSheet(id: 2))
    // Cancelled right after the reduction that replaced it: the old sheet's answer never arrives.
    #expect(store.effectsInFlight == 0)
    await finish(store, clock)
    #expect(store.state.sheet == Sheet(id: 2))
  }

  @Test func anIdentifiableOptionalChildReplacedByOneWithTheSameIDIsTheSameChild() async {
    let (store, clock) = started(.sheet(.start))
    store.dispatch(.replaceSheet(id: 1))
    #expect(store.effectsInFlight == 1)
    await finish(store, clock)
    #expect(store.state.sheet == Sheet(id: 1, received: [1]))
  }

  @Test func anOptionalChildThatIsNotIdentifiableIsTheSameChildWhileItExists() async {
    let (store, clock) = started(.panel(.start))
    store.dispatch(.replacePanel)
    #expect(store.effectsInFlight == 1)
    await finish(store, clock)
    #expect(store.state.panel == Panel(received: [1]))
  }

  @Test func anElementRemovedAndReaddedInOneReductionIsTheSameElement() async {
    let (store, clock) = started(.row(ElementAction(id: 1, action: .start)))
    store.dispatch(.readdRow(1))
    #expect(store.effectsInFlight == 1)
    await finish(store, clock)
    #expect(store.state.rows[id: 1] == Sheet(id: 1, received: [1]))
  }

  @Test func anElementRemovedThenReaddedByALaterActionIsANewElement() async {
    let (store, clock) = started(.row(ElementAction(id: 1, action: .start)))
    store.dispatch(.removeRow(1))
    #expect(store.effectsInFlight == 0)
    store.dispatch(.addRow(1))
    await finish(store, clock)
    #expect(store.state.rows[id: 1] == Sheet(id: 1))
  }
}
