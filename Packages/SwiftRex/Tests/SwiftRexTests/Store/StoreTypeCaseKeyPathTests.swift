import Testing

@testable import SwiftRex

@Prisms
private enum Child: Equatable, Sendable {
  case add(Int)
  case reset
}

@Prisms
private enum Parent: Equatable, Sendable {
  case child(PresentationAction<Child>)
  case log(String)
}

extension Parent {
  /// An optional property that is no case.
  fileprivate var loggedText: String? { log }
}

/// `dispatch` by case key path on any store: the action the path builds reaches the behaviour.
@MainActor
@Suite("StoreType case key paths")
struct StoreTypeCaseKeyPathTests {
  private let behavior = Behavior<Parent, [Parent], Void>.reduce { action, state in state.append(action) }

  @Test func dispatchesThePayloadlessAndThePayloadCarryingCase() {
    let store = Store(initial: [], behavior: behavior)
    store.dispatch(\.child.reset)
    store.dispatch(\.child.add, 2)
    #expect(store.state == [.child(.presented(.reset)), .child(.presented(.add(2)))])
  }

  @Test func aPathThatCannotEmbedIsDroppedWithAWarning() {
    let store = Store(initial: [], behavior: behavior)
    let warnings = WarningLog()
    RuntimeWarnings.withHandler(
      { warnings.record($0) },
      operation: { store.dispatch(\.loggedText, "x") })
    #expect(store.state.isEmpty)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("dispatch was dropped") == true)
  }
}
