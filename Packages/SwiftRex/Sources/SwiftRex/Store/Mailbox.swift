import Foundation

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
