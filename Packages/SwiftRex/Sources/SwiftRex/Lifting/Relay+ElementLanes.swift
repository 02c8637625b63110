extension Relay {
  /// The lanes of a collection: parent actions carrying ``ElementAction``s, routed by id to the
  /// elements of an `IdentifiedArray`.
  public struct ElementLanes<
    GlobalAction, GlobalState, ID: Hashable & Sendable, LocalAction, LocalState
  >: Lanes {
    /// An element is found by its id.
    public typealias Key = ID

    /// The action lane, to the element actions.
    public let action: ActionLane<GlobalAction, ElementAction<ID, LocalAction>>
    /// Where the elements live in the parent's state.
    public let elements: WritableKeyPath<GlobalState, IdentifiedArray<ID, LocalState>> & Sendable
    /// The byte offset of the elements inside the parent's state when `elements` is a key path to
    /// a property stored inline in a struct (see `Relay.StateLane`): routing an element action
    /// then skips the key-path runtime.
    @usableFromInline let elementsOffset: Int?

    /// Lanes from the action lane and the key path to the elements.
    @inlinable
    init(
      action: ActionLane<GlobalAction, ElementAction<ID, LocalAction>>,
      elements: WritableKeyPath<GlobalState, IdentifiedArray<ID, LocalState>> & Sendable
    ) {
      self.action = action
      self.elements = elements
      elementsOffset = MemoryLayout<GlobalState>.offset(of: elements)
    }

    /// The element action `action` for the element `id`, as the parent's.
    @inlinable
    public func embed(_ action: LocalAction, at id: ID) -> GlobalAction {
      self.action.embed(ElementAction(id: id, action: action))
    }

    /// The element `id` in the parent's `state`, if it is there now.
    @inlinable
    public func read(_ state: GlobalState, at id: ID) -> LocalState? { state[keyPath: elements][id: id] }

    /// `child` run for each element; see `Behavior.liftCollection(_:)`.
    @inlinable public func liftChild<E, G>(
      _ child: Behavior<LocalAction, LocalState, E>, environment: @escaping @Sendable (G) -> E
    ) -> Behavior<GlobalAction, GlobalState, G> { child.lifted(self, environment: environment) }
  }
}

// MARK: - An element of a collection, as the lifting engine sees it

extension Relay.ElementLanes: Relay.Path {
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
  func modify(_ state: inout GlobalState, at id: ID, _ body: (inout LocalState) -> Void) -> Bool {
    // The element is found by id in O(1) and reduced where it is stored.
    guard let offset = elementsOffset else { return state[keyPath: elements].modifyElement(id: id, body) }
    return withStoredField(at: offset, of: &state, as: IdentifiedArray<ID, LocalState>.self) {
      $0.modifyElement(id: id, body)
    }
  }

  @inlinable
  func absence(
    of action: GlobalAction, from source: ActionSource, at id: ID, in _: GlobalState
  ) -> String {
    "\(action) dispatched from \(source) was ignored: no element with id \(id) in "
      + "\(KeyPathDescription.readable(elements)). Was it removed before the action arrived?"
  }

  @inlinable
  func forEachChild(in state: GlobalState, _ body: (ID, () -> SubscriptionID.Scope, LocalState) -> Void) {
    let collection = state[keyPath: elements]
    guard !collection.isEmpty else { return }
    // Describing a key path walks it through reflection: described once a walk, and only when
    // an element declares a subscription.
    var lane: String?
    // Two arrays walked by offset: a `zip` of them, unspecialised here, cost thousands of
    // instructions per element in generic-metadata lookups.
    let ids = collection.ids
    let children = collection.elements
    for offset in 0..<ids.count {
      let id = ids[offset]
      body(
        id,
        {
          let name = lane ?? "\(elements)"
          lane = name
          return SubscriptionID.Scope(lane: name, key: id)
        }, children[offset])
    }
  }
}
