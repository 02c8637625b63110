/// A key for a value in ``DependencyValues``: the type of the value, what the app uses, and what
/// a `TestStore` uses unless the test says otherwise (TCA's `DependencyKey`).
///
/// ```swift
/// enum SequenceNumberKey: DependencyKey {
///   static let liveValue = SequenceNumber.random
///   static let testValue = SequenceNumber.constant(1)
/// }
/// extension DependencyValues {
///   var sequenceNumber: SequenceNumber {
///     get { self[SequenceNumberKey.self] }
///     set { self[SequenceNumberKey.self] = newValue }
///   }
/// }
/// ```
///
/// Dependencies are for what a reduction may read but cannot compute from the state and the
/// action — a new id, the current date — and that does no I/O. Anything that reads or writes
/// the outside world (the network, files, the clock's sleeping) belongs in an effect, through
/// the environment.
public protocol DependencyKey {
  /// The value's type.
  associatedtype Value: Sendable
  /// What the app uses.
  static var liveValue: Value { get }
  /// What a `TestStore` uses unless the test replaces it; by default ``liveValue``.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value: a key gives a test value of its own only when the live one is not
  /// deterministic.
  public static var testValue: Value { liveValue }
}
