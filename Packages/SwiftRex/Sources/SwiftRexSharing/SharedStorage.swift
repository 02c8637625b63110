/// Where a shared value lives: memory (``InMemorySharedStorage``), a file
/// (``FileSharedStorage``), or anything a user adds by conforming a type of their own.
///
/// A storage is a description, cheap to make and to compare: the first ``Shared`` made with it in
/// a ``SharedContainer`` creates the one value every later holder with the same ``id`` reads
/// and writes. The storage's methods are called for that value only, and from any thread.
public protocol SharedStorage<Value>: Sendable {
  /// The value stored.
  associatedtype Value: Equatable & Sendable

  /// Which value this is: storages with equal ids in one container are one value (`"memory:count"`,
  /// `"file:/home/me/counters.json"`). Messages and test failures name a shared value by it.
  var id: String { get }

  /// The stored value, or `nil` to start from the holder's default. Called once, when the value
  /// is first made in a container.
  func load() -> Value?

  /// Called after every change with the new value: where a storage writes (now, or later with
  /// the changes meanwhile, as ``FileSharedStorage`` does).
  func save(_ value: Value)

  /// Starts telling `onChange` about values changed outside this process (another process wrote
  /// the file); the value is set to what it gets, as a change of the storage, not a write.
  func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedStorageSubscription

  /// Writes whatever ``save(_:)`` left waiting: called when the app quits, or a test ends.
  func flush()
}

extension SharedStorage {
  /// Keeps nothing: a storage in memory has nothing to write.
  public func save(_ value: Value) {}

  /// Nothing outside the process changes it.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedStorageSubscription {
    SharedStorageSubscription {}
  }

  /// Nothing waits.
  public func flush() {}
}
