/// Plain Swift doing the same work as a store, without one: the yardsticks every target is a
/// ratio to, measured in the same run so machine noise and load cancel out.
@MainActor
enum RawBaselines {
  /// `A-raw`: the counter's reduce called out of line on a local state, read into the blackhole.
  static func counter(_ scale: Scale) -> Workload {
    let actions = scale.count(10_000_000, quick: 10_000)
    return Workload(
      "A-raw", "plain reduce(action, &state), out of line, + blackhole read", actions: actions
    ) {
      var state = CounterState()
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          reduceCounter(.increment, &state)
          hole.consume(state.count)
        }
      } verify: { expect in
        expect.expect(state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
      }
    }
  }

  /// `E<n>-linear`: finds each id by scanning a plain array, then increments that element.
  static func linearSearch(name: String, elements: Int, actions: Int) -> Workload {
    Workload(
      "\(name)-linear", "raw: linear search by id in an array of \(elements), mutate, read",
      actions: actions
    ) {
      let order = SplitMix64.visitOrder(count: actions, among: elements)
      // Shuffled so the scan's length is as random as the ids: element `i` is not at offset `i`.
      var generator = SplitMix64(seed: 42)
      var counters = (0..<elements).map { CounterElement(id: $0) }.shuffled(using: &generator)
      let hole = Blackhole()
      return Trial {
        for id in order {
          let offset = incrementLinearly(&counters, id: id)
          hole.consume(counters[offset].count)
        }
      } verify: { expect in
        let visits = SplitMix64.visits(order, among: elements)
        expect.expect(counters.allSatisfy { $0.count == visits[$0.id] }, "every element counts its visits")
        expect.expect(hole.reads, equals: actions, "reads")
      }
    }
  }

  /// `E<n>-dict`: looks each id up in a dictionary and increments that element in place.
  static func dictionary(name: String, elements: Int, actions: Int) -> Workload {
    Workload(
      "\(name)-dict", "raw: dictionary lookup-and-mutate by id among \(elements), read", actions: actions
    ) {
      let order = SplitMix64.visitOrder(count: actions, among: elements)
      var counters = [Int: CounterElement](minimumCapacity: elements)
      for id in 0..<elements { counters[id] = CounterElement(id: id) }
      let hole = Blackhole()
      return Trial {
        for id in order {
          incrementInDictionary(&counters, id: id)
          hole.consume(counters[id]?.count ?? -1)
        }
      } verify: { expect in
        let visits = SplitMix64.visits(order, among: elements)
        expect.expect(
          counters.values.allSatisfy { $0.count == visits[$0.id] }, "every element counts its visits")
        expect.expect(hole.reads, equals: actions, "reads")
      }
    }
  }

  @inline(never)
  private static func incrementLinearly(_ counters: inout [CounterElement], id: Int) -> Int {
    guard let offset = counters.firstIndex(where: { $0.id == id }) else { return 0 }
    counters[offset].count += 1
    return offset
  }

  @inline(never)
  private static func incrementInDictionary(_ counters: inout [Int: CounterElement], id: Int) {
    counters[id]?.count += 1
  }
}
