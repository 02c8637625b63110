/// Which presentation a presented child belongs to: made anew each time a value is presented, so
/// a child replaced by another one — even an equal one, even within one reduction — is told
/// apart from the child that stays and is only changed in place.
///
/// Compared by object identity; an effect that captured one keeps it alive, so its address can
/// never be reused by a later presentation while anything still compares against it.
public final class PresentationIdentity: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline init() {}

  /// Two identities are equal only when they are the same presentation.
  public static func == (lhs: PresentationIdentity, rhs: PresentationIdentity) -> Bool { lhs === rhs }

  /// Hashes the object's identity, in line with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Short, for logs.
  public var description: String { "PresentationIdentity" }
}
