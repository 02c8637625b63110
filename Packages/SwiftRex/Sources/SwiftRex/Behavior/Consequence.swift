/// What a behaviour decides for one action: how to change the state (``reduce(_:)-swift.type.method``) and which
/// effect to start afterwards (``produce(_:)-swift.method``), either, both, or neither
/// (``doNothing``).
///
/// ```swift
/// case .onAppear:
///   .reduce { $0.isLoading = true }
///   .produce { ctx in Effect.task { .loaded(await ctx.environment.fetch()) } }
/// ```
///
/// The closures run on the store's actor right after the behaviour returns and are not kept, so
/// they need not be `@Sendable`.
public struct Consequence<Action, State, Environment> {
  /// Mutates the state in place.
  public typealias Reducer = (inout State) -> Void
  /// Makes the effect to run once the state is reduced.
  public typealias Producer = (EffectContext<State, Environment>) -> Effect<Action>

  @usableFromInline var reducer: Reducer?
  @usableFromInline var producer: Producer?

  /// A consequence from its two optional halves.
  @inlinable
  public init(reduce reducer: Reducer?, produce producer: Producer?) {
    self.reducer = reducer
    self.producer = producer
  }

  /// Nothing changes and nothing runs.
  @inlinable
  public static var doNothing: Consequence { Consequence(reduce: nil, produce: nil) }

  /// Changes the state with `reducer`, in place.
  @inlinable
  public static func reduce(_ reducer: @escaping Reducer) -> Consequence {
    Consequence(reduce: reducer, produce: nil)
  }

  /// Starts the effect `producer` makes; the state is unchanged.
  @inlinable
  public static func produce(_ producer: @escaping Producer) -> Consequence {
    Consequence(reduce: nil, produce: producer)
  }

  /// This consequence's reduction, then also the effect `producer` makes (merged with any effect
  /// already produced).
  @inlinable
  public func produce(_ producer: @escaping Producer) -> Consequence {
    var copy = self
    copy.producer = Consequence.merge(self.producer, producer)
    return copy
  }

  /// Runs the reduction (if any) on `state`, in place.
  @inlinable
  public func reduce(_ state: inout State) { reducer?(&state) }

  /// The effect this consequence produces in `context` (``Effect/none`` when it produces none).
  @inlinable
  public func effect(in context: EffectContext<State, Environment>) -> Effect<Action> {
    producer?(context) ?? .none
  }

  /// Both consequences: `first`'s reduction then `second`'s, and both effects, merged.
  @inlinable
  public static func combine(_ first: Consequence, _ second: Consequence) -> Consequence {
    Consequence(
      reduce: combine(first.reducer, second.reducer),
      produce: merge(first.producer, second.producer)
    )
  }

  @inlinable
  static func combine(_ first: Reducer?, _ second: Reducer?) -> Reducer? {
    guard let first else { return second }
    guard let second else { return first }
    return { state in
      first(&state)
      second(&state)
    }
  }

  @inlinable
  static func merge(_ first: Producer?, _ second: Producer?) -> Producer? {
    guard let first else { return second }
    guard let second else { return first }
    return { context in .merge(first(context), second(context)) }
  }
}
