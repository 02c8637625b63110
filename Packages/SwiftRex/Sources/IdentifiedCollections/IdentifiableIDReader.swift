/// Reads an `Identifiable` element's id with a direct call to `id`: reading it through the key
/// path `\.id` (a protocol requirement) costs a key-path projection and a metadata lookup on
/// every element action.
@usableFromInline
struct IdentifiableIDReader<Element: Identifiable>: IDReader {
  @inlinable
  init() {}

  @inlinable
  func id(of element: Element) -> Element.ID { element.id }
}
