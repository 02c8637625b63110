/// What a running subscription is known by: the id its behaviour declared, and where that
/// behaviour sits — one scope per lift it went through, outermost first, each naming the child
/// it lifted (the state lane, and the element's id for a collection or a stack).
///
/// The scopes keep two children's subscriptions apart: two counters in one collection both
/// declaring `"tick"` run two subscriptions, `"tick" in \AppState.counters[id: 1]` and
/// `"tick" in \AppState.counters[id: 2]`. A failing test and a warning name a subscription this
/// way.
public struct SubscriptionID: Hashable, Sendable, CustomStringConvertible {
  /// One lift a subscription went through: the child's state lane, and which child.
  public struct Scope: Hashable, Sendable, CustomStringConvertible {
    /// The lane the child's state was reached through (`\AppState.counters`).
    public let lane: String
    /// Which child of the lane: an element's id, or the identity of a child that can be replaced
    /// by another (an `Identifiable` child, a presentation); `nil` for the lane's only child.
    let key: EffectID?
    /// Whether ``description`` shows the key: not for an identity that reads the same for every
    /// child (a presentation's).
    let describesKey: Bool

    /// The scope of the child at `key` of a lane: a collection's element, a stack's screen, a
    /// presentation (by its identity); `nil` for a lane's only child.
    @usableFromInline
    init<Key: Hashable & Sendable>(lane: String, key: Key?, describesKey: Bool = true) {
      self.lane = lane
      self.key = key.map { EffectID($0) }
      self.describesKey = describesKey
    }

    /// The scope of a lane's only child, told from one that replaces it by its `Identifiable.id`
    /// (`nil` when it has none): a child replaced by another is another child, whose
    /// subscriptions start afresh. The id is kept as its description, since it need not be
    /// `Sendable`; ids that print alike count as one.
    @usableFromInline
    init(lane: String, identity: AnyHashable?) {
      self.init(lane: lane, key: identity.map { String(reflecting: $0.base) })
    }

    /// `\AppState.counters[id: 3]`, or just the lane for its only child.
    public var description: String {
      guard let key, describesKey else { return lane }
      return "\(lane)[id: \(String(describing: key.base.base))]"
    }
  }

  /// The id the behaviour declared.
  let id: EffectID
  /// The lifts between the store and the behaviour that declared it, outermost first.
  public let scopes: [Scope]

  /// The id `id`, declared by a behaviour run by the store itself (not lifted).
  public init(_ id: some Hashable & Sendable) {
    self.id = EffectID(id)
    scopes = []
  }

  @usableFromInline
  init(id: EffectID, scopes: [Scope]) {
    self.id = id
    self.scopes = scopes
  }

  /// This id as seen one lift further out: `scope` goes in front of the scopes it had.
  @usableFromInline
  func lifted(into scope: Scope) -> SubscriptionID {
    SubscriptionID(id: id, scopes: [scope] + scopes)
  }

  /// `"tick" in \AppState.counters[id: 3]`: the declared id, then where.
  public var description: String {
    let declared = String(reflecting: id.base.base)
    guard !scopes.isEmpty else { return declared }
    return "\(declared) in \(scopes.map(\.description).joined(separator: " → "))"
  }
}
