/// The values of every shared value in a container at one moment, by id: what a test store
/// compares before and after an action, and what time travel restores
/// (``SharedContainer/snapshot()``, ``SharedContainer/restore(_:)``).
public struct SharedSnapshot: Sendable {
  /// One value, type-erased with what comparing and printing it needs.
  struct Entry: Sendable {
    let value: any Sendable
    /// Whether `value` equals another entry's value (of the same shared value).
    let equals: @Sendable (any Sendable) -> Bool
    /// The value, printed for a failure message.
    let description: String

    /// The entry of `value`.
    init<Value: Equatable & Sendable>(of value: Value) {
      self.value = value
      equals = { ($0 as? Value) == value }
      description = String(describing: value)
    }
  }

  /// The entries, by shared value id.
  var entries: [String: Entry] = [:]

  /// The ids of the values held, sorted.
  public var ids: [String] { entries.keys.sorted() }

  /// The value of the shared value `id`, if the snapshot holds it.
  public func value(of id: String) -> (any Sendable)? { entries[id]?.value }

  /// The ids whose values differ between `self` and `other`, sorted, counting one present in
  /// only one of them.
  public func differences(from other: SharedSnapshot) -> [String] {
    Set(entries.keys).union(other.entries.keys).filter { id in
      guard let mine = entries[id], let theirs = other.entries[id] else { return true }
      return !mine.equals(theirs.value)
    }.sorted()
  }
}
