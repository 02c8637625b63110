import Observation

/// Announces that an object is about to change: the shape of Combine's `objectWillChange`,
/// which does not exist on Linux.
///
/// ```swift
/// let subscription = viewStore.objectWillChange.sink { print("about to change") }
/// ```
///
/// It also speaks Observation: ``recordAccess()`` makes the view being evaluated depend on the
/// next announcement, which is how an ``ObservableObjectStore`` drives the TextUI renderer.
@MainActor
public final class ObjectWillChangePublisher: Observable {
  private let registrar = ObservationRegistrar()
  private let sinks = SubscriberList<Void>()
  private var announcements = 0

  /// A publisher nobody listens to yet.
  public init() {}

  /// Calls `receiveValue` before every change, until the subscription is cancelled or released.
  public func sink(receiveValue: @escaping @MainActor () -> Void) -> StoreSubscription {
    sinks.add { _ in receiveValue() }
  }

  /// Announces a change: every sink runs, and every view that recorded an access is told.
  public func send() {
    sinks.notify(())
    registrar.withMutation(of: self, keyPath: \.announcements) { announcements &+= 1 }
  }

  /// Makes the view being evaluated (if any) depend on the next ``send()``.
  public func recordAccess() {
    registrar.access(self, keyPath: \.announcements)
  }
}
