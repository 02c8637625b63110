extension Relay {
  /// A relay scope for a collection with its action and elements lanes chosen: parent actions
  /// carrying ``ElementAction``s, routed by id to the elements of an `IdentifiedArray`. Pick the
  /// environment lane next, or use it as is: the element behaviour then gets the parent's
  /// environment (same type) or none (`Void`).
  ///
  /// It serves both `liftCollection` and a view of one element, `store.projection(id, in: scope)`.
  public struct ActionElementsScope<
    GlobalAction, GlobalState, ID: Hashable & Sendable, LocalAction, LocalState
  >:
    Sendable
  {
    /// The action lane, to the element actions.
    public let action: ActionLane<GlobalAction, ElementAction<ID, LocalAction>>
    /// Where the elements live in the parent's state.
    public let elements: WritableKeyPath<GlobalState, IdentifiedArray<ID, LocalState>> & Sendable
    /// The byte offset of the elements inside the parent's state when `elements` is a key path to
    /// a property stored inline in a struct (see `Relay.StateLane`): routing an element action
    /// then skips the key-path runtime.
    @usableFromInline let elementsOffset: Int?

    /// A scope with its action lane and the key path to the elements.
    @inlinable
    public init(
      action: ActionLane<GlobalAction, ElementAction<ID, LocalAction>>,
      elements: WritableKeyPath<GlobalState, IdentifiedArray<ID, LocalState>> & Sendable
    ) {
      self.action = action
      self.elements = elements
      elementsOffset = MemoryLayout<GlobalState>.offset(of: elements)
    }

    /// The complete scope, with the element behaviour's environment read through `keyPath`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ keyPath: KeyPath<GlobalEnvironment, LocalEnvironment> & Sendable
    ) -> CollectionScope<
      GlobalAction, GlobalState, GlobalEnvironment, ID, LocalAction, LocalState, LocalEnvironment
    > {
      CollectionScope(elements: self, environment: EnvironmentLane(keyPath))
    }

    /// The complete scope, with the element behaviour's environment made by `transform`.
    @inlinable
    public func environment<GlobalEnvironment, LocalEnvironment>(
      _ transform: @escaping @Sendable (GlobalEnvironment) -> LocalEnvironment
    ) -> CollectionScope<
      GlobalAction, GlobalState, GlobalEnvironment, ID, LocalAction, LocalState, LocalEnvironment
    > {
      CollectionScope(elements: self, environment: EnvironmentLane(transform))
    }
  }

  /// A complete relay scope for a collection: how element actions, the elements and the element
  /// behaviour's environment sit in a parent's.
  public struct CollectionScope<
    GlobalAction, GlobalState, GlobalEnvironment, ID: Hashable & Sendable, LocalAction, LocalState,
    LocalEnvironment
  >: Sendable {
    /// The action and elements lanes.
    public let elements: ActionElementsScope<GlobalAction, GlobalState, ID, LocalAction, LocalState>
    /// The environment lane.
    public let environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>

    /// A scope from its action and elements lanes and its environment lane.
    @inlinable
    public init(
      elements: ActionElementsScope<GlobalAction, GlobalState, ID, LocalAction, LocalState>,
      environment: EnvironmentLane<GlobalEnvironment, LocalEnvironment>
    ) {
      self.elements = elements
      self.environment = environment
    }
  }
}

extension Relay.ActionElementsScope: Relay.Start {
  /// The parent's action type.
  public typealias LaneGlobalAction = GlobalAction
  /// The element actions the lane extracts.
  public typealias LaneLocalAction = ElementAction<ID, LocalAction>
}

extension Relay.CollectionScope: Relay.Start {
  /// The parent's action type.
  public typealias LaneGlobalAction = GlobalAction
  /// The element actions the lane extracts.
  public typealias LaneLocalAction = ElementAction<ID, LocalAction>
}

// MARK: - An element of a collection, as the lifting engine sees it

extension Relay.ActionElementsScope: Relay.Path {
  @usableFromInline typealias Key = ID

  // An element may always be missing; and it is its id, so replacing it under the same id is
  // the same element (no `Identifiable` check).
  @inlinable var isTotal: Bool { false }
  @inlinable var identifiesByState: Bool { false }

  @inlinable
  func route(_ action: GlobalAction) -> (key: ID, action: LocalAction)? {
    guard let routed = self.action.extract(action) else { return nil }
    return (routed.id, routed.action)
  }

  @inlinable
  func embed(_ action: LocalAction, at id: ID) -> GlobalAction {
    self.action.embed(ElementAction(id: id, action: action))
  }

  @inlinable
  func modify(_ state: inout GlobalState, at id: ID, _ body: (inout LocalState) -> Void) -> Bool {
    // The element is found by id in O(1) and reduced where it is stored.
    guard let offset = elementsOffset else { return state[keyPath: elements].modifyElement(id: id, body) }
    // Sound because `state` is held `inout` (exclusively) for the whole access, and
    // `elementsOffset` comes from `MemoryLayout.offset(of:)`, non-nil only for a property stored
    // inline at that offset.
    return withUnsafeMutablePointer(to: &state) { pointer in
      UnsafeMutableRawPointer(pointer).advanced(by: offset)
        .assumingMemoryBound(to: IdentifiedArray<ID, LocalState>.self).pointee.modifyElement(id: id, body)
    }
  }

  @inlinable
  func read(_ state: GlobalState, at id: ID) -> LocalState? { state[keyPath: elements][id: id] }

  @inlinable
  func absence(of action: GlobalAction, from source: ActionSource, at id: ID) -> String {
    "\(action) dispatched from \(source) was ignored: no element with id \(id) in \(elements). "
      + "Was it removed before the action arrived?"
  }

  @usableFromInline
  func forEachChild(in state: GlobalState, _ body: (ID, SubscriptionID.Scope, LocalState) -> Void) {
    let collection = state[keyPath: elements]
    // Describing a key path walks it through reflection: only a lane with children needs it,
    // and subscriptions are reconciled after every action.
    guard !collection.isEmpty else { return }
    let lane = "\(elements)"
    for (id, element) in zip(collection.ids, collection) {
      body(id, SubscriptionID.Scope(lane: lane, key: id), element)
    }
  }
}
