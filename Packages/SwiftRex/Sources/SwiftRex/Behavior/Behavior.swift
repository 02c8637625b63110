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

  /// What a navigation lift does before every other behaviour it is combined with: reduce the
  /// child the action is for, and say what is left to do once the others have reduced (see
  /// `Finish`). This is how a lift gives the same result on either side of a `combine`.
  @usableFromInline typealias Prelude =
    @Sendable (
      Action, ActionSource, inout State, inout Bool, () -> EffectContext<State, Environment>
    ) -> (Effect<Action>, Finish?)

  /// What a navigation lift does after every other behaviour it is combined with has reduced:
  /// dismiss, push or pop — only if what the action was for is still there — setting `mutated`
  /// when it changes the state.
  @usableFromInline typealias Finish = (inout State, inout Bool) -> Void

  /// The subscriptions a state wants running; see ``subscriptions(_:)``.
  @usableFromInline typealias Declare = @Sendable (State) -> [Subscription<Action, State, Environment>]

  /// The part that runs before the others in a `combine` (navigation lifts only), or `nil`.
  @usableFromInline let prelude: Prelude?
  /// The part that runs in order with the others in a `combine`; meaningful only when
  /// `hasBody` (a navigation lift does all its work in its prelude and finish).
  ///
  /// Not optional on purpose, and never kept in an array of functions: a function stored in an
  /// `Optional` or an `Array` is stored at the most general abstraction, and taking it back out
  /// wraps it in a reabstraction thunk that every action then calls through — at every level of
  /// a lifted tree.
  @usableFromInline let body: Run
  /// Whether `body` does anything.
  @usableFromInline let hasBody: Bool
  /// The subscriptions the behaviour declares, or `nil` when it declares none: then the store
  /// never asks, and reconciling costs nothing.
  @usableFromInline let declare: Declare?

  /// A behaviour from its internal form, for the runtime's own combinators that reduce in place
  /// without building a ``Consequence``.
  @inlinable
  init(run: @escaping Run, declare: Declare? = nil) {
    prelude = nil
    body = run
    hasBody = true
    self.declare = declare
  }

  /// A behaviour in phases, for navigation lifts and the combinations that hold them; `body`
  /// runs only when `hasBody`.
  @inlinable
  init(prelude: Prelude?, body: @escaping Run, hasBody: Bool, declare: Declare?) {
    self.prelude = prelude
    self.body = body
    self.hasBody = hasBody
    self.declare = declare
  }

  /// A body that does nothing, for a behaviour that has none.
  @inlinable
  static var noBody: Run { { _, _, _, _, _ in .none } }

  /// The whole behaviour as one function — prelude, body, then finish — for whoever runs it
  /// alone: the store, ``apply(_:to:context:)``, a lift that moves it into a parent.
  @inlinable
  var run: Run {
    guard let prelude else { return body }
    guard hasBody else {
      return { action, source, state, mutated, context in
        let (effect, finish) = prelude(action, source, &state, &mutated, context)
        finish?(&state, &mutated)
        return effect
      }
    }
    let body = self.body
    return { action, source, state, mutated, context in
      let (first, finish) = prelude(action, source, &state, &mutated, context)
      let second = body(action, source, &state, &mutated, context)
      finish?(&state, &mutated)
      return first.merging(second)
    }
  }

  /// A behaviour from its handler: for each action and context, the consequence.
  @inlinable
  public init(_ handler: @escaping Handler) {
    declare = nil
    prelude = nil
    hasBody = true
    body = { action, source, state, mutated, context in
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
  /// Navigation lifts (presentations, stacks) are the exception, so that where they stand does
  /// not change the result: the child an action is for reduces before every other behaviour
  /// (its effects come first too), and the lift's own navigation — dismissing, or dismissing an
  /// alert or dialog after its button, pushing, popping — applies after all of them, and only
  /// to the presentation or screen the action came from. A parent that answers an alert's
  /// button by presenting another alert shows the new one, in either order. This is TCA's
  /// `ifLet` and `forEach` order.
  ///
  /// `combine` is associative and ``identity`` is its neutral element.
  @inlinable
  public static func combine(_ behaviors: [Behavior]) -> Behavior {
    if behaviors.count == 1 { return behaviors[0] }
    let preludes = behaviors.compactMap(\.prelude)
    let bodied = behaviors.filter(\.hasBody)
    guard !preludes.isEmpty else {
      return Behavior(run: combinedBodies(bodied), declare: combinedDeclarations(behaviors))
    }
    return Behavior(
      prelude: combined(preludes), body: combinedBodies(bodied), hasBody: !bodied.isEmpty,
      declare: combinedDeclarations(behaviors))
  }

  /// The bodies of `behaviors` one after another, their effects merged. One or two are read
  /// straight from the behaviours, never through an array of functions (see ``body``).
  @inlinable
  static func combinedBodies(_ behaviors: [Behavior]) -> Run {
    switch behaviors.count {
    case 0: return noBody
    case 1: return behaviors[0].body
    case 2:
      let first = behaviors[0].body
      let second = behaviors[1].body
      return { action, source, state, mutated, context in
        let one = first(action, source, &state, &mutated, context)
        let two = second(action, source, &state, &mutated, context)
        return one.merging(two)
      }
    default:
      let runs = behaviors.map(\.body)
      return { action, source, state, mutated, context in
        var effect = Effect<Action>.none
        for run in runs {
          effect = effect.merging(run(action, source, &state, &mutated, context))
        }
        return effect
      }
    }
  }

  /// The preludes one after another, their effects merged; their finishes, in the same order.
  @inlinable
  static func combined(_ preludes: [Prelude]) -> Prelude {
    if preludes.count == 1 { return preludes[0] }
    return { action, source, state, mutated, context in
      var effect = Effect<Action>.none
      var finishes: [Finish] = []
      for prelude in preludes {
        let (started, finish) = prelude(action, source, &state, &mutated, context)
        effect = effect.merging(started)
        if let finish { finishes.append(finish) }
      }
      switch finishes.count {
      case 0: return (effect, nil)
      case 1: return (effect, finishes[0])
      default: return (effect, { state, mutated in for finish in finishes { finish(&state, &mutated) } })
      }
    }
  }

  /// Every behaviour, one after another; see ``combine(_:)-([Behavior<Action,State,Environment>])``.
  @inlinable
  public static func combine(_ behaviors: Behavior...) -> Behavior { combine(behaviors) }
}
