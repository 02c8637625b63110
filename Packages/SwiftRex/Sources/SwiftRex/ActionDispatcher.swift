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

/// The queue behind a store's dispatcher: producers append under a lock; the first append after
/// a drain schedules one main-actor task that takes everything queued and dispatches it in order.
final class Mailbox<Action: Sendable>: @unchecked Sendable {
  // Sendable by construction: `pending` and `drainScheduled` are only touched while holding
  // `lock`, and `deliver` is a main-actor function (Sendable) that is only called on the main actor.
  private let lock = NSLock()
  private var pending: [DispatchedAction<Action>] = []
  private var drainScheduled = false
  private let deliver: @MainActor @Sendable ([DispatchedAction<Action>]) -> Void

  init(deliver: @escaping @MainActor @Sendable ([DispatchedAction<Action>]) -> Void) {
    self.deliver = deliver
  }

  func post(_ dispatched: DispatchedAction<Action>) {
    lock.lock()
    pending.append(dispatched)
    let schedule = !drainScheduled
    drainScheduled = true
    lock.unlock()
    if schedule {
      Task { @MainActor in self.drain() }
    }
  }

  @MainActor
  private func drain() {
    lock.lock()
    let batch = pending
    pending.removeAll(keepingCapacity: true)
    drainScheduled = false
    lock.unlock()
    deliver(batch)
  }
}

extension Store where Action: Sendable {
  /// A `Sendable` handle to dispatch to this store from any task or thread; see
  /// ``ActionDispatcher``. Every call returns a handle to the same ordered queue.
  public var dispatcher: ActionDispatcher<Action> {
    if let mailbox = mailbox as? Mailbox<Action> { return ActionDispatcher(mailbox: mailbox) }
    // The mailbox holds the store weakly: a dispatcher never keeps its store alive.
    let mailbox = Mailbox<Action> { [weak self] batch in
      guard let self else { return }
      for dispatched in batch { self.dispatch(dispatched) }
    }
    self.mailbox = mailbox
    return ActionDispatcher(mailbox: mailbox)
  }
}
