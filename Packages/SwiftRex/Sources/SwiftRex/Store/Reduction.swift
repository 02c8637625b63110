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
/// code does not always run on the main thread: under a test runner it may not), in a counter
/// each thread allocates at its first reduction: a reduction reads the thread's slot once and
/// counts in memory, where setting the slot twice was a tenth of a dispatch.
public enum Reduction {
  /// The thread-specific slot holding this thread's counter of nested reductions; the counter
  /// is freed when the thread ends.
  @usableFromInline static let depthKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
  }()

  /// Whether a store is reducing an action on this thread now.
  public static var isInProgress: Bool {
    guard let counter = pthread_getspecific(depthKey) else { return false }
    return counter.assumingMemoryBound(to: Int.self).pointee > 0
  }

  /// Marks a reduction begun on this thread; returns what ``leave(_:)`` needs to end it. `key`
  /// is ``depthKey``, read once by the caller (a store keeps it): reading the lazy global here
  /// would call `swift_once` on every reduction.
  @inlinable
  static func enter(key: pthread_key_t) -> Mark {
    let counter = threadCounter(key: key)
    counter.pointee += 1
    return Mark(counter: counter)
  }

  /// Marks the reduction `mark` began ended.
  @inlinable
  static func leave(_ mark: Mark) {
    mark.counter.pointee -= 1
  }

  /// This thread's counter, allocated at its first reduction.
  @usableFromInline
  static func threadCounter(key: pthread_key_t) -> UnsafeMutablePointer<Int> {
    if let counter = pthread_getspecific(key) { return counter.assumingMemoryBound(to: Int.self) }
    // malloc, to match the `free` the key's destructor calls when the thread ends.
    guard let raw = malloc(MemoryLayout<Int>.size) else {
      preconditionFailure("Reduction: out of memory for a thread's reduction counter")
    }
    let counter = raw.bindMemory(to: Int.self, capacity: 1)
    counter.initialize(to: 0)
    pthread_setspecific(key, counter)
    return counter
  }

  /// What ``enter()`` returns: the counter of the thread the reduction runs on. A reduction
  /// never leaves its thread (it is synchronous), so the counter stays the thread's own.
  @usableFromInline
  struct Mark {
    @usableFromInline let counter: UnsafeMutablePointer<Int>

    @inlinable
    init(counter: UnsafeMutablePointer<Int>) { self.counter = counter }
  }
}
