/// Reads an element's id through a key path: the general case, for elements that are not
/// `Identifiable` or whose id is another property.
@usableFromInline
struct KeyPathIDReader<Element, ID>: IDReader {
  @usableFromInline let keyPath: KeyPath<Element, ID> & Sendable

  @inlinable
  init(_ keyPath: KeyPath<Element, ID> & Sendable) { self.keyPath = keyPath }

  @inlinable
  func id(of element: Element) -> ID { element[keyPath: keyPath] }
}
