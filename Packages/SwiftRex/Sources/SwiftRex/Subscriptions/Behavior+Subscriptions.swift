extension Behavior {
  /// This behaviour, also declaring the long-lived effects its state wants running.
  ///
  /// ```swift
  /// counter.subscriptions { state in
  ///   if state.isAutoIncrementing {
  ///     Subscription(id: "tick") { ctx in ticks(every: ctx.environment.interval) }
  ///   }
  /// }
  /// ```
  ///
  /// After every reduction that changed the state, and once when the store is created, the store
  /// asks `declare` for the subscriptions the new state wants and reconciles: it starts each one
  /// whose id appeared, cancels each one whose id went away, and leaves the others running as
  /// they are — never restarting them. A state made "running" is running, whatever action (or
  /// none) made it so. A subscription that ends on its own is not started again while its id
  /// stays declared. To restart one when what it depends on changes, put that in its id.
  ///
  /// Lifted, a child's subscriptions run while the child exists — one set per element of a
  /// collection or screen of a stack — and are cancelled with it; see ``SubscriptionID``.
  /// Declaring more subscriptions on a behaviour that has some adds to them.
  ///
  /// `declare` runs on the main actor after reductions; keep it quick and free of side effects.
  /// - Parameter declare: the subscriptions a state wants, in the order they should start.
  public func subscriptions(
    @SubscriptionsBuilder<Action, State, Environment> _ declare:
      @escaping @Sendable (State) -> [Subscription<
        Action, State, Environment
      >]
  ) -> Behavior {
    Behavior(prelude: prelude, body: body, hasBody: hasBody, declare: Self.combine(self.declare, declare))
  }

  /// This behaviour's reduction with `declare` as its subscriptions: how the runtime's own
  /// combinators, which build a new reduction, keep the subscriptions of what they wrap.
  @usableFromInline
  func declaring(_ declare: Declare?) -> Behavior {
    Behavior(prelude: prelude, body: body, hasBody: hasBody, declare: declare)
  }

  /// The declarations of `behaviors`, all of them, in order; `nil` when none declares any, so a
  /// combination of behaviours without subscriptions has none either.
  ///
  /// Inlinable, so that the app's module specialises the walk it runs after every changing
  /// action: unspecialised, a `flatMap` over the declarations cost ≈ 18,000 instructions a call
  /// in generic-metadata lookups and dynamic casts, for declarations that were mostly empty.
  @inlinable
  static func combinedDeclarations(_ behaviors: [Behavior]) -> Declare? {
    let declarations = behaviors.compactMap(\.declare)
    switch declarations.count {
    case 0: return nil
    case 1: return declarations[0]
    default:
      return { state in
        var all: [Subscription<Action, State, Environment>] = []
        for declare in declarations {
          let declared = declare(state)
          if !declared.isEmpty { all.append(contentsOf: declared) }
        }
        return all
      }
    }
  }

  private static func combine(_ first: Declare?, _ second: @escaping Declare) -> Declare {
    guard let first else { return second }
    return { state in first(state) + second(state) }
  }

  /// This behaviour's subscriptions, as the parent's: for every child `path` finds in the
  /// parent's state, the child's declared subscriptions, named under the child's scope, their
  /// effects made in the child's context and their actions embedded at the child's key.
  ///
  /// Inlinable for the same reason as ``combinedDeclarations(_:)``: it runs after every
  /// changing action, for every child, and mostly finds nothing declared.
  @inlinable
  func liftedDeclaration<Path: Relay.Path, GlobalEnvironment>(
    _ path: Path, environment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>.Declare?
  where Path.LocalAction == Action, Path.LocalState == State {
    guard let declare else { return nil }
    return { globalState in
      var lifted: [Subscription<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>] = []
      path.forEachChild(in: globalState) { key, scope, child in
        let declared = declare(child)
        guard !declared.isEmpty else { return }
        let scope = scope()
        for subscription in declared {
          let make = subscription.make
          lifted.append(
            Subscription(id: subscription.id.lifted(into: scope)) { parent in
              let readParent = parent.readState
              let context = EffectContext<State, Environment>(
                environment: environment(parent.environment),
                readState: { readParent().flatMap { path.read($0, at: key) } })
              return make(context).map({ path.embed($0, at: key) }, dismissingWith: path.dismissal(at: key))
            })
        }
      }
      return lifted
    }
  }
}
