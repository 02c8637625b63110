// Reordering keeps the same elements and ids and only changes positions, so each operation
// permutes the two parallel arrays together and then re-records the positions that changed.
extension IdentifiedArray {
  /// Moves the elements at `source` so they sit just before the element that was at
  /// `destination` (or at the end when `destination == count`), keeping their relative order —
  /// the semantics of SwiftUI's `onMove`.
  ///
  /// Every source position must be valid and `destination` must be in `0...count`.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let count = _elements.count
    requirePrecondition(
      destination >= 0 && destination <= count,
      "IdentifiedArray.move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(count)."
    )
    var moving = [Bool](repeating: false, count: count)
    for offset in source {
      requirePrecondition(
        offset >= 0 && offset < count,
        "IdentifiedArray.move(fromOffsets:toOffset:): position \(offset) is outside 0..<\(count).")
      moving[offset] = true
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    for offset in 0..<destination where !moving[offset] { order.append(offset) }
    for offset in 0..<count where moving[offset] { order.append(offset) }
    for offset in destination..<count where !moving[offset] { order.append(offset) }
    _permute(by: order)
  }

  /// Sorts the elements in place by `areInIncreasingOrder`.
  ///
  /// If `areInIncreasingOrder` throws, the array is left unchanged.
  ///
  /// - Complexity: O(n log n), where n is the number of elements.
  @inlinable
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    // Sort positions rather than elements so that a throwing comparison leaves self untouched
    // and the ids follow their elements without being re-read.
    let elements = _elements
    var order = Array(elements.indices)
    try order.sort { try areInIncreasingOrder(elements[$0], elements[$1]) }
    _permute(by: order)
  }

  /// Reverses the order of the elements.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public mutating func reverse() {
    _ids.reverse()
    _elements.reverse()
    _reindex(from: 0)
  }

  /// Exchanges the elements at positions `i` and `j`, which must both be valid.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    requirePrecondition(
      i >= 0 && i < _elements.count && j >= 0 && j < _elements.count,
      "IdentifiedArray.swapAt(_:_:): positions \(i) and \(j) are not both in 0..<\(_elements.count).")
    guard i != j else { return }
    _ids.swapAt(i, j)
    _elements.swapAt(i, j)
    _positions[_ids[i]] = i
    _positions[_ids[j]] = j
  }

  /// Rearranges storage so that the element now at `order[k]` ends up at `k`; `order` must be a
  /// permutation of the positions.
  @inlinable
  mutating func _permute(by order: [Int]) {
    let ids = _ids
    let elements = _elements
    _ids = order.map { ids[$0] }
    _elements = order.map { elements[$0] }
    _reindex(from: 0)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in increasing order.
  ///
  /// - Complexity: O(n log n), where n is the number of elements.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
