@testable import IdentifiedCollections

extension IdentifiedArray {
  /// The first broken storage invariant, or `nil` when the parallel arrays and the position map
  /// agree with the elements. Reads internals so a wrong map is caught even where the public API
  /// happens to hide it.
  var brokenInvariant: String? {
    if _ids.count != _elements.count { return "ids.count \(_ids.count) != elements.count \(_elements.count)" }
    if _positions.count != _elements.count {
      return "positions.count \(_positions.count) != elements.count \(_elements.count)"
    }
    for offset in _elements.indices {
      let id = _elements[offset][keyPath: _id]
      if _ids[offset] != id { return "ids[\(offset)] is \(_ids[offset]) but the element's id is \(id)" }
      if _positions[id] != offset {
        return "positions[\(id)] is \(String(describing: _positions[id])), not \(offset)"
      }
    }
    return nil
  }
}
