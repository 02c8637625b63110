/// Where the runtime reports what it ignored on purpose: a child action that arrived while its
/// optional state was `nil`, an element action for an id that no longer exists, an effect that
/// failed with nobody to tell.
///
/// These are never crashes, but they are almost always bugs in the app, so they are worth seeing.
/// By default each warning goes to standard error; tests and apps can install their own handler
/// for the duration of an operation with ``withHandler(_:operation:)``.
public enum RuntimeWarnings {
  /// The handler in force for the current task: standard error unless overridden.
  @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
    FileHandleStandardError.write("[SwiftRex] warning: \(message)\n")
  }

  /// Reports `message` to the handler in force.
  public static func report(_ message: String) { handler(message) }

  /// Runs `operation` with `handler` receiving every warning reported meanwhile on this task and
  /// the tasks it creates.
  @discardableResult
  public static func withHandler<R>(
    _ handler: @escaping @Sendable (String) -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    try $handler.withValue(handler, operation: operation)
  }

  /// Runs the async `operation`, on the caller's actor, with `handler` receiving every warning
  /// reported meanwhile on this task and the tasks it creates.
  ///
  /// Prefer it to binding ``handler`` with `withValue` in an optimized build: the toolchain's
  /// specialization of the async `TaskLocal.withValue` inlined into a main-actor caller crashes
  /// there (Swift 6.3, `swift_task_localValuePush`), and this copy, compiled here, does not.
  @discardableResult
  public static func withHandler<R>(
    _ handler: @escaping @Sendable (String) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $handler.withValue(handler, operation: operation)
  }
}
