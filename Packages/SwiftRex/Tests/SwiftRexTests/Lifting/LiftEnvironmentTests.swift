import Testing

@testable import SwiftRex

// The seed's `todoBehavior.liftCollection(action: \.todo, stateContainer: \.todos)` (and
// `lift(.action(…).state(…))`) with no environment lane: the child gets the parent's environment
// when it has the same type, and none when it is `Void` — also when both are `Void`.

private struct Todo: Identifiable, Equatable, Sendable {
  var id: Int
  var done = false
  var stampedAt: Int?
}

private enum TodoAction: Equatable, Sendable {
  case toggle
  case stamp
  case stamped(Int)
}

@Prisms
private enum TodoAppAction: Sendable {
  case todo(ElementAction<Int, TodoAction>)
  case pinned(TodoAction)
}

private struct TodoAppState: Equatable, Sendable {
  var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  var pinned = Todo(id: 0)
}

private struct TodoAppEnvironment: Sendable {
  var now: @Sendable () -> Int
}

/// A todo that reads the clock from the app's own environment type.
private let todoBehavior = Behavior<TodoAction, Todo, TodoAppEnvironment> { action, _ in
  switch action {
  case .toggle: .reduce { $0.done.toggle() }
  case .stamp: .produce { ctx in .just(.stamped(ctx.environment.now())) }
  case .stamped(let time): .reduce { $0.stampedAt = time }
  }
}

/// A todo that needs no environment.
private let plainTodoBehavior = Behavior<TodoAction, Todo, Void>.reduce { action, state in
  if action == .toggle { state.done.toggle() }
}

@MainActor
@Suite("Lifting without an environment lane")
struct LiftEnvironmentTests {
  @Test func aCollectionChildGetsTheParentsEnvironmentWhenTheTypesMatch() async {
    let app: Behavior<TodoAppAction, TodoAppState, TodoAppEnvironment> =
      todoBehavior.liftCollection(action: \.todo, stateContainer: \.todos)
    let store = Store(initial: TodoAppState(), behavior: app, environment: TodoAppEnvironment(now: { 42 }))
    store.dispatch(.todo(ElementAction(id: 2, action: .stamp)))
    await store.effectsFinished()
    #expect(store.state.todos[id: 2]?.stampedAt == 42)
    #expect(store.state.todos[id: 1]?.stampedAt == nil)
  }

  @Test func aSingleChildGetsTheParentsEnvironmentWhenTheTypesMatch() async {
    let app: Behavior<TodoAppAction, TodoAppState, TodoAppEnvironment> =
      todoBehavior.lift(.action(\.pinned).state(\.pinned))
    let store = Store(initial: TodoAppState(), behavior: app, environment: TodoAppEnvironment(now: { 7 }))
    store.dispatch(.pinned(.stamp))
    await store.effectsFinished()
    #expect(store.state.pinned.stampedAt == 7)
  }

  @Test func aVoidChildLiftsIntoAParentWithAnEnvironment() {
    let app = Behavior<TodoAppAction, TodoAppState, TodoAppEnvironment>.combine(
      plainTodoBehavior.liftCollection(action: \.todo, stateContainer: \.todos),
      plainTodoBehavior.lift(.action(\.pinned).state(\.pinned))
    )
    let store = Store(initial: TodoAppState(), behavior: app, environment: TodoAppEnvironment(now: { 0 }))
    store.dispatch(.todo(ElementAction(id: 1, action: .toggle)))
    store.dispatch(.pinned(.toggle))
    #expect(store.state.todos[id: 1]?.done == true)
    #expect(store.state.pinned.done)
  }

  @Test func aVoidChildLiftsIntoAVoidParentWithoutAmbiguity() {
    let app = Behavior<TodoAppAction, TodoAppState, Void>.combine(
      plainTodoBehavior.liftCollection(action: \.todo, stateContainer: \.todos),
      plainTodoBehavior.liftCollection(.action(\.todo).elements(\.todos)),
      plainTodoBehavior.lift(.action(\.pinned).state(\.pinned))
    )
    let store = Store(initial: TodoAppState(), behavior: app)
    store.dispatch(.todo(ElementAction(id: 2, action: .toggle)))
    store.dispatch(.pinned(.toggle))
    // Lifted twice, toggled twice.
    #expect(store.state.todos[id: 2]?.done == false)
    #expect(store.state.pinned.done)
  }

  @Test func theScopeSpellingPassesTheEnvironmentThroughToo() async {
    let scope = Relay.Empty.action(\TodoAppAction.todo).elements(\TodoAppState.todos)
    let app: Behavior<TodoAppAction, TodoAppState, TodoAppEnvironment> = todoBehavior.liftCollection(scope)
    let store = Store(initial: TodoAppState(), behavior: app, environment: TodoAppEnvironment(now: { 3 }))
    store.dispatch(.todo(ElementAction(id: 1, action: .stamp)))
    await store.effectsFinished()
    #expect(store.state.todos[id: 1]?.stampedAt == 3)
  }
}
