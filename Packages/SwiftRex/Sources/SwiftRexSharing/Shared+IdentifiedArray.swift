import IdentifiedCollections

extension Shared {
  /// The element with `id`, shared: a detail screen that holds it edits the element in this
  /// array, and the list shows the edit with no glue. `nil` when there is no such element now.
  /// O(1).
  public subscript<ID: Hashable & Sendable, Element: Equatable & Sendable>(
    id id: ID
  ) -> Shared<Element>? where Value == IdentifiedArray<ID, Element> {
    guard let element = wrappedValue[id: id] else { return nil }
    return Shared<Element>(box: ElementSharedBox(parent: box, id: id, value: element))
  }
}
