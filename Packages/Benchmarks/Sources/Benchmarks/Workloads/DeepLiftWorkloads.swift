import SwiftRex

/// D1, D5, D10: the counter lifted 1, 5 and 10 levels deep, each level with the core's `lift`;
/// I: the same 10-level store read (and dispatched to) through a chain of 10 projections.
@MainActor
enum DeepLiftWorkloads {
  typealias N1<T> = Nest<T>
  typealias N5<T> = Nest<Nest<Nest<Nest<Nest<T>>>>>
  typealias A5<T> = NestAction<NestAction<NestAction<NestAction<NestAction<T>>>>>
  typealias State10 = N5<N5<CounterState>>
  typealias Action10 = A5<A5<CounterAction>>

  static func all(_ scale: Scale) -> [Workload] {
    let actions = scale.count(1_000_000, quick: 10_000)
    let counter = counterBehavior(of: CounterState.self)
    let d1 = liftedOneLevel(counter)
    let d5 = liftedOneLevel(liftedOneLevel(liftedOneLevel(liftedOneLevel(d1))))
    let d10 = tenLevels(counter)
    return [
      deep(
        "D1", depth: 1, behavior: d1, initial: N1(child: CounterState()),
        action: .child(.increment), actions: actions),
      deep(
        "D5", depth: 5, behavior: d5, initial: nest5(CounterState()),
        action: .child(.child(.child(.child(.child(.increment))))), actions: actions),
      deep(
        "D10", depth: 10, behavior: d10, initial: nest5(nest5(CounterState())), action: action10,
        actions: actions),
      projectedRead(behavior: d10, actions: actions),
      projectedDispatch(behavior: d10, actions: actions),
    ]
  }

  static let action10: Action10 = .child(
    .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))

  static func tenLevels(
    _ counter: Behavior<CounterAction, CounterState, Void>
  ) -> Behavior<Action10, State10, Void> {
    let five = liftedOneLevel(liftedOneLevel(liftedOneLevel(liftedOneLevel(liftedOneLevel(counter)))))
    return liftedOneLevel(liftedOneLevel(liftedOneLevel(liftedOneLevel(liftedOneLevel(five)))))
  }

  static func nest5<T>(_ value: T) -> N5<T> {
    Nest(child: Nest(child: Nest(child: Nest(child: Nest(child: value)))))
  }

  static func deep<State: Counting, Action>(
    _ name: String, depth: Int, behavior: Behavior<Action, State, Void>, initial: State, action: Action,
    actions: Int
  ) -> Workload {
    Workload(
      name, "counter lifted \(depth) level\(depth == 1 ? "" : "s") deep, dispatched from the root",
      actions: actions, baselines: ["A-raw", "D1"]
    ) {
      let store = Store(initial: initial, behavior: behavior)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(action)
          hole.consume(store.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions, "count at depth \(depth)")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
      }
    }
  }

  /// The 10-deep chain of projections a leaf view of the D10 app would hold.
  static func leafProjection(
    of store: Store<Action10, State10, Void>
  ) -> StoreProjection<CounterState, CounterAction> {
    let p1:
      StoreProjection<
        N5<Nest<Nest<Nest<Nest<CounterState>>>>>,
        A5<NestAction<NestAction<NestAction<NestAction<CounterAction>>>>>
      > =
        store.childProjection()
    let p2 = p1.childProjection()
    let p3 = p2.childProjection()
    let p4 = p3.childProjection()
    let p5 = p4.childProjection()
    let p6 = p5.childProjection()
    let p7 = p6.childProjection()
    let p8 = p7.childProjection()
    let p9 = p8.childProjection()
    return p9.childProjection()
  }

  /// I: D10's dispatch from the root, with the count read through the 10-deep projection chain.
  static func projectedRead(behavior: Behavior<Action10, State10, Void>, actions: Int) -> Workload {
    Workload(
      "I", "as D10, state read through a 10-deep projection chain (I − D10 = the read)",
      actions: actions, baselines: ["A-raw", "D10"]
    ) {
      let store = Store(initial: nest5(nest5(CounterState())), behavior: behavior)
      let leaf = leafProjection(of: store)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          store.dispatch(action10)
          hole.consume(leaf.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
      }
    }
  }

  /// I.dispatch: as I, and the action is dispatched through the chain too (embedded 10 times).
  static func projectedDispatch(behavior: Behavior<Action10, State10, Void>, actions: Int) -> Workload {
    Workload(
      "I.dispatch", "as I, and dispatched through the 10-deep projection chain",
      actions: actions, baselines: ["A-raw", "D10"]
    ) {
      let store = Store(initial: nest5(nest5(CounterState())), behavior: behavior)
      let leaf = leafProjection(of: store)
      let hole = Blackhole()
      return Trial {
        for _ in 0..<actions {
          leaf.dispatch(.increment)
          hole.consume(leaf.state.count)
        }
      } verify: { expect in
        expect.expect(store.state.count, equals: actions, "count")
        expect.expectReadsOfCounter(hole, actions: actions, "blackhole")
      }
    }
  }
}
