extension Effect where Action: Sendable {
  /// An effect that runs `operation` in a task and sends the action it returns.
  ///
  /// ```swift
  /// .produce { ctx in Effect.task { .loaded(await ctx.environment.fetch()) } }
  /// ```
  /// Cancelling the effect cancels the task; an action returned after that is never delivered.
  public static func task(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    _ operation: @escaping @Sendable () async -> Action
  ) -> Effect {
    Effect(file: file, function: function, line: line) { send in
      let action = await operation()
      await send(action)
    }
  }

  /// An effect that runs `operation` in a task and sends the action it returns, if any.
  @_disfavoredOverload
  public static func task(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    _ operation: @escaping @Sendable () async -> Action?
  ) -> Effect {
    Effect(file: file, function: function, line: line) { send in
      guard let action = await operation() else { return }
      await send(action)
    }
  }

  /// An effect that runs a throwing `operation` in a task and sends the action it returns; if it
  /// throws, `mapError` turns the error into the action to send instead. Cancellation is not an
  /// error: a cancelled task sends nothing.
  public static func task(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    _ operation: @escaping @Sendable () async throws -> Action,
    catch mapError: @escaping @Sendable (any Error) -> Action
  ) -> Effect {
    Effect(file: file, function: function, line: line) { send in
      let action: Action
      do {
        action = try await operation()
      } catch is CancellationError {
        return
      } catch {
        action = mapError(error)
      }
      await send(action)
    }
  }

  /// An effect that runs `body` in a task with a sender it may call any number of times, for
  /// work that produces several actions over time.
  ///
  /// If `body` throws (other than by cancellation), the error is sent through `mapError` when
  /// given, and otherwise reported through ``RuntimeWarnings``: it never crashes the store.
  public static func run(
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    _ body: @escaping @Sendable (EffectSender<Action>) async throws -> Void,
    catch mapError: (@Sendable (any Error) -> Action)? = nil
  ) -> Effect {
    let source = ActionSource(file: file, function: function, line: line)
    return Effect(file: file, function: function, line: line) { send in
      do {
        try await body(send)
      } catch is CancellationError {
        return
      } catch {
        if let mapError {
          await send(mapError(error))
        } else {
          RuntimeWarnings.report("An effect built at \(source) threw \(error) and has no catch: to send it.")
        }
      }
    }
  }

  /// An effect that sends one action per element of `sequence`, transformed by `transform`, in
  /// order, until the sequence ends or the effect is cancelled. A sequence that throws is handled
  /// as ``run(file:function:line:_:catch:)`` handles a throwing body.
  public static func stream<Elements: AsyncSequence & Sendable>(
    _ sequence: Elements,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    transform: @escaping @Sendable (Elements.Element) -> Action,
    catch mapError: (@Sendable (any Error) -> Action)? = nil
  ) -> Effect {
    run(
      file: file, function: function, line: line,
      { send in
        for try await element in sequence {
          await send(transform(element))
        }
      }, catch: mapError)
  }

  /// An effect that sends every action `sequence` yields, in order; see
  /// ``stream(_:file:function:line:transform:catch:)``.
  public static func stream<Elements: AsyncSequence & Sendable>(
    _ sequence: Elements,
    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
    catch mapError: (@Sendable (any Error) -> Action)? = nil
  ) -> Effect where Elements.Element == Action {
    stream(sequence, file: file, function: function, line: line, transform: { $0 }, catch: mapError)
  }
}
