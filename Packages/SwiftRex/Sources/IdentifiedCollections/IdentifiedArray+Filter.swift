extension IdentifiedArray {
  /// The elements for which `isIncluded` returns `true`, in order, as an identified array
  /// identified the same way.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(_id: _id, idReader: _idReader)
    for offset in _elements.indices where try isIncluded(_elements[offset]) {
      result._appendAssumingAbsent(_elements[offset], id: _ids[offset])
    }
    return result
  }
}
