/// Which task is running: a key that stays the same for the task's whole life, so a test harness
/// can tell an effect's own task from the child tasks it starts.
///
/// Made from the task's identity (`withUnsafeCurrentTask`), never from the task itself, so it can
/// be stored and compared after the task is gone; a finished task's key may be reused by a later
/// task, so compare keys only while both tasks run.
@_spi(SwiftRexInternals)
public struct TaskKey: Hashable, Sendable {
  private let value: Int

  /// The key of the task running the caller, or `nil` outside any task.
  public static var current: TaskKey? {
    withUnsafeCurrentTask { task in task.map { TaskKey(value: $0.hashValue) } }
  }
}
