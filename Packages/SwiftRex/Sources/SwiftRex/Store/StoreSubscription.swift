/// A token that keeps a store subscription alive; cancel it, or release it, to stop observing.
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  /// A subscription that runs `onCancel` once, when cancelled or released.
  public init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Whether ``cancel()`` has run.
  public var isCancelled: Bool { onCancel == nil }

  isolated deinit { cancel() }
}
