/// An async operation that may fail, waiting to be turned into an effect whose action carries
/// its `Result` — the idiom where a failable outcome travels in the action, not in the effect:
///
/// ```swift
/// enum ProfileAction { case saveTapped, saveResponse(Result<Profile, SaveError>) }
/// .produce { ctx in Async { try await ctx.environment.save(profile) }.asEffect(ProfileAction.saveResponse) }
/// ```
public struct Async<Success: Sendable, Failure: Error>: Sendable {
  private let operation: @Sendable () async throws(Failure) -> Success

  /// Wraps `operation`; nothing runs until the effect made by ``asEffect(_:file:function:line:)`` runs.
  public init(_ operation: @escaping @Sendable () async throws(Failure) -> Success) {
    self.operation = operation
  }

  /// The effect that runs the operation and sends `makeAction(result)` — typically a case
  /// constructor such as `ProfileAction.saveResponse`. A cancelled operation sends nothing.
  public func asEffect<Action: Sendable>(
    _ makeAction: @escaping @Sendable (Result<Success, Failure>) -> Action,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) -> Effect<Action> {
    let operation = self.operation
    return Effect(file: file, function: function, line: line) { send in
      let result: Result<Success, Failure>
      do throws(Failure) {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      if Task.isCancelled { return }
      await send(makeAction(result))
    }
  }
}
