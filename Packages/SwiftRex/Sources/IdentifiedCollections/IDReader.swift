/// How an ``IdentifiedArray`` reads an element's id.
///
/// A reader rather than a closure: a `@Sendable` closure calling `Element.id` would capture the
/// element's metatype, which Swift 6 only allows for `SendableMetatype` elements. A reader's
/// conformance is resolved once, when the array is made, exactly like the key path `\.id` it
/// replaces on the hot path.
@usableFromInline
protocol IDReader<Element, ID>: Sendable {
  associatedtype Element
  associatedtype ID

  /// The id of `element`.
  func id(of element: Element) -> ID
}
