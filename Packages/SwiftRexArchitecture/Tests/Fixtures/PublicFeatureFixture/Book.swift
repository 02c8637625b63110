/// A book on a shelf: what the fixture's public Library feature lists.
public struct Book: Identifiable, Equatable, Sendable {
  /// The book's identity.
  public var id: String
  /// What the list and the detail sheet show.
  public var title: String

  /// A book with an id and a title.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}
