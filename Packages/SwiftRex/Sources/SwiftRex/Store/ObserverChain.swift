/// Who a store tells about its loop, each list in the order they joined: the ``StoreObserver``s
/// that wrap and follow the processing of every action (a `TestStore`, a recorder, time travel),
/// and the subscribers of ``Store/subscribe(_:)``, told of every new state. The store holds it
/// inline; an empty observer list costs the dispatch path one check.
@usableFromInline
@MainActor
struct ObserverChain<Action, State> {
  /// The observers of ``Store/addObserver(_:)``, held weakly, in the order they were added.
  @usableFromInline var observers: [Observer] = []
  /// The subscribers of ``Store/subscribe(_:)``, in the order they subscribed.
  @usableFromInline var subscribers: [Subscriber] = []
  /// The key the next subscriber is removed by.
  private var nextKey = 0

  @inlinable init() {}

  /// One observer. Weak: a `TestStore` owns its store, and a recorder or time travel lives as long
  /// as the app keeps it, not as long as the store.
  @usableFromInline
  struct Observer {
    weak var observer: (any StoreObserver<Action, State>)?
  }

  /// One subscriber and the key its subscription removes it by.
  @usableFromInline
  struct Subscriber {
    @usableFromInline let key: Int
    @usableFromInline let observer: @MainActor (State) -> Void
  }

  /// Adds `observer` last. Observers already released are dropped here, so the list never grows
  /// with them.
  mutating func add(_ observer: any StoreObserver<Action, State>) {
    observers.removeAll { $0.observer == nil }
    observers.append(Observer(observer: observer))
  }

  /// Adds `subscriber` last; returns the key that removes it.
  mutating func add(_ subscriber: @escaping @MainActor (State) -> Void) -> Int {
    defer { nextKey += 1 }
    subscribers.append(Subscriber(key: nextKey, observer: subscriber))
    return nextKey
  }

  /// Removes the subscriber added under `key`. O(subscribers): few subscribe, and telling them in
  /// order is worth more.
  mutating func removeSubscriber(_ key: Int) {
    subscribers.removeAll { $0.key == key }
  }
}
