import SwiftRex

/// The suite's two memory checks, read from `/proc/self/status`:
/// - the peak resident size while workload E runs over its largest collection;
/// - that resident memory stays flat across millions of dispatches that exercise lifting, a
///   collection, a synchronous effect round trip and a subscriber (a leak of even a few bytes per
///   action would show as tens of megabytes).
@MainActor
enum MemoryChecks {
  /// The most resident memory may grow between the first and the last sample of the flatness check.
  static let flatLimitBytes = 8 << 20

  static func peakOfCollection(_ scale: Scale) -> PeakMemory? {
    let elements = scale.count(1_000_000, quick: 100_000)
    let actions = scale.count(1_000_000, quick: 10_000)
    Console.progress("  memory: peak of E at \(elements) elements, \(actions) actions…")
    let reset = MemoryProbe.resetPeak()
    guard let before = MemoryProbe.read() else { return nil }
    let order = SplitMix64.visitOrder(count: actions, among: elements)
    let store = CollectionWorkloads.store(elements: elements)
    for id in order { store.dispatch(.counter(ElementAction(id: id, action: .increment))) }
    var expect = Expectations()
    CollectionWorkloads.verifyVisits(store.state.counters, order: order, elements: elements, &expect)
    if !expect.failures.isEmpty { Console.fail("memory peak of E", expect.failures) }
    guard let after = MemoryProbe.read() else { return nil }
    return PeakMemory(
      elements: elements, actions: actions, residentBeforeBytes: before.resident, peakBytes: after.peak,
      residentAfterBytes: after.resident, peakWasReset: reset)
  }

  static func flatness(_ scale: Scale) -> FlatMemory? {
    let elements = 1_000
    let warmUp = scale.count(1_000_000, quick: 10_000)
    let step = scale.count(1_000_000, quick: 10_000)
    let steps = 10
    Console.progress("  memory: resident size across \(step * steps) dispatches (after \(warmUp) warm-up)…")
    let store = Store(
      initial: PingListState(
        elements: IdentifiedArrayOf(uniqueElements: (0..<elements).map { PingElement(id: $0) })),
      behavior: pingListBehavior)
    let observed = Blackhole()
    let subscription = store.subscribe { observed.consume($0.elements.count) }
    var dispatched = 0
    func dispatch(_ count: Int) {
      for _ in 0..<count {
        store.dispatch(.element(ElementAction(id: dispatched % elements, action: .ping)))
        dispatched += 1
      }
    }
    dispatch(warmUp)
    var samples: [Int] = []
    guard let first = MemoryProbe.read() else { return nil }
    samples.append(first.resident)
    for _ in 0..<steps {
      dispatch(step)
      guard let sample = MemoryProbe.read() else { return nil }
      samples.append(sample.resident)
    }
    var expect = Expectations()
    let pings = store.state.elements.reduce(0) { $0 + $1.pings }
    let pongs = store.state.elements.reduce(0) { $0 + $1.pongs }
    expect.expect(pings, equals: dispatched, "pings")
    expect.expect(pongs, equals: dispatched, "pongs")
    expect.expect(observed.reads, equals: 2 * dispatched, "subscriber calls (one per reduced action)")
    expect.expect(!subscription.isCancelled, "subscription alive")
    if !expect.failures.isEmpty { Console.fail("memory flatness", expect.failures) }
    let growth = (samples.last ?? 0) - (samples.first ?? 0)
    return FlatMemory(
      dispatches: step * steps, warmUpDispatches: warmUp, residentSamplesBytes: samples, growthBytes: growth,
      limitBytes: flatLimitBytes, met: growth <= flatLimitBytes)
  }

  /// Elements that answer each ping with a pong through `Effect.just`, lifted over a collection.
  static let pingListBehavior: Behavior<PingListAction, PingListState, Void> =
    Behavior<PingAction, PingElement, Void> { action, _ in
      switch action {
      case .ping: .reduce { $0.pings += 1 }.produce { _ in .just(.pong) }
      case .pong: .reduce { $0.pongs += 1 }
      }
    }
    .liftCollection(action: PingListAction.prism.element, stateContainer: \PingListState.elements)
}

/// Peak resident memory while E ran over its largest collection.
struct PeakMemory: Codable, Sendable {
  let elements: Int
  let actions: Int
  let residentBeforeBytes: Int
  let peakBytes: Int
  let residentAfterBytes: Int
  /// Whether the kernel's peak could be reset before the check (otherwise the peak may be an
  /// earlier workload's).
  let peakWasReset: Bool
}

/// Resident memory sampled every so many dispatches after a warm-up.
struct FlatMemory: Codable, Sendable {
  let dispatches: Int
  let warmUpDispatches: Int
  let residentSamplesBytes: [Int]
  let growthBytes: Int
  let limitBytes: Int
  let met: Bool
}

/// The action of the flatness check: a ping for one element, by id.
@Prisms
enum PingListAction: Sendable {
  case element(ElementAction<Int, PingAction>)
}

/// The state of the flatness check.
struct PingListState: Sendable {
  var elements: IdentifiedArrayOf<PingElement>
}

/// One element of the flatness check.
struct PingElement: Identifiable, Sendable {
  let id: Int
  var pings = 0
  var pongs = 0
}
