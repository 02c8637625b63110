/// A feature's logic as a value: for each action, given where it came from and the state before
/// it, the ``Consequence`` — how the state changes and which effect runs next.
///
/// Three spellings build one:
/// ```swift
/// let counter = Behavior<CounterAction, CounterState, Void> { action, context in
///   switch action {
///   case .increment: .reduce { $0.count += 1 }
///   case .reset: context.state.count == 0 ? .doNothing : .reduce { $0.count = 0 }
///   }
/// }
/// let pure: Behavior<CounterAction, CounterState, Void> = .reduce { action, state in … }
/// let full: Behavior<CounterAction, CounterState, Void> = .handle { action, context in … }
/// ```
/// Behaviours compose with ``combine(_:)-([Behavior<Action,State,Environment>])`` and move into a larger app with
/// `lift` and `liftCollection`. A behaviour stores one `@Sendable` function, so it is `Sendable`
/// whatever its generic arguments and can be a global constant.
public struct Behavior<Action, State, Environment>: Sendable {
  /// The function a behaviour is written as: for each action and context, the consequence.
  public typealias Handler =
    @Sendable (Action, BehaviorContext<State>) -> Consequence<Action, State, Environment>

  /// What a behaviour does internally: decide, reduce `state` in place (setting `mutated` when a
  /// reduction ran), and return the effect to start, asking for the effect context only if an
  /// effect is produced. Lifting composes these directly — the context maker is a non-escaping
  /// closure — so a child nested many levels deep reduces its slice in place and allocates
  /// nothing per level unless it produces an effect.
  @usableFromInline typealias Run =
    @Sendable (
      Action, ActionSource, inout State, inout Bool, () -> EffectContext<State, Environment>
    ) -> Effect<Action>

  /// The subscriptions a state wants running; see ``subscriptions(_:)``.
  @usableFromInline typealias Declare = @Sendable (State) -> [Subscription<Action, State, Environment>]

  /// The behaviour's internal form; see `Run`. The store calls it; lifting composes it.
  @usableFromInline let run: Run
  /// The subscriptions the behaviour declares, or `nil` when it declares none: then the store
  /// never asks, and reconciling costs nothing.
  @usableFromInline let declare: Declare?

  /// A behaviour from its internal form, for the runtime's own combinators that reduce in place
  /// without building a ``Consequence``.
  @inlinable
  init(run: @escaping Run, declare: Declare? = nil) {
    self.run = run
    self.declare = declare
  }

  /// A behaviour from its handler: for each action and context, the consequence.
  @inlinable
  public init(_ handler: @escaping Handler) {
    declare = nil
    run = { action, source, state, mutated, context in
      let consequence = handler(action, BehaviorContext(source: source, state: state))
      if let reducer = consequence.reducer {
        reducer(&state)
        mutated = true
      }
      guard let producer = consequence.producer else { return .none }
      return producer(context())
    }
  }

  /// The behaviour that ignores every action: the identity of ``combine(_:)-([Behavior<Action,State,Environment>])``.
  @inlinable
  public static var identity: Behavior { Behavior(run: { _, _, _, _, _ in .none }) }

  /// A behaviour from its handler; reads as `.handle { action, context in … }`.
  @inlinable
  public static func handle(_ handler: @escaping Handler) -> Behavior { Behavior(handler) }

  /// A behaviour that only reduces: `reducer` mutates the state in place and no effect runs.
  @inlinable
  public static func reduce(_ reducer: @escaping @Sendable (Action, inout State) -> Void) -> Behavior {
    Behavior(run: { action, _, state, mutated, _ in
      reducer(action, &state)
      mutated = true
      return .none
    })
  }

  /// Runs this behaviour for `dispatched` on `state`, in place, and returns the effect to start
  /// (not started: the caller decides how effects run).
  /// - Parameters:
  ///   - dispatched: the action, with where it was dispatched from.
  ///   - state: the state to reduce, changed in place.
  ///   - context: what the effect factory sees as `ctx`.
  @inlinable
  public func apply(
    _ dispatched: DispatchedAction<Action>, to state: inout State, context: EffectContext<State, Environment>
  ) -> Effect<Action> {
    var mutated = false
    return run(dispatched.action, dispatched.source, &state, &mutated, { context })
  }

  /// Every behaviour, one after another: each sees the action and the state the previous one
  /// left; their effects run merged, and their subscriptions are all declared.
  ///
  /// `combine` is associative and ``identity`` is its neutral element.
  @inlinable
  public static func combine(_ behaviors: [Behavior]) -> Behavior {
    switch behaviors.count {
    case 0: return .identity
    case 1: return behaviors[0]
    case 2:
      let first = behaviors[0].run
      let second = behaviors[1].run
      return Behavior(run: { action, source, state, mutated, context in
        let one = first(action, source, &state, &mutated, context)
        let two = second(action, source, &state, &mutated, context)
        return one.merging(two)
      }).declaring(combinedDeclarations(behaviors))
    default:
      let runs = behaviors.map(\.run)
      return Behavior(run: { action, source, state, mutated, context in
        var effect = Effect<Action>.none
        for run in runs {
          effect = effect.merging(run(action, source, &state, &mutated, context))
        }
        return effect
      }).declaring(combinedDeclarations(behaviors))
    }
  }

  /// Every behaviour, one after another; see ``combine(_:)-([Behavior<Action,State,Environment>])``.
  @inlinable
  public static func combine(_ behaviors: Behavior...) -> Behavior { combine(behaviors) }
}
