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
  static func enter() -> Mark {
    // The key is read once per reduction: a `static let` is reached through a once-guarded
    // accessor at every use.
    let key = depthKey
    let depth = Int(bitPattern: pthread_getspecific(key))
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth + 1))
    return Mark(key: key, depth: depth)
  }

  /// Marks the reduction ended: the depth goes back to what it was at `mark`, what ``enter()``
  /// returned.
  @usableFromInline
  static func leave(restoring mark: Mark) {
    pthread_setspecific(mark.key, UnsafeRawPointer(bitPattern: mark.depth))
  }

  /// What ``enter()`` returns: the slot and the depth to put back in it.
  @usableFromInline
  struct Mark {
    let key: pthread_key_t
    let depth: Int
  }
}
