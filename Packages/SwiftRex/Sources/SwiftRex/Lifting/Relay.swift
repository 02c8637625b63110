/// Namespace of the relay scope that lifts a child behaviour into a parent: one lane per axis —
/// action, state, environment — built one at a time into one value, a ``Relay/Scope``.
///
/// ```swift
/// Library.behavior().lift(
///   Relay.Empty
///     .action(AppAction.prism.library)
///     .state(\AppState.library)
///     .environment { $0.library }
/// )
/// // or, with leading dots:
/// Library.behavior().lift(.action(\.library).state(\.library).environment(\.library))
/// ```
public enum Relay {
  /// The start of a relay scope: pick the action lane first (`Relay.Empty.action(…)`). It has no
  /// value, only the entry points every ``Relay/Scope`` has, so `lift(.action(…)…)` is the same
  /// chain.
  public typealias Empty = Scope<Never, Never>

  /// How a parent's action narrows to the child's and how the child's embeds back.
  public struct ActionLane<Global, Local>: Sendable {
    /// The lane's two halves, kept as one prism: extracting calls the prism's own function, so a
    /// lifted level pays one indirect call to route an action, not one per wrapper.
    @usableFromInline let prism: Prism<Global, Local>

    /// A lane from its two halves.
    @inlinable
    public init(extract: @escaping @Sendable (Global) -> Local?, embed: @escaping @Sendable (Local) -> Global)
    {
      prism = Prism(preview: extract, review: embed)
    }

    /// A lane through a prism.
    @inlinable
    public init(_ prism: Prism<Global, Local>) { self.prism = prism }

    /// The child's action in `action`, or `nil` when it is not one.
    @inlinable
    public func extract(_ action: Global) -> Local? { prism.preview(action) }

    /// The child's `action`, as the parent's: what a view of the child dispatches to the parent.
    @inlinable
    public func embed(_ action: Local) -> Global { prism.review(action) }
  }

  /// Where a child's state lives in the parent's: always there (a key path, a lens), or only
  /// sometimes (an optional, an enum case), in which case the child runs only while it exists.
  public struct StateLane<Global, Local>: Sendable {
    @usableFromInline let read: @Sendable (Global) -> Local?
    @usableFromInline let update: @Sendable (inout Global, (inout Local) -> Void) -> Bool
    /// The byte offset of the child's state inside the parent's, when the lane is a key path to a
    /// property stored inline in a struct: the lifting engine then reduces the child right there,
    /// skipping both the key-path runtime and the `update` closure (most of a lifted level's cost).
    @usableFromInline let inlineOffset: Int?
    /// Whether the child's state always exists (a total lane).
    public let isTotal: Bool
    /// How the lane reads in messages.
    public let name: String

    /// A lane from its parts: `read` returns `nil` and `modify` returns `false` when the child's
    /// state does not exist.
    @inlinable
    public init(
      name: String, isTotal: Bool,
      read: @escaping @Sendable (Global) -> Local?,
      modify: @escaping @Sendable (inout Global, (inout Local) -> Void) -> Bool
    ) {
      self.init(name: name, isTotal: isTotal, inlineOffset: nil, read: read, modify: modify)
    }

    @inlinable
    init(
      name: String, isTotal: Bool, inlineOffset: Int?,
      read: @escaping @Sendable (Global) -> Local?,
      modify: @escaping @Sendable (inout Global, (inout Local) -> Void) -> Bool
    ) {
      self.name = name
      self.isTotal = isTotal
      self.inlineOffset = inlineOffset
      self.read = read
      self.update = modify
    }

    /// Runs `body` on the child's state inside `global`, in place.
    /// - Returns: `false` (and `body` does not run) when the child's state does not exist.
    @inlinable
    func modify(_ global: inout Global, _ body: (inout Local) -> Void) -> Bool { update(&global, body) }

    /// A total lane through a writable key path; the child's slice is mutated in place.
    @inlinable
    public init(_ keyPath: WritableKeyPath<Global, Local> & Sendable) {
      // A key path to a property stored inline in a struct is an offset (see `inlineOffset`); any
      // other key path (computed, through a class or an optional) goes through the key-path
      // runtime.
      self.init(
        name: "\(keyPath)", isTotal: true, inlineOffset: MemoryLayout<Global>.offset(of: keyPath),
        read: { $0[keyPath: keyPath] },
        modify: { global, reduce in
          reduce(&global[keyPath: keyPath])
          return true
        })
    }

    /// An affine lane through an optional key path: the child runs only while its slice is
    /// non-`nil`.
    @inlinable
    public init(_ keyPath: WritableKeyPath<Global, Local?> & Sendable) {
      let modify: @Sendable (inout Global, (inout Local) -> Void) -> Bool
      if let offset = MemoryLayout<Global>.offset(of: keyPath) {
        // An optional stored inline: reached by its offset, as a total lane's slice is, so an
        // action for the child pays no key-path runtime at this level.
        modify = { global, reduce in
          withStoredField(at: offset, of: &global, as: Local?.self) { updateIfPresent(&$0, reduce) }
        }
      } else {
        modify = { global, reduce in updateIfPresent(&global[keyPath: keyPath], reduce) }
      }
      self.init(name: "\(keyPath)", isTotal: false, read: { $0[keyPath: keyPath] }, modify: modify)
    }

    /// A total lane through a lens.
    @inlinable
    public init(_ lens: Lens<Global, Local>) {
      self.init(
        name: "\(Lens<Global, Local>.self)", isTotal: true,
        read: { lens.get($0) },
        modify: { global, reduce in
          lens.modify(&global, reduce)
          return true
        })
    }

    /// A partial lane through a prism, for enum-shaped state: the child runs only while the
    /// parent's state is in that case.
    @inlinable
    public init(_ prism: Prism<Global, Local>) {
      self.init(
        name: "\(Prism<Global, Local>.self)", isTotal: false,
        read: { prism.preview($0) },
        modify: { global, reduce in prism.modify(&global, reduce) })
    }
  }

  /// How a child's dependencies are found in the parent's.
  public struct EnvironmentLane<Global, Local>: Sendable {
    @usableFromInline let get: @Sendable (Global) -> Local

    /// A lane through a function of the parent's environment.
    @inlinable
    public init(_ get: @escaping @Sendable (Global) -> Local) { self.get = get }

    /// A lane through a key path of the parent's environment.
    @inlinable
    public init(_ keyPath: KeyPath<Global, Local> & Sendable) { self.get = { $0[keyPath: keyPath] } }

    /// The child's environment in `parent`: what the lifted behaviour gets, and what a view of the
    /// child is given (`scope.environment(appEnvironment)`), so both read it the same way.
    @inlinable
    public func callAsFunction(_ parent: Global) -> Local { get(parent) }
  }

  /// How the one lifting engine behind `lift` and `liftCollection` finds a child: which child an
  /// action is for (its `Key`: nothing for a single child, the id for an element of a
  /// collection), and that child's state, by key. A single child and a collection differ only
  /// here, so the rules for effects, absent children and warnings are written once.
  @usableFromInline
  protocol Path: Lanes {
    /// Whether the child always exists (its effects then never need an aliveness check).
    var isTotal: Bool { get }
    /// The byte offset of the child's state inside the parent's, when it is a property stored
    /// inline there (so it always exists): the engine then reduces it in place, without a call.
    var inlineOffset: Int? { get }
    /// Whether a child can be replaced by another at the same key — one with another
    /// `Identifiable.id`, or a new presentation — so its effects must check ``identity(in:at:)``;
    /// a collection's or a stack's key already is the id, so it has no need to look.
    var identifiesByState: Bool { get }
    /// What tells the child at `key` from one that replaced it: its `Identifiable.id`, its
    /// presentation's identity; `nil` when nothing does.
    func identity(in state: GlobalState, at key: Key) -> AnyHashable?
    /// Whether the child reduces before the behaviours combined with its lift, and the path's
    /// own navigation applies after them (presentations and stacks, as TCA's `ifLet` and
    /// `forEach`), rather than all of it in order.
    var runsBeforeParent: Bool { get }
    /// The navigation `action` asks of the path itself — dismissing a presentation, pushing or
    /// popping a screen — judged on `state` as the action arrives and applied after the parent
    /// has reduced; `nil` when `action` is none (or is one the path refuses, after reporting why).
    func navigation(_ action: GlobalAction, in state: GlobalState) -> PathNavigation<GlobalState>?
    /// What ends the child at `key` after `action`, one of its own, judged on `state` as the
    /// action arrives — an alert or a dialog ends with its button's action — or `nil`.
    func ending(after action: LocalAction, at key: Key, in state: GlobalState) -> PathNavigation<GlobalState>?
    /// The parent's action that ends the child at `key` — what an `Effect.dismiss` the child
    /// returns becomes — or `nil` when the child cannot be dismissed from here.
    func dismissal(at key: Key) -> GlobalAction?
    /// The child `action` is for and its own action, or `nil` when it is not a child action.
    func route(_ action: GlobalAction) -> (key: Key, action: LocalAction)?
    /// Reduces the child at `key` in place; `false` when there is no such child now.
    func modify(_ state: inout GlobalState, at key: Key, _ body: (inout LocalState) -> Void) -> Bool
    /// The warning for `action`, whose child at `key` does not exist in `state`.
    func absence(of action: GlobalAction, from source: ActionSource, at key: Key, in state: GlobalState)
      -> String
    /// Calls `body` with every child that exists in `state`, in order: its key, what names the
    /// scope its subscriptions run under, and its state.
    ///
    /// The scope is made only when asked for: naming it describes a key path or an identity
    /// through reflection, and subscriptions are reconciled after every action that changes the
    /// state, while most children declare none.
    func forEachChild(in state: GlobalState, _ body: (Key, () -> SubscriptionID.Scope, LocalState) -> Void)
  }
}

extension Relay.Path {
  // A single child or a collection element: no navigation of its own.
  @inlinable
  var runsBeforeParent: Bool { false }

  @inlinable
  func navigation(_ action: GlobalAction, in state: GlobalState) -> PathNavigation<GlobalState>? { nil }

  @inlinable
  func ending(after action: LocalAction, at key: Key, in state: GlobalState) -> PathNavigation<GlobalState>? {
    nil
  }

  @inlinable
  func dismissal(at key: Key) -> GlobalAction? { nil }

  // Most paths reach their child through a lookup or a closure.
  @inlinable
  var inlineOffset: Int? { nil }

  @inlinable
  func identity(in state: GlobalState, at key: Key) -> AnyHashable? {
    read(state, at: key).flatMap(childIdentity(of:))
  }
}

/// A change a navigation path makes to its parent's state once the parent has reduced (see
/// `Relay.Path.navigation(_:in:)`); returns whether it changed anything.
@usableFromInline
typealias PathNavigation<State> = (inout State) -> Bool
