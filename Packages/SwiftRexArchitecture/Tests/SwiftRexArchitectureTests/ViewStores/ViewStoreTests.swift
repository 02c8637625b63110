import SwiftRexArchitecture
import Testing

@MainActor
@Suite struct ViewStoreTests {
  @Test func everyViewStoreEmbedsTheViewActionAndKeepsItsSource() {
    let upstream = RecordingStore<DeviceAction, Device>(Device())
    let simple = ViewStore(upstream, state: meter, action: { (name: String) in DeviceAction.rename(name) })
    let tracked = TrackedViewStore(upstream, state: meter, action: { (name: String) in .rename(name) })
    let object = ObservableObjectStore(upstream, state: meter, action: { (name: String) in .rename(name) })
    simple.dispatch("a")
    tracked.dispatch("b")
    object.dispatch("c")
    let names = upstream.dispatched.map { dispatched -> String in
      if case .rename(let name) = dispatched.action { return name }
      return "?"
    }
    #expect(names == ["a", "b", "c"])
    #expect(upstream.dispatched.allSatisfy { $0.source.file.description.hasSuffix("ViewStoreTests.swift") })
    #expect(upstream.dispatched.map(\.source.line).count == 3)
  }

  @Test func viewStoresFollowTheUpstreamAndTellTheirSubscribers() {
    let upstream = RecordingStore<DeviceAction, Device>(Device())
    let simple = ViewStore(upstream, state: meter, action: { $0 })
    let tracked = TrackedViewStore(upstream, state: meter, action: { $0 })
    let object = ObservableObjectStore(upstream, state: meter, action: { $0 })
    var seen: [Int] = []
    let subscriptions = [
      simple.subscribe { seen.append($0.charge) },
      tracked.subscribe { seen.append($0.charge + 1000) },
      object.subscribe { seen.append($0.charge + 2000) },
    ]
    upstream.state.battery = 50
    upstream.state.serial = "unshown"  // an equal view state tells nobody
    #expect(seen.sorted() == [50, 1050, 2050])  // the recording store calls in no set order
    #expect(simple.state.charge == 50 && tracked.state.charge == 50 && object.state.charge == 50)
    for subscription in subscriptions { subscription.cancel() }
    upstream.state.battery = 40
    #expect(seen.sorted() == [50, 1050, 2050])  // the recording store calls in no set order
    #expect(simple.state.charge == 40)
  }

  @Test func aViewStoreWithoutEquatableStateNotifiesOnEveryUpstreamChange() {
    struct Plain { var value: Int }
    let upstream = RecordingStore<Never, Plain>(Plain(value: 1))
    let viewStore = ViewStore(upstream)
    var count = 0
    let subscription = viewStore.subscribe { _ in count += 1 }
    upstream.state = Plain(value: 1)
    upstream.state = Plain(value: 1)
    #expect(count == 2)
    subscription.cancel()
  }

  @Test func aReleasedViewStoreStopsObservingTheUpstream() {
    let upstream = RecordingStore<DeviceAction, Device>(Device())
    var viewStore: ViewStore<Device, DeviceAction>? = ViewStore(upstream)
    #expect(upstream.subscriberCount == 1)
    #expect(viewStore?.state.name == "phone")
    viewStore = nil
    #expect(upstream.subscriberCount == 0)
  }

  @Test func viewStoresStackOnViewStores() {
    let store = Store(initial: Device(), behavior: deviceBehavior)
    let outer = ViewStore(store)
    let inner = TrackedViewStore(outer, state: meter, action: { $0 })
    inner.dispatch(.drain)
    #expect(store.state.battery == 90)
    #expect(inner.state.charge == 90)
  }
}
