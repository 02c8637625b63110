import SwiftRexTesting
import Testing

/// Navigation stacks, through the TestStore: element actions by id, pushes and pops, popped
/// screens' effects, a screen popping itself, and a screen pushing another of its kind.
@MainActor
@Suite("Navigation stacks")
struct StackTests {
  private func makeStore() -> TestStore<Navigator.Action, Navigator.State, Void> {
    TestStore(initial: Navigator.State(), behavior: Navigator.behavior())
  }

  @Test func elementActionsReachTheirScreenByID() async {
    let store = makeStore()
    store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
    store.dispatch(.path(.push(id: 5, state: Screen.State(depth: 9)))) {
      _ = $0.path.push(Screen.State(depth: 9), id: 5)
    }
    #expect(store.state.path.ids == [0, 5])
    store.dispatch(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    store.dispatch(.path(.element(id: 5, action: .tick))) { $0.path[id: 5]?.ticks = 1 }
    await store.finish()
  }

  @Test func aScreenPushesAnotherOfItsKind() async {
    let store = makeStore()
    store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
    store.dispatch(.path(.element(id: 0, action: .goDeeper))) { $0.path.append(Screen.State(depth: 2)) }
    store.dispatch(.path(.element(id: 1, action: .goDeeper))) { $0.path.append(Screen.State(depth: 3)) }
    #expect(store.state.path.map(\.depth) == [1, 2, 3])
    store.dispatch(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.ids == [0])
    await store.finish()
  }

  @Test func aPoppedScreensEffectNeverDelivers() async {
    let store = makeStore()
    store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
    store.dispatch(.path(.element(id: 0, action: .goDeeper))) { $0.path.append(Screen.State(depth: 2)) }
    store.dispatch(.path(.element(id: 1, action: .startTicking)))
    store.dispatch(.path(.element(id: 0, action: .startTicking)))
    await store.runEffects()
    #expect(store.effectsInFlight == 2)
    store.dispatch(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.effectsInFlight == 1)
    await store.advance(by: .seconds(1))
    // Only the screen still on the stack ticks.
    store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.finish()
  }

  @Test func aScreenPopsItself() async {
    let store = makeStore()
    store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
    store.dispatch(.path(.element(id: 0, action: .goDeeper))) { $0.path.append(Screen.State(depth: 2)) }
    store.dispatch(.path(.element(id: 1, action: .done)))
    store.receive(\.path?.popFrom) { id, state in
      #expect(id == 1)
      state.path.pop(from: 1)
    }
    await store.finish()
  }

  @Test func aPushWithAnIDTheStackGaveIsReportedAndIgnored() async {
    let warnings = Warnings()
    let store = makeStore()
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
      store.dispatch(.path(.push(id: 0, state: Screen.State(depth: 7))))
      store.dispatch(.path(.element(id: 3, action: .tick)))
      store.dispatch(.path(.popFrom(id: 3)))
    }
    await store.finish()
    #expect(warnings.all.count == 3)
    #expect(warnings.all[0].contains("has already given the id #0"))
    #expect(warnings.all[1].contains("no screen with id #3"))
    #expect(warnings.all[2].contains("no screen with id #3"))
  }
}
