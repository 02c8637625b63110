/// An enum whose cases can be named by case key path (`\Action.counter`) and turned into prisms.
///
/// `@Prisms` adds this conformance. A key path alone can only *extract* a payload; APIs that
/// must also *embed* (lifting, where a child's effects send actions back up) look the full
/// ``Prism`` up in ``casePrisms`` once, when they are built.
public protocol HasCasePrisms {
  /// Every case's prism, keyed by its case key path.
  static var casePrisms: CasePrismTable<Self> { get }
}
