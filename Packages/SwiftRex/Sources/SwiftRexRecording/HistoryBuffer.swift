/// A first-in, first-out buffer of at most ``capacity`` elements: appending to a full buffer
/// drops the oldest. ``TimeTravel`` keeps its steps in one (the actions it holds while travelling
/// are never dropped, so they are a plain array).
///
/// Elements are indexed from the oldest (0) to the newest (`count - 1`). Appending, reading an
/// element and dropping the oldest are O(1) — a full buffer overwrites its oldest slot in place
/// rather than shifting the others — and ``removeLast(_:)`` is O(`count`) once the buffer has
/// wrapped (it straightens the storage first), O(k) before: what a branch of the history costs.
public struct HistoryBuffer<Element>: RandomAccessCollection {
  /// The most elements the buffer keeps; at least 1.
  public let capacity: Int
  private var storage: [Element] = []
  /// Where the oldest element is in `storage`; not 0 only once the buffer has wrapped.
  private var head = 0

  /// An empty buffer keeping at most `capacity` elements (a capacity below 1 keeps one).
  public init(capacity: Int) {
    self.capacity = Swift.max(capacity, 1)
  }

  /// The position of the oldest element: 0.
  public var startIndex: Int { 0 }
  /// One past the position of the newest element: the number of elements.
  public var endIndex: Int { storage.count }

  /// The element at `position`, counted from the oldest.
  public subscript(position: Int) -> Element {
    storage[physical(position)]
  }

  /// Appends `element` as the newest and returns the oldest one it pushed out of a full buffer.
  @discardableResult
  public mutating func append(_ element: Element) -> Element? {
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    let dropped = storage[head]
    storage[head] = element
    head = (head + 1) % capacity
    return dropped
  }

  /// Removes the `k` newest elements (all of them when `k` is the count or more; none when it is
  /// less than 1).
  public mutating func removeLast(_ k: Int) {
    let k = Swift.min(Swift.max(k, 0), storage.count)
    guard k > 0 else { return }
    straighten()
    storage.removeLast(k)
  }

  /// Removes the `k` oldest elements (all of them when `k` is the count or more; none when it is
  /// less than 1). O(`count`).
  public mutating func removeFirst(_ k: Int) {
    let k = Swift.min(Swift.max(k, 0), storage.count)
    guard k > 0 else { return }
    straighten()
    storage.removeFirst(k)
  }

  /// Removes every element, keeping the capacity.
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Puts the oldest element first in `storage`, so that appending at its end is appending the
  /// newest again.
  private mutating func straighten() {
    guard head != 0 else { return }
    storage = Array(storage[head...] + storage[..<head])
    head = 0
  }

  private func physical(_ position: Int) -> Int {
    precondition(position >= 0 && position < storage.count, "HistoryBuffer index \(position) out of range")
    let index = head + position
    return index < storage.count ? index : index - storage.count
  }
}

extension HistoryBuffer: Sendable where Element: Sendable {}
