import SwiftRexTesting
import Testing

/// The reconciliation rules, one per test: a subscription starts when its id appears in what the
/// state declares, is cancelled when its id goes away, and is left alone — not restarted — while
/// it stays; the initial state's start with the store; and all of it holds through lifts.
@MainActor
@Suite struct SubscriptionReconciliationTests {
  private func names(_ ids: [SubscriptionID]) -> [String] { ids.map(\.description) }

  @Test func aSubscriptionStartsWhenItsIDAppears() async {
    let log = StartLog()
    let store = TestStore(initial: Radio.State(), behavior: Radio.behavior(), environment: log)
    #expect(store.runningSubscriptions.isEmpty)
    store.dispatch(.tune(["jazz"])) { $0.stations = ["jazz"] }
    #expect(names(store.runningSubscriptions) == [#""jazz""#])
    await store.advance(by: .seconds(1))
    store.receive(.heard("jazz")) { $0.heard = ["jazz"] }
    #expect(log.all == ["jazz"])
    store.dispatch(.tune([])) { $0.stations = [] }
    await store.finish()
  }

  @Test func aSubscriptionIsCancelledWhenItsIDGoesAway() async {
    let log = StartLog()
    let store = TestStore(initial: Radio.State(), behavior: Radio.behavior(), environment: log)
    store.dispatch(.tune(["jazz", "rock"])) { $0.stations = ["jazz", "rock"] }
    store.dispatch(.tune(["rock"])) { $0.stations = ["rock"] }
    #expect(names(store.runningSubscriptions) == [#""rock""#])
    await store.advance(by: .seconds(1))
    store.receive(.heard("rock")) { $0.heard = ["rock"] }
    store.dispatch(.tune([])) { $0.stations = [] }
    #expect(store.runningSubscriptions.isEmpty)
    await store.runEffects()
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func aSubscriptionStillDeclaredIsLeftRunningNotRestarted() async {
    let log = StartLog()
    let store = TestStore(initial: Radio.State(), behavior: Radio.behavior(), environment: log)
    store.dispatch(.tune(["jazz"])) { $0.stations = ["jazz"] }
    await store.advance(by: .milliseconds(500))
    // Another station joins and the state changes: jazz keeps its running timer.
    store.dispatch(.tune(["jazz", "rock"])) { $0.stations = ["jazz", "rock"] }
    await store.advance(by: .milliseconds(500))
    store.receive(.heard("jazz")) { $0.heard = ["jazz"] }
    await store.advance(by: .milliseconds(500))
    store.receive(.heard("rock")) { $0.heard = ["jazz", "rock"] }
    #expect(log.all == ["jazz", "rock"])
    #expect(names(store.runningSubscriptions) == [#""jazz""#, #""rock""#])
    store.dispatch(.tune([])) { $0.stations = [] }
    await store.finish()
  }

  @Test func theInitialStatesSubscriptionsStartWithTheStore() async {
    let log = StartLog()
    let store = TestStore(
      initial: Radio.State(stations: ["news"]), behavior: Radio.behavior(), environment: log)
    #expect(names(store.runningSubscriptions) == [#""news""#])
    await store.advance(by: .seconds(2))
    store.receive(.heard("news")) { $0.heard = ["news"] }
    store.receive(.heard("news")) { $0.heard = ["news", "news"] }
    store.dispatch(.tune([])) { $0.stations = [] }
    await store.finish()
  }

  @Test func aStoreWithSubscriptionsSwitchedOffStartsNone() async {
    let log = StartLog()
    let store = TestStore(
      initial: Radio.State(stations: ["news"]), behavior: Radio.behavior(), environment: log,
      runsSubscriptions: false)
    store.dispatch(.tune(["news", "jazz"])) { $0.stations = ["news", "jazz"] }
    await store.advance(by: .seconds(5))
    #expect(store.runningSubscriptions.isEmpty)
    #expect(log.all.isEmpty)
    // Switched on, the current state's subscriptions start; switched off, they are cancelled.
    store.runsSubscriptions = true
    #expect(names(store.runningSubscriptions) == [#""news""#, #""jazz""#])
    await store.advance(by: .seconds(1))
    // Both timers fire at the same instant, and two effects woken together deliver in whichever
    // order their threads run: what matters is that each was heard once.
    #expect(store.pendingReceivedActions == 2)
    #expect(store.state.heard.sorted() == ["jazz", "news"])
    store.skipReceivedActions()
    store.runsSubscriptions = false
    #expect(store.runningSubscriptions.isEmpty)
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anOptionalChildsSubscriptionsLiveWhileTheChildDoes() async {
    let log = StartLog()
    let store = TestStore(initial: Car.State(), behavior: Car.behavior(), environment: log)
    store.dispatch(.fit(Radio.State(stations: ["jazz"]))) { $0.radio = Radio.State(stations: ["jazz"]) }
    #expect(names(store.runningSubscriptions) == [#""jazz" in \State.radio[id: 0]"#])
    await store.advance(by: .seconds(1))
    store.receive(.radio(.heard("jazz"))) { $0.radio?.heard = ["jazz"] }
    store.dispatch(.removeRadio) { $0.radio = nil }
    #expect(store.runningSubscriptions.isEmpty)
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anOptionalChildReplacedByAnotherRestartsItsSubscriptions() async {
    let log = StartLog()
    let store = TestStore(
      initial: Car.State(radio: Radio.State(id: 1, stations: ["jazz"])), behavior: Car.behavior(),
      environment: log)
    store.dispatch(.fit(Radio.State(id: 2, stations: ["jazz"]))) { $0.radio?.id = 2 }
    #expect(log.all == ["jazz", "jazz"])
    #expect(names(store.runningSubscriptions) == [#""jazz" in \State.radio[id: 2]"#])
    store.dispatch(.removeRadio) { $0.radio = nil }
    await store.finish()
  }

  @Test func eachElementOfACollectionRunsItsOwnSubscriptions() async {
    let log = StartLog()
    let store = TestStore(initial: Shop.State(), behavior: Shop.behavior(), environment: log)
    store.dispatch(.stock(Radio.State(id: 1, stations: ["jazz"]))) {
      $0.radios.append(Radio.State(id: 1, stations: ["jazz"]))
    }
    // Half a second apart, so the two timers never fire at the same instant: two effects woken
    // together deliver in whichever order their threads run.
    await store.advance(by: .milliseconds(500))
    store.dispatch(.stock(Radio.State(id: 2, stations: ["jazz"]))) {
      $0.radios.append(Radio.State(id: 2, stations: ["jazz"]))
    }
    // The same station on two radios: two subscriptions, told apart by the element's id.
    #expect(
      names(store.runningSubscriptions) == [
        #""jazz" in \State.radios[id: 1]"#, #""jazz" in \State.radios[id: 2]"#,
      ])
    await store.advance(by: .milliseconds(500))
    store.receive(.radio(ElementAction(id: 1, action: .heard("jazz")))) { $0.radios[id: 1]?.heard = ["jazz"] }
    await store.advance(by: .milliseconds(500))
    store.receive(.radio(ElementAction(id: 2, action: .heard("jazz")))) { $0.radios[id: 2]?.heard = ["jazz"] }
    // Removing an element cancels its subscriptions only.
    store.dispatch(.sell(1)) { $0.radios.remove(id: 1) }
    #expect(names(store.runningSubscriptions) == [#""jazz" in \State.radios[id: 2]"#])
    await store.advance(by: .seconds(1))
    store.receive(.radio(ElementAction(id: 2, action: .heard("jazz")))) {
      $0.radios[id: 2]?.heard = ["jazz", "jazz"]
    }
    store.dispatch(.radio(ElementAction(id: 2, action: .tune(["rock"])))) {
      $0.radios[id: 2]?.stations = ["rock"]
    }
    #expect(names(store.runningSubscriptions) == [#""rock" in \State.radios[id: 2]"#])
    #expect(log.all == ["jazz", "jazz", "rock"])
    store.dispatch(.sell(2)) { $0.radios.remove(id: 2) }
    await store.finish()
  }

  @Test func nestedCollectionsNameEveryLevel() async {
    let log = StartLog()
    let shop = Shop.State(id: 7, radios: [Radio.State(id: 1, stations: ["news"])])
    let store = TestStore(initial: Street.State(shops: [shop]), behavior: Street.behavior(), environment: log)
    #expect(names(store.runningSubscriptions) == [#""news" in \State.shops[id: 7] → \State.radios[id: 1]"#])
    await store.advance(by: .seconds(1))
    store.receive(.shop(ElementAction(id: 7, action: .radio(ElementAction(id: 1, action: .heard("news")))))) {
      $0.shops[id: 7]?.radios[id: 1]?.heard = ["news"]
    }
    store.dispatch(.close(7)) { $0.shops = [] }
    #expect(store.runningSubscriptions.isEmpty)
    await store.finish()
  }
}

@MainActor
@Suite struct NavigationSubscriptionTests {
  @Test func aPresentedChildsSubscriptionsLiveWhileItIsPresented() async {
    let store = TestStore(initial: Studio.State(), behavior: Studio.behavior(), environment: StartLog())
    store.dispatch(.present(Radio.State(stations: ["jazz"]))) { $0.sheet = Radio.State(stations: ["jazz"]) }
    #expect(
      store.runningSubscriptions.map(\.description) == [
        #""jazz" in presented SwiftRexTestingTests.Radio.State"#
      ])
    await store.advance(by: .seconds(1))
    store.receive(.sheet(.presented(.heard("jazz")))) { $0.sheet?.heard = ["jazz"] }
    store.dispatch(.sheet(.dismiss)) { $0.sheet = nil }
    #expect(store.runningSubscriptions.isEmpty)
    await store.finish()
  }

  @Test func aStackScreensSubscriptionsLiveWhileItIsOnTheStack() async {
    let store = TestStore(initial: Studio.State(), behavior: Studio.behavior(), environment: StartLog())
    store.dispatch(.shelve(Radio.State(stations: ["news"]))) {
      $0.rack.append(Radio.State(stations: ["news"]))
    }
    let id = store.state.rack.ids[0]
    #expect(store.runningSubscriptions.map(\.description) == [#""news" in \State.rack[id: \#(id)]"#])
    await store.advance(by: .seconds(1))
    store.receive(.rack(.element(id: id, action: .heard("news")))) { $0.rack[id: id]?.heard = ["news"] }
    store.dispatch(.rack(.popFrom(id: id))) { $0.rack.pop(from: id) }
    #expect(store.runningSubscriptions.isEmpty)
    await store.finish()
  }
}
