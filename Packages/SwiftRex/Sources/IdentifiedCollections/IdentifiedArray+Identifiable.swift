// Conveniences for `Identifiable` elements: the id key path is always `\.id`, so callers never
// spell it out.
extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty array of `Identifiable` elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    self.init(_id: \Element.id, idReader: IdentifiableIDReader<Element>())
  }

  /// Creates an array from `Identifiable` elements whose ids are known to be unique.
  ///
  /// Two elements with the same id are a programmer error and stop the program. When the
  /// elements come from outside (a server, a file), use ``init(_:uniquingIDsWith:)``.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init()
    _appendUniqueElements(elements)
  }

  /// Creates an array from `Identifiable` elements that may repeat an id.
  ///
  /// When an id repeats, `combine` receives the element kept so far and the new one and returns
  /// the element to keep; it stays at the position where the id first appeared.
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf(downloaded) { _, newer in newer }
  /// ```
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public init(
    _ elements: some Sequence<Element>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init()
    try _appendElements(elements, uniquingIDsWith: combine)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal of `Identifiable` elements with unique ids.
  ///
  /// A repeated id in a literal is a programmer error and stops the program.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
