/// What ``SharedStorage/subscribe(_:)`` returns: a way to stop listening.
public struct SharedStorageSubscription: Sendable {
  private let stop: @Sendable () -> Void

  /// A subscription that calls `stop` when cancelled.
  public init(_ stop: @escaping @Sendable () -> Void) { self.stop = stop }

  /// Stops listening.
  public func cancel() { stop() }
}
