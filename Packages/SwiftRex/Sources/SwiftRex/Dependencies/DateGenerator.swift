import Foundation

/// Tells the current date each time it is called: `@Dependency(\.date) var date; date()`.
///
/// Live, it is `Date()`; in a `TestStore` it is always 2001-01-01 00:00:00 UTC (the reference
/// date), so a reduction that stamps a date is deterministic. Replace it with
/// ``constant(_:)`` to test another.
public struct DateGenerator: Sendable {
  private let make: @Sendable () -> Date

  /// A generator calling `make`.
  public init(_ make: @escaping @Sendable () -> Date) { self.make = make }

  /// The current date.
  public func callAsFunction() -> Date { make() }

  /// The date now: `Date()`.
  public static var live: DateGenerator { DateGenerator { Date() } }

  /// Always `date`.
  public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}

extension DateGenerator: DependencyKey {
  /// `Date()`.
  public static var liveValue: DateGenerator { .live }
  /// Always the reference date, 2001-01-01 00:00:00 UTC.
  public static var testValue: DateGenerator { .constant(Date(timeIntervalSinceReferenceDate: 0)) }
}

extension DependencyValues {
  /// Tells the current date: `Date()` live, a fixed date in a `TestStore`.
  public var date: DateGenerator {
    get { self[DateGenerator.self] }
    set { self[DateGenerator.self] = newValue }
  }
}
