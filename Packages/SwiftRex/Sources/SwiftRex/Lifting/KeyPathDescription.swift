/// A lane's key path as runtime warnings name it. The runtime describes a key path by its
/// properties (`\Parent.rows`) except where it goes through a computed property, which it prints
/// as the getter's address: `\Parent.<computed 0x00005612ab3c42f0 (Optional<Child>)>`. The
/// address tells a reader nothing, and the property's name cannot be recovered from it (unlike a
/// `@Presents` presentation's, see `PresentationKeyPathName`: a computed property need not store
/// its value anywhere), so the warning says what can be known: `\Parent.<computed Optional<Child>>`.
///
/// Messages only: a lane's identity (its subscriptions' scope) keeps the runtime's description,
/// whose address tells two computed properties of the same type apart.
@usableFromInline
enum KeyPathDescription {
  /// `keyPath` as the runtime describes it, with each computed component's address left out.
  @usableFromInline
  static func readable(_ keyPath: AnyKeyPath) -> String { readable("\(keyPath)") }

  /// `description` with each computed component's address left out.
  @usableFromInline
  static func readable(_ description: String) -> String {
    guard description.contains("<computed 0x") else { return description }
    return description.replacing(#/<computed 0x[0-9a-fA-F]+ \((.+?)\)>/#) { match in "<computed \(match.1)>" }
  }
}
