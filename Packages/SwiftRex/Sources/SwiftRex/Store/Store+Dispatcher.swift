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
