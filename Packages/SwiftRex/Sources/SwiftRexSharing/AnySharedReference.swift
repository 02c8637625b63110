/// A ``SharedReference`` whatever its value's type: what a ``SharedContainer`` keeps, snapshots,
/// restores and flushes.
protocol AnySharedReference: AnyObject, Sendable {
  /// The storage's id.
  var id: String { get }
  /// The value now, as a snapshot entry.
  func entry() -> SharedSnapshot.Entry
  /// Makes reads and writes go to a value of their own, starting from `entry` (the value now if
  /// nil), until ``endExpectation()``: a test store's expectation changes that copy, never the
  /// value the store's features share.
  func beginExpectation(from entry: SharedSnapshot.Entry?)
  /// Ends what ``beginExpectation(from:)`` began; returns the copy and whether it was written.
  func endExpectation() -> (entry: SharedSnapshot.Entry, written: Bool)
  /// Sets the value to `entry`'s without a write (time travel, a replay): observers are told,
  /// the storage saves it.
  func restore(_ entry: SharedSnapshot.Entry)
  /// Writes what the storage left waiting.
  func flush()
}
