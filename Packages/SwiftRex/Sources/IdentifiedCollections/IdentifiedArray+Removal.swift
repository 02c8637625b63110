// Removing elements. Every removal shifts the elements after it, so each one is O(n); each
// re-records the positions of only the elements that moved.
extension IdentifiedArray {
  /// Removes the element with the given id, if present.
  ///
  /// - Returns: The removed element, or `nil` when no element had the id.
  /// - Complexity: O(n), where n is the number of elements after the removed one.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _positions[id] else { return nil }
    return _removeStorage(at: offset)
  }

  /// Removes the element at `index`, which must be a valid position.
  ///
  /// - Returns: The removed element.
  /// - Complexity: O(n), where n is the number of elements after `index`.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    requirePrecondition(
      index >= 0 && index < _elements.count,
      "IdentifiedArray.remove(at:): position \(index) is outside 0..<\(_elements.count).")
    return _removeStorage(at: index)
  }

  /// Removes the elements at the given positions (as SwiftUI's `onDelete` reports them).
  ///
  /// Each position must be valid; repeated positions count once.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    var doomed = [Bool](repeating: false, count: _elements.count)
    for offset in offsets {
      requirePrecondition(
        offset >= 0 && offset < _elements.count,
        "IdentifiedArray.remove(atOffsets:): position \(offset) is outside 0..<\(_elements.count)."
      )
      doomed[offset] = true
    }
    _removeAll(marked: doomed)
  }

  /// Removes every element for which `shouldBeRemoved` returns `true`, keeping the others in
  /// order.
  ///
  /// If `shouldBeRemoved` throws, the array is left unchanged.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    // Decide everything before touching storage, so that a throwing predicate changes nothing.
    var doomed = [Bool](repeating: false, count: _elements.count)
    var any = false
    for offset in _elements.indices where try shouldBeRemoved(_elements[offset]) {
      doomed[offset] = true
      any = true
    }
    if any { _removeAll(marked: doomed) }
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage allocated for reuse.
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _positions.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the elements whose offset is marked, compacting the survivors in place.
  @inlinable
  mutating func _removeAll(marked doomed: [Bool]) {
    guard let first = doomed.firstIndex(of: true) else { return }
    var kept = first
    for offset in first..<_elements.count {
      if doomed[offset] {
        _positions[_ids[offset]] = nil
      } else {
        _ids.swapAt(kept, offset)
        _elements.swapAt(kept, offset)
        kept += 1
      }
    }
    _ids.removeLast(_ids.count - kept)
    _elements.removeLast(_elements.count - kept)
    _reindex(from: first)
  }
}
