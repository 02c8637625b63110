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
  /// What an effect is, as a tree. Children are held through ``NodeBox``es rather than by an
  /// `indirect` enum: the compiler releases an indirect payload by recursion, one stack frame per
  /// level, which a user nesting effects a hundred thousand deep turns into a stack overflow;
  /// a box releases the tree below it with a loop. Leaves (`none`, `just`, `job`, `cancel`) sit
  /// inline: a node lives in its box, so its size costs nothing to pass an effect around.
  @usableFromInline
  enum Node {
    case none
    case just(Action, ActionSource)
    case job(EffectJob<Action>)
    case sequence([NodeBox])
    case merge([NodeBox])
    case cancel(EffectID)
    case cancellable(id: EffectID, cancelInFlight: Bool, NodeBox)
    case debounce(id: EffectID, Duration, NodeBox)
    case throttle(id: EffectID, Duration, latest: Bool, NodeBox)
    case delay(Duration, NodeBox)
    case alive(while: @MainActor () -> Bool, NodeBox)
    case longLived(NodeBox)
    /// Ends the presentation (or pops the stack screen) the behaviour that returned it belongs
    /// to; the lift of that presentation turns it into the parent's action.
    case dismiss(ActionSource)
  }

  /// The box of the tree's root; `nil` for ``none``. An effect is one pointer however big its
  /// node, and the effect behaviours return most often is a null one: behaviours and lifts pass
  /// effects through generic code, where a bigger value costs a copy at every hand-over.
  @usableFromInline let root: NodeBox?

  @usableFromInline init(root: NodeBox?) { self.root = root }

  @usableFromInline init(node: Node) { root = node.isNone ? nil : NodeBox(node) }

  /// The tree this effect runs.
  @usableFromInline var node: Node { root?.node ?? .none }

  /// The root's box, to wrap this effect in another node; a `none` effect has none until then.
  private var rootBox: NodeBox { root ?? NodeBox(.none) }

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
    root = NodeBox(
      .job(EffectJob(source: ActionSource(file: file, function: function, line: line), body: body)))
  }

  /// The effect that does nothing.
  @inlinable
  public static var none: Effect { Effect(root: nil) }

  /// An effect that sends `action` right after the current action is processed, before any
  /// action dispatched later.
  @inlinable
  public static func just(
    _ action: Action, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Effect {
    Effect(node: .just(action, ActionSource(file: file, function: function, line: line)))
  }

  /// The longest list of parts `sequence(_:)` and `merge(_:)` splice into the list they build
  /// (their documentation says 32: keep it in step). Splicing every list would copy all that a
  /// loop has folded so far at each step — quadratic time, ten seconds for ten thousand parts in
  /// a debug build — and keep every intermediate list alive to be scanned when it is released.
  static var splicingLimit: Int { 32 }

  /// Runs `effects` one after another: each starts when the previous one has finished, so their
  /// actions arrive in this order.
  ///
  /// A short sequence inside a sequence (32 parts or fewer) is spliced into it: sequencing is
  /// associative, and one list is cheaper to run than a tree. A longer one stays one part, so
  /// that an effect folded one step at a time — `effect = .sequence(effect, next)` — copies at
  /// most 32 parts per step rather than everything folded so far; the tree it becomes is
  /// started, described and released without recursion, however deep.
  public static func sequence(_ effects: [Effect]) -> Effect {
    var boxes: [NodeBox] = []
    boxes.reserveCapacity(effects.count)
    for effect in effects {
      guard let root = effect.root else { continue }
      if case .sequence(let inner) = root.node, inner.count <= splicingLimit {
        boxes.append(contentsOf: inner)
      } else {
        boxes.append(root)
      }
    }
    return Effect(node: .sequence(boxes))
  }

  /// Runs `effects` one after another; see ``sequence(_:)-swift.type.method``.
  public static func sequence(_ effects: Effect...) -> Effect { sequence(effects) }

  /// Runs `effects` concurrently; their actions interleave as they arrive.
  ///
  /// A short merge inside a merge (32 parts or fewer) is spliced into it, as in
  /// ``sequence(_:)-([Effect<Action>])``: folding one part at a time —
  /// `effect = .merge(effect, .just(x))` — copies at most 32 parts per step, and the tree it
  /// becomes runs and is released without recursion, however deep.
  public static func merge(_ effects: [Effect]) -> Effect {
    var boxes: [NodeBox] = []
    boxes.reserveCapacity(effects.count)
    for effect in effects {
      guard let root = effect.root else { continue }
      if case .merge(let inner) = root.node, inner.count <= splicingLimit {
        boxes.append(contentsOf: inner)
      } else {
        boxes.append(root)
      }
    }
    switch boxes.count {
    case 0: return .none
    case 1: return Effect(root: boxes[0])
    default: return Effect(node: .merge(boxes))
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
  public var isNone: Bool { root == nil }

  /// Marks this effect with `id` so ``cancel(id:)`` can stop it.
  /// - Parameters:
  ///   - id: what ``cancel(id:)`` and a later `cancelInFlight` run name this effect by.
  ///   - cancelInFlight: when `true`, starting this effect first cancels any running
  ///     effect with the same id: the new run replaces the old one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    Effect(node: .cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, rootBox))
  }

  /// Starts this effect only after `duration` passes with no newer effect of the same `id`:
  /// each new one cancels the pending one and restarts the wait.
  public func debounce(id: some Hashable & Sendable, for duration: Duration) -> Effect {
    Effect(node: .debounce(id: EffectID(id), duration, rootBox))
  }

  /// Starts at most one effect of this `id` per `duration`. The first runs at once; one arriving
  /// within the window is dropped, or, when `latest` is `true`, the most recent one runs when the
  /// window closes.
  public func throttle(id: some Hashable & Sendable, for duration: Duration, latest: Bool = false) -> Effect {
    Effect(node: .throttle(id: EffectID(id), duration, latest: latest, rootBox))
  }

  /// Starts this effect after `duration`.
  public func delay(for duration: Duration) -> Effect {
    Effect(node: .delay(duration, rootBox))
  }

  /// Delivers this effect's actions only while `isAlive` holds; the store cancels the effect as
  /// soon as it stops holding (checked after every reduction while the effect runs).
  ///
  /// Lifting uses this so that a child's effects die with its optional state or its element.
  public func alive(while isAlive: @escaping @MainActor () -> Bool) -> Effect {
    isNone ? self : Effect(node: .alive(while: isAlive, rootBox))
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
    isNone ? self : Effect(node: .longLived(rootBox))
  }

  /// The same work, with every action it produces transformed by `transform` (on the main actor,
  /// when the action arrives).
  public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
    guard let root else { return .none }
    return Effect<NewAction>(node: root.node.map(transform))
  }
  /// This effect's actions transformed, and each ``dismiss`` in it turned into `dismissal`: how
  /// every lift embeds its child's effects.
  ///
  /// Inlinable, with the lone task (`Effect.run`, an analytics call) mapped right here: the lift
  /// that embeds it is specialised for its types, while the general walk runs unspecialised
  /// and paid generic-metadata lookups for every effect a lifted child produced.
  @inlinable
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction, dismissingWith dismissal: NewAction?
  ) -> Effect<NewAction> {
    if case .job(let job) = root?.node {
      return Effect<NewAction>(root: Effect<NewAction>.NodeBox(.job(job.map(transform))))
    }
    return Effect<NewAction>(node: node.map(transform, dismissal: dismissal))
  }

  /// Ends the presentation this behaviour is shown in: returned by a presented child (a sheet's
  /// behaviour, say), it becomes the parent's `.dismiss` — the child's state goes and its effects
  /// are cancelled; returned by a stack screen, it pops that screen. It runs in order with the
  /// rest of the effect (`.sequence(save, .dismiss())`), and records where it was built, as
  /// `just` does.
  ///
  /// Outside of any presentation or stack it does nothing but report a runtime warning, except
  /// in a `TestStore` testing the feature alone, which records that it dismissed itself.
  @inlinable
  public static func dismiss(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Effect {
    Effect(node: .dismiss(ActionSource(file: file, function: function, line: line)))
  }

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
      case .job, .cancellable, .debounce, .throttle, .delay: return false
      default: pending.append(contentsOf: node.children.lazy.map(\.node))
      }
    }
    return true
  }

  /// The same tree with every action transformed by `transform`; a `dismiss` becomes
  /// `.just(dismissal)` when a dismissal action is given, and stays a `dismiss` for an enclosing
  /// lift otherwise.
  ///
  /// Walks the tree in post-order with a stack of steps and a stack of mapped subtrees, not by
  /// recursion: a user can nest effects deeper than the stack is.
  @usableFromInline
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction, dismissal: NewAction? = nil
  ) -> Effect<NewAction>.Node {
    if let leaf = mappedLeaf(transform, dismissal) { return leaf }
    // A node is visited twice: first to queue its children, then (`rebuild`) to assemble it from
    // the subtrees they were mapped to, which are the last ones on `mapped`.
    var steps: [(node: Self, rebuild: Bool)] = [(self, false)]
    var mapped: [Effect<NewAction>.NodeBox] = []
    while let (node, rebuild) = steps.popLast() {
      if let leaf = node.mappedLeaf(transform, dismissal) {
        mapped.append(Effect<NewAction>.NodeBox(leaf))
      } else if rebuild {
        let parts = Array(mapped.suffix(node.children.count))
        mapped.removeLast(parts.count)
        mapped.append(Effect<NewAction>.NodeBox(node.rebuilt(children: parts)))
      } else {
        steps.append((node, true))
        // Reversed, so the first child is mapped first and its subtree lands first.
        steps.append(contentsOf: node.children.reversed().lazy.map { ($0.node, false) })
      }
    }
    return mapped.last?.node ?? .none
  }

  /// This node mapped, when it is a leaf; `nil` when it has children.
  private func mappedLeaf<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction, _ dismissal: NewAction?
  ) -> Effect<NewAction>.Node? {
    switch self {
    case .none: Effect<NewAction>.Node.none
    case .just(let action, let source): .just(transform(action), source)
    case .job(let job): .job(job.map(transform))
    case .cancel(let id): .cancel(id)
    case .dismiss(let source): dismissal.map { .just($0, source) } ?? .dismiss(source)
    case .sequence, .merge, .cancellable, .debounce, .throttle, .delay, .alive, .longLived: nil
    }
  }

  /// The boxes of the nodes this one holds, in order; none for a leaf.
  private var children: [Effect.NodeBox] {
    switch self {
    case .none, .just, .job, .cancel, .dismiss: []
    case .sequence(let boxes), .merge(let boxes): boxes
    case .cancellable(_, _, let box), .debounce(_, _, let box), .throttle(_, _, _, let box),
      .delay(_, let box), .alive(_, let box), .longLived(let box):
      [box]
    }
  }

  /// This node, of another action type, holding `children` (already mapped) instead of its own.
  private func rebuilt<NewAction>(children: [Effect<NewAction>.NodeBox]) -> Effect<NewAction>.Node {
    switch self {
    case .sequence: return .sequence(children)
    case .merge: return .merge(children)
    default: break
    }
    guard let child = children.first else { return .none }
    return switch self {
    case .none, .just, .job, .cancel, .dismiss, .sequence, .merge: .none
    case .cancellable(let id, let cancelInFlight, _):
      .cancellable(id: id, cancelInFlight: cancelInFlight, child)
    case .debounce(let id, let duration, _): .debounce(id: id, duration, child)
    case .throttle(let id, let duration, let latest, _): .throttle(id: id, duration, latest: latest, child)
    case .delay(let duration, _): .delay(duration, child)
    case .alive(let isAlive, _): .alive(while: isAlive, child)
    case .longLived: .longLived(child)
    }
  }

  /// Whether this node holds child boxes: `false` for a leaf.
  var holdsBoxes: Bool {
    switch self {
    case .none, .just, .job, .cancel, .dismiss: false
    case .sequence, .merge, .cancellable, .debounce, .throttle, .delay, .alive, .longLived: true
    }
  }

  /// Moves this node's child boxes into `pending` and leaves `.none` in its place, so that
  /// releasing the node no longer releases the children: whoever holds `pending` does.
  mutating func moveChildren(into pending: inout [Effect.NodeBox]) {
    pending.append(contentsOf: children)
    self = .none
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Node: Sendable where Action: Sendable {}
