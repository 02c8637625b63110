// Adding elements. None of these ever stores a second element with an existing id: they report
// the existing one or replace it, so the one-element-per-id invariant cannot be broken here.
extension IdentifiedArray {
  /// Appends `element` unless an element with its id is already present.
  ///
  /// An existing element is left unchanged and where it is; use ``updateOrAppend(_:)`` to replace
  /// it instead.
  ///
  /// - Returns: Whether the element was appended, and the position of the element with its id.
  /// - Complexity: O(1) on average (amortised over many appends).
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = _idReader.id(of: element)
    if let existing = _positions[id] { return (false, existing) }
    _appendAssumingAbsent(element, id: id)
    return (true, _elements.count - 1)
  }

  /// Appends, in order, each element whose id is not already present (counting the ones appended
  /// so far); the others are skipped.
  ///
  /// - Complexity: O(m) on average, where m is the number of new elements.
  @inlinable
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements {
      append(element)
    }
  }

  /// Replaces the element with the same id in place, or appends `element` when its id is new.
  ///
  /// - Returns: The element that was replaced, or `nil` when `element` was appended.
  /// - Complexity: O(1) on average (amortised over many appends).
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = _idReader.id(of: element)
    if let existing = _positions[id] {
      let original = _elements[existing]
      _elements[existing] = element
      return original
    }
    _appendAssumingAbsent(element, id: id)
    return nil
  }

  /// Inserts `element` at position `index` unless an element with its id is already present.
  ///
  /// An existing element is left unchanged and where it is. `index` must be in `0...count`.
  ///
  /// - Returns: Whether the element was inserted, and the position of the element with its id.
  /// - Complexity: O(n), where n is the number of elements after `index`.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    requirePrecondition(
      index >= 0 && index <= _elements.count,
      "IdentifiedArray.insert(_:at:): position \(index) is outside 0...\(_elements.count).")
    let id = _idReader.id(of: element)
    if let existing = _positions[id] { return (false, existing) }
    _ids.insert(id, at: index)
    _elements.insert(element, at: index)
    _reindex(from: index)
    return (true, index)
  }
}
