/// Work a behaviour asks the store to do after a reduction, and the actions it sends back.
///
/// An effect is a value: build it with ``none``, ``just(_:file:function:line:)``,
/// ``sequence(_:)-([Effect<Action>])``, ``merge(_:)-([Effect<Action>])``, ``cancel(id:)``, and the
/// async factories of `SwiftRexSwiftConcurrency` (`Effect.task { … }`); transform it with
/// ``map(_:)``; schedule it by id with ``cancellable(id:cancelInFlight:)``,
/// ``debounce(id:for:)``, ``throttle(id:for:latest:)`` and ``delay(for:)``. The store runs it on
/// the main actor; actions it produces are dispatched back, in order for a sequence, carrying the
/// source of the call that built them.
///
/// `Action` need not be `Sendable`: synchronous actions never leave the main actor, and async
/// factories require `Sendable` only of what they carry across.
public struct Effect<Action> {
  @usableFromInline
  indirect enum Node {
    case none
    case just(Action, ActionSource)
    case job(EffectJob<Action>)
    case sequence([Node])
    case merge([Node])
    case cancel(EffectID)
    case cancellable(id: EffectID, cancelInFlight: Bool, Node)
    case debounce(id: EffectID, Duration, Node)
    case throttle(id: EffectID, Duration, latest: Bool, Node)
    case delay(Duration, Node)
    case alive(while: @MainActor () -> Bool, Node)
    case longLived(Node)
    /// Ends the presentation (or pops the stack screen) the behaviour that returned it belongs
    /// to; the lift of that presentation turns it into the parent's action.
    case dismiss(ActionSource)
  }

  @usableFromInline let node: Node

  @usableFromInline init(node: Node) { self.node = node }

  /// Creates an effect from an async job: `body` runs off the main actor and sends actions
  /// through the ``EffectSender`` it receives. Cancelling the effect cancels the task running it.
  ///
  /// This is the primitive the async factories of `SwiftRexSwiftConcurrency` are built on.
  /// - Parameters:
  ///   - file: the file the produced actions say they came from; by default the caller's.
  ///   - function: the function the produced actions say they came from; by default the caller's.
  ///   - line: the line the produced actions say they came from; by default the caller's.
  ///   - body: the job; it sends actions through its ``EffectSender`` and ends when it returns.
  public init(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    _ body: @escaping @Sendable (EffectSender<Action>) async -> Void
  ) {
    node = .job(EffectJob(source: ActionSource(file: file, function: function, line: line), body: body))
  }

  /// The effect that does nothing.
  @inlinable
  public static var none: Effect { Effect(node: .none) }

  /// An effect that sends `action` right after the current action is processed, before any
  /// action dispatched later.
  @inlinable
  public static func just(
    _ action: Action, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Effect {
    Effect(node: .just(action, ActionSource(file: file, function: function, line: line)))
  }

  /// Runs `effects` one after another: each starts when the previous one has finished, so their
  /// actions arrive in this order.
  ///
  /// A sequence inside a sequence is spliced into it (sequencing is associative), so an effect
  /// folded one step at a time — `effect = .sequence(effect, next)` — stays one flat list however
  /// many steps it has, rather than a tree as deep as the fold, which would take as deep a stack to
  /// start, describe or release.
  public static func sequence(_ effects: [Effect]) -> Effect {
    var nodes: [Node] = []
    nodes.reserveCapacity(effects.count)
    for effect in effects {
      switch effect.node {
      case .none: continue
      case .sequence(let inner): nodes.append(contentsOf: inner)
      default: nodes.append(effect.node)
      }
    }
    return Effect(node: .sequence(nodes))
  }

  /// Runs `effects` one after another; see ``sequence(_:)-swift.type.method``.
  public static func sequence(_ effects: Effect...) -> Effect { sequence(effects) }

  /// Runs `effects` concurrently; their actions interleave as they arrive.
  ///
  /// A merge inside a merge is spliced into it (merging is associative), so an effect folded one
  /// part at a time — `effect = .merge(effect, .just(x))` — stays one flat list however many parts
  /// it has, rather than a tree as deep as the fold, which would take as deep a stack to start,
  /// describe or release.
  public static func merge(_ effects: [Effect]) -> Effect {
    var nodes: [Node] = []
    nodes.reserveCapacity(effects.count)
    for effect in effects {
      switch effect.node {
      case .none: continue
      case .merge(let inner): nodes.append(contentsOf: inner)
      default: nodes.append(effect.node)
      }
    }
    switch nodes.count {
    case 0: return .none
    case 1: return Effect(node: nodes[0])
    default: return Effect(node: .merge(nodes))
    }
  }

  /// Runs `effects` concurrently; see ``merge(_:)-swift.type.method``.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// Cancels every running effect marked with `id`; their pending actions are never delivered.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(node: .cancel(EffectID(id)))
  }

  /// Whether this effect does nothing.
  @inlinable
  public var isNone: Bool { node.isNone }

  /// Marks this effect with `id` so ``cancel(id:)`` can stop it.
  /// - Parameters:
  ///   - id: what ``cancel(id:)`` and a later `cancelInFlight` run name this effect by.
  ///   - cancelInFlight: when `true`, starting this effect first cancels any running
  ///     effect with the same id: the new run replaces the old one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    Effect(node: .cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, node))
  }

  /// Starts this effect only after `duration` passes with no newer effect of the same `id`:
  /// each new one cancels the pending one and restarts the wait.
  public func debounce(id: some Hashable & Sendable, for duration: Duration) -> Effect {
    Effect(node: .debounce(id: EffectID(id), duration, node))
  }

  /// Starts at most one effect of this `id` per `duration`. The first runs at once; one arriving
  /// within the window is dropped, or, when `latest` is `true`, the most recent one runs when the
  /// window closes.
  public func throttle(id: some Hashable & Sendable, for duration: Duration, latest: Bool = false) -> Effect {
    Effect(node: .throttle(id: EffectID(id), duration, latest: latest, node))
  }

  /// Starts this effect after `duration`.
  public func delay(for duration: Duration) -> Effect {
    Effect(node: .delay(duration, node))
  }

  /// Delivers this effect's actions only while `isAlive` holds; the store cancels the effect as
  /// soon as it stops holding (checked after every reduction while the effect runs).
  ///
  /// Lifting uses this so that a child's effects die with its optional state or its element.
  public func alive(while isAlive: @escaping @MainActor () -> Bool) -> Effect {
    node.isNone ? self : Effect(node: .alive(while: isAlive, node))
  }

  /// Marks this effect as long-lived: it runs until it is cancelled — a timer, a subscription —
  /// rather than finishing once its work is done.
  ///
  /// A host that waits for the work an action started before going on (a scripted session
  /// settling after each command, with ``Store/effectsFinished(within:)``) waits for one-shot
  /// effects only; without this mark, a running timer would hold every such wait for its whole
  /// limit. Everything else is unchanged: the effect runs, delivers and is cancelled as before,
  /// and ``Store/effectsFinished()`` and ``Store/effectsInFlight`` still count it.
  public func longLived() -> Effect {
    node.isNone ? self : Effect(node: .longLived(node))
  }

  /// The same work, with every action it produces transformed by `transform` (on the main actor,
  /// when the action arrives).
  public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
    Effect<NewAction>(node: node.map(transform))
  }

  /// This effect's actions transformed, and each ``dismiss`` in it turned into `dismissal`: how a
  /// presentation or stack lift embeds its child's effects.
  @usableFromInline
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction, dismissingWith dismissal: NewAction?
  ) -> Effect<NewAction> {
    Effect<NewAction>(node: node.map(transform, dismissal: dismissal))
  }

  /// Ends the presentation this behaviour is shown in: returned by a presented child (a sheet's
  /// behaviour, say), it becomes the parent's `.dismiss` — the child's state goes and its effects
  /// are cancelled; returned by a stack screen, it pops that screen. It runs in order with the
  /// rest of the effect (`.sequence(save, .dismiss)`).
  ///
  /// Outside of any presentation or stack it does nothing but report a runtime warning.
  @inlinable
  public static func dismiss(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Effect {
    Effect(node: .dismiss(ActionSource(file: file, function: function, line: line)))
  }

  /// Ends the presentation this behaviour is shown in; see ``dismiss(file:function:line:)``.
  @inlinable
  public static var dismiss: Effect { dismiss() }
}

extension Effect.Node {
  @usableFromInline var isNone: Bool {
    if case .none = self { return true }
    return false
  }

  /// Whether running this node needs no task: it only sends, cancels or does nothing.
  ///
  /// Walks the tree with a work list, not recursion: a user can nest effects deeper than the
  /// stack is.
  var isSynchronous: Bool {
    var pending = [self]
    while let node = pending.popLast() {
      switch node {
      case .none, .just, .cancel, .dismiss: continue
      case .sequence(let nodes), .merge(let nodes): pending.append(contentsOf: nodes)
      case .alive(_, let node), .longLived(let node): pending.append(node)
      case .job, .cancellable, .debounce, .throttle, .delay: return false
      }
    }
    return true
  }

  /// This node with every action transformed; a `dismiss` becomes `.just(dismissal)` when a
  /// dismissal action is given, and stays a `dismiss` for an enclosing lift otherwise.
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction, dismissal: NewAction? = nil
  ) -> Effect<NewAction>.Node {
    switch self {
    case .none: .none
    case .just(let action, let source): .just(transform(action), source)
    case .job(let job): .job(job.map(transform))
    case .sequence(let nodes): .sequence(nodes.map { $0.map(transform, dismissal: dismissal) })
    case .merge(let nodes): .merge(nodes.map { $0.map(transform, dismissal: dismissal) })
    case .cancel(let id): .cancel(id)
    case .cancellable(let id, let cancelInFlight, let node):
      .cancellable(id: id, cancelInFlight: cancelInFlight, node.map(transform, dismissal: dismissal))
    case .debounce(let id, let duration, let node):
      .debounce(id: id, duration, node.map(transform, dismissal: dismissal))
    case .throttle(let id, let duration, let latest, let node):
      .throttle(id: id, duration, latest: latest, node.map(transform, dismissal: dismissal))
    case .delay(let duration, let node): .delay(duration, node.map(transform, dismissal: dismissal))
    case .alive(let isAlive, let node): .alive(while: isAlive, node.map(transform, dismissal: dismissal))
    case .longLived(let node): .longLived(node.map(transform, dismissal: dismissal))
    case .dismiss(let source): dismissal.map { .just($0, source) } ?? .dismiss(source)
    }
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Node: Sendable where Action: Sendable {}
