import Foundation

/// A `Sendable` handle that dispatches actions to a store from any task or thread.
///
/// Dispatches are queued in order and processed on the main actor, so actions sent from one
/// task arrive in the order that task sent them; actions from different tasks interleave.
/// Nothing is lost while the store lives; once it is gone, dispatches are dropped.
///
/// ```swift
/// let dispatcher = store.dispatcher
/// Task.detached { dispatcher.dispatch(.tick) }
/// ```
public struct ActionDispatcher<Action: Sendable>: Sendable {
  let mailbox: Mailbox<Action>

  /// Queues `action` for the store, recording the caller's file, function and line. Returns at
  /// once; the action is processed on the main actor after the actions queued before it.
  /// O(1) amortised; one main-actor hop drains everything queued meanwhile.
  public func dispatch(
    _ action: Action, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
  ) {
    mailbox.post(DispatchedAction(action, source: ActionSource(file: file, function: function, line: line)))
  }
}
