#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a store is reducing an action right now, on this thread.
///
/// Values that live outside the state — a shared value's storage (`SwiftRexSharing`) — may only
/// change while an action is reduced, so that every change is explained by an action; they ask
/// this to report a write made anywhere else. The count is kept per thread (the main actor's
/// code does not always run on the main thread: under a test runner it may not), and costs a
/// reduction three calls to the thread's own storage.
public enum Reduction {
  /// The thread-specific slot holding how many reductions are running on the thread, nested.
  private static let depthKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether a store is reducing an action on this thread now.
  public static var isInProgress: Bool { pthread_getspecific(depthKey) != nil }

  /// Marks a reduction begun on this thread; returns what ``leave(restoring:)`` puts back.
  @usableFromInline
  static func enter() -> Int {
    let depth = Int(bitPattern: pthread_getspecific(depthKey))
    pthread_setspecific(depthKey, UnsafeRawPointer(bitPattern: depth + 1))
    return depth
  }

  /// Marks the reduction ended: the depth goes back to `depth`, what ``enter()`` returned.
  @usableFromInline
  static func leave(restoring depth: Int) {
    pthread_setspecific(depthKey, UnsafeRawPointer(bitPattern: depth))
  }
}
