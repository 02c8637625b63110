/// A child behaviour placed in its parent: the child's own function, where it lives (`path`) and
/// how its environment is derived — what one lifted level does for every action the parent gets.
///
/// A lifted behaviour's function captures one reference to this, held for the life of the
/// behaviour. Captured directly, the path's lanes would be copied whole into each level's frame
/// for every action; through the reference an action loads only the lane it calls.
@usableFromInline
final class LiftedChild<Path: Relay.Path, GlobalEnvironment, Environment>: Sendable {
  @usableFromInline typealias Child = Behavior<Path.LocalAction, Path.LocalState, Environment>
  @usableFromInline typealias Finish = Behavior<Path.GlobalAction, Path.GlobalState, GlobalEnvironment>.Finish

  @usableFromInline let path: Path
  @usableFromInline let run: Child.Run
  @usableFromInline let environment: @Sendable (GlobalEnvironment) -> Environment
  /// Whether the child's slice always exists: then its effects never outlive it.
  @usableFromInline let isTotal: Bool
  /// Whether a replaced child is told from the same one by its state's identity.
  @usableFromInline let tracksIdentity: Bool

  @inlinable
  init(
    _ path: Path, run: @escaping Child.Run,
    environment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) {
    self.path = path
    self.run = run
    self.environment = environment
    isTotal = path.isTotal
    tracksIdentity = !path.isTotal && path.identifiesByState
  }

  /// Runs the child for `globalAction` if the path routes it to a child that exists, on that
  /// child's slice of `globalState`, in place; returns the child's effect embedded in the parent.
  ///
  /// An action for a child that does not exist now is reported through ``RuntimeWarnings`` and
  /// ignored. O(1) beyond the child's own work and the path's lookup of the child.
  @inlinable
  func reduce(
    _ globalAction: Path.GlobalAction, from source: ActionSource, in globalState: inout Path.GlobalState,
    mutated: inout Bool, parentContext: () -> EffectContext<Path.GlobalState, GlobalEnvironment>
  ) -> Effect<Path.GlobalAction> {
    guard let routed = path.route(globalAction) else { return .none }
    let key = routed.key
    if let offset = path.inlineOffset {
      var effect = Effect<Path.LocalAction>.none
      // A property stored inline (see `withStoredField`) always exists, so its effects never
      // outlive it and nothing of the parent's context is kept back for them: at this level an
      // action carries no optional closure to set and release.
      withStoredField(at: offset, of: &globalState, as: Path.LocalState.self) { state in
        effect = run(routed.action, source, &state, &mutated) { self.context(at: key, in: parentContext()) }
      }
      return effect.isNone ? .none : embed(effect, at: key, in: globalState, readParent: nil)
    }
    return reduceChild(
      routed.action, at: key, for: globalAction, from: source, in: &globalState, mutated: &mutated,
      parentContext: parentContext) ?? .none
  }

  /// The navigation path's half of a reduction that runs before the parent's: reduces the child
  /// `globalAction` is for, in place, and returns its effect with what is left to do after the
  /// parent has reduced — the path's own navigation, or ending an alert after its button —
  /// judged now, on the state the action arrived to.
  @inlinable
  func reduceBeforeParent(
    _ globalAction: Path.GlobalAction, from source: ActionSource, in globalState: inout Path.GlobalState,
    mutated: inout Bool, parentContext: () -> EffectContext<Path.GlobalState, GlobalEnvironment>
  ) -> (Effect<Path.GlobalAction>, Finish?) {
    guard let routed = path.route(globalAction) else {
      guard let navigation = path.navigation(globalAction, in: globalState) else { return (.none, nil) }
      return (.none, { state, mutated in if navigation(&state) { mutated = true } })
    }
    let key = routed.key
    let ending = path.ending(after: routed.action, at: key, in: globalState)
    guard
      let effect = reduceChild(
        routed.action, at: key, for: globalAction, from: source, in: &globalState, mutated: &mutated,
        parentContext: parentContext)
    else { return (.none, nil) }
    let finish: Finish? = ending.map { ending in { state, mutated in if ending(&state) { mutated = true } } }
    return (effect, finish)
  }

  /// Reduces the child at `key` with its `action` (what `globalAction` routed to), in place
  /// through the path, and returns its effect embedded in the parent — or `nil`, once reported
  /// through ``RuntimeWarnings``, when there is no such child now.
  @inlinable
  func reduceChild(
    _ action: Path.LocalAction, at key: Path.Key, for globalAction: Path.GlobalAction,
    from source: ActionSource, in globalState: inout Path.GlobalState, mutated: inout Bool,
    parentContext: () -> EffectContext<Path.GlobalState, GlobalEnvironment>
  ) -> Effect<Path.GlobalAction>? {
    var effect = Effect<Path.LocalAction>.none
    // Kept only if the child asks for its context: its effects then check, through the parent's
    // state, that it is still there when they deliver.
    var readParentState: (@MainActor @Sendable () -> Path.GlobalState?)?
    let exists = path.modify(&globalState, at: key) { state in
      effect = run(action, source, &state, &mutated) {
        let parent = parentContext()
        readParentState = parent.readState
        return self.context(at: key, in: parent)
      }
    }
    guard exists else {
      RuntimeWarnings.report(path.absence(of: globalAction, from: source, at: key, in: globalState))
      return nil
    }
    return effect.isNone ? .none : embed(effect, at: key, in: globalState, readParent: readParentState)
  }

  /// What the child at `key` sees as its effects' context, inside its parent's `parent`.
  @inlinable
  func context(
    at key: Path.Key, in parent: EffectContext<Path.GlobalState, GlobalEnvironment>
  ) -> EffectContext<Path.LocalState, Environment> {
    let readParent = parent.readState
    return EffectContext(
      environment: environment(parent.environment),
      readState: { readParent().flatMap { self.path.read($0, at: key) } })
  }

  /// The child's `effect`, sending its actions embedded in the parent's and ending when the child
  /// at `key` does.
  ///
  /// Apart from ``reduce(_:from:in:mutated:parentContext:)`` because it runs only when the child
  /// produced an effect.
  /// - Parameters:
  ///   - effect: what the child produced, not `.none`.
  ///   - key: which child produced it.
  ///   - state: the parent's state after the reduction that produced it.
  ///   - readParent: how the parent's state is read later, if the child asked for its context.
  @inlinable
  func embed(
    _ effect: Effect<Path.LocalAction>, at key: Path.Key, in state: Path.GlobalState,
    readParent: (@MainActor @Sendable () -> Path.GlobalState?)?
  ) -> Effect<Path.GlobalAction> {
    let embedded = effect.map({ self.path.embed($0, at: key) }, dismissingWith: path.dismissal(at: key))
    guard !isTotal, let readParent else { return embedded }
    // The child's identity is read back only now that an effect exists, so an action that
    // produces none carries no identity bookkeeping through any level.
    guard tracksIdentity, let childID = path.identity(in: state, at: key) else {
      return embedded.alive(while: { readParent().flatMap { self.path.read($0, at: key) } != nil })
    }
    // `nonisolated(unsafe)` is safe: the identity is an immutable copy made here, and read only
    // by the condition below, which the store calls on the main actor — the same actor
    // behaviours run on — so it is never read concurrently with anything.
    nonisolated(unsafe) let startedWith = childID
    // A child replaced by one with another identity is another child.
    return embedded.alive(while: {
      readParent().map { self.path.identity(in: $0, at: key) == startedWith } ?? false
    })
  }
}
