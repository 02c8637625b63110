import Observation

/// Records which fields of a `@Tracked` state a view reads, and tells Observation which ones
/// changed: what makes a ``TrackedViewStore`` field-level.
///
/// Every copy of a `@Tracked` value shares its tracker. A state made anywhere but in a tracked
/// view store carries ``untracked``, which records nothing, so a `@Tracked` domain state costs a
/// reducer nothing.
public final class FieldTracker: Observable, Sendable, Hashable, CustomStringConvertible {
  private let registrar = ObservationRegistrar()
  private let isTracking: Bool

  /// The tracker of values that no view store observes: it records nothing.
  public static let untracked = FieldTracker(isTracking: false)

  /// A tracker that records reads; a ``TrackedViewStore`` makes its own.
  init(isTracking: Bool = true) { self.isTracking = isTracking }

  /// Records, for the view being evaluated, that it read the field named `field`. Called by the
  /// getters `@Tracked` generates.
  public func access(_ field: String) {
    guard isTracking else { return }
    registrar.access(self, keyPath: \FieldTracker.[field: field])
  }

  /// Tells the views that read `field` that it is about to change.
  func willSet(_ field: String) {
    registrar.willSet(self, keyPath: \FieldTracker.[field: field])
  }

  /// Tells Observation that `field` has changed.
  func didSet(_ field: String) {
    registrar.didSet(self, keyPath: \FieldTracker.[field: field])
  }

  /// A key path per field name: Observation tells fields apart by key path.
  private subscript(field field: String) -> Int { 0 }

  /// Trackers are bookkeeping, not state: all of them are equal, so a `@Tracked` value's
  /// synthesized `==` compares only its fields.
  public static func == (lhs: FieldTracker, rhs: FieldTracker) -> Bool { true }

  /// Hashes nothing, in line with `==`.
  public func hash(into hasher: inout Hasher) {}

  /// Keeps dumps and logs of a `@Tracked` value short.
  public var description: String { "FieldTracker" }
}
