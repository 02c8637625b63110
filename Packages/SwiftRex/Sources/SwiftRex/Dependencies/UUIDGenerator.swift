import Foundation

/// Makes a new `UUID` each time it is called: `@Dependency(\.uuid) var uuid; uuid()`.
///
/// Live, it is `UUID()`; in a `TestStore` it counts up from
/// `00000000-0000-0000-0000-000000000000`, so ids are known in advance (TCA's `.incrementing`).
public struct UUIDGenerator: Sendable {
  private let make: @Sendable () -> UUID

  /// A generator calling `make`.
  public init(_ make: @escaping @Sendable () -> UUID) { self.make = make }

  /// A new id.
  public func callAsFunction() -> UUID { make() }

  /// Random ids: `UUID()`.
  public static var live: UUIDGenerator { UUIDGenerator { UUID() } }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`: a fresh count per generator.
  public static var incrementing: UUIDGenerator {
    let counter = UUIDCounter()
    return UUIDGenerator { counter.next() }
  }
}

extension UUIDGenerator: DependencyKey {
  /// `UUID()`.
  public static var liveValue: UUIDGenerator { .live }
  /// Counting up from zero.
  public static var testValue: UUIDGenerator { .incrementing }
}

extension DependencyValues {
  /// Makes new ids: random live, counting up from zero in a `TestStore`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGenerator.self] }
    set { self[UUIDGenerator.self] = newValue }
  }
}

/// The count behind ``UUIDGenerator/incrementing``.
private final class UUIDCounter: @unchecked Sendable {
  // Sound as `Sendable`: `count` is private and read and written only in `next()`, under `lock`.
  private let lock = NSLock()
  private var count: UInt64 = 0

  func next() -> UUID {
    lock.lock()
    let value = count
    count += 1
    lock.unlock()
    let hex = String(value, radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return UUID(uuidString: "00000000-0000-0000-0000-\(digits.suffix(12))") ?? UUID()
  }
}
