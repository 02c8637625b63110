// An identified array prints like the array of its elements, so logs and state diffs read the
// same as for `[Element]`; the debug form names the type so it is not mistaken for one.
extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The elements, printed like an array: `[a, b, c]`.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  public var description: String { _elements.description }

  /// The elements, printed like an array and prefixed with the type: `IdentifiedArray([a, b])`.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  public var debugDescription: String { "IdentifiedArray(\(_elements.debugDescription))" }

  /// A mirror showing the elements as a collection, so `dump` and debuggers list them and not
  /// the internal storage.
  ///
  /// - Complexity: O(1).
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
