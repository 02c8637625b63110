extension StoreCore {
  /// Switches the declared subscriptions on, starting those the state declares, or off,
  /// cancelling every one running (``Store/runsSubscriptions``).
  func setRunsSubscriptions(_ runs: Bool) {
    guard runs != subscriptions.isRunning else { return }
    subscriptions.isRunning = runs
    if runs {
      reconcileSubscriptionsOutsideDispatch()
    } else {
      stopAllSubscriptions()
    }
  }

  /// Starts the subscriptions the state declares and no longer runs, and cancels those it no
  /// longer declares, leaving the rest running. When nothing changed it costs the declaration
  /// and one set lookup per subscription; when the state declares none and none runs, the
  /// declaration alone.
  ///
  /// Inlinable, so that the dispatch specialised for the app's types asks for the declaration
  /// and finds it empty without generic-metadata lookups: that is what almost every action of a
  /// behaviour with subscriptions finds.
  @inlinable
  func reconcileSubscriptions() {
    guard let declare = subscriptions.declare else { return }
    let declared = declare(value)
    if declared.isEmpty, subscriptions.started.isEmpty { return }
    reconcile(declared)
  }

  /// Reconciles the running subscriptions with `declared`, what the state declares now; see
  /// ``reconcileSubscriptions()``.
  @usableFromInline
  func reconcile(_ declared: [Subscription<Action, State, Environment>]) {
    var wanted = Set<SubscriptionID>(minimumCapacity: declared.count)
    var starting: [Subscription<Action, State, Environment>] = []
    for subscription in declared {
      guard wanted.insert(subscription.id).inserted else {
        RuntimeWarnings.report(
          "Subscription \(subscription.id) is declared twice by the same state; only the first runs. Give "
            + "each subscription of a behaviour its own id, and lift children through lanes of different "
            + "names (key paths rather than two lenses or prisms of the same types).")
        continue
      }
      if !subscriptions.startedSet.contains(subscription.id) { starting.append(subscription) }
    }
    if starting.isEmpty, wanted.count == subscriptions.startedSet.count { return }
    let stopping = subscriptions.started.filter { !wanted.contains($0) }
    subscriptions.started.removeAll { !wanted.contains($0) }
    subscriptions.started += starting.map(\.id)
    subscriptions.startedSet = wanted
    for id in stopping { stopSubscription(id) }
    for subscription in starting {
      let effect = subscription.make(effectContext)
      if effect.isNone { continue }
      // Marked with an id of the store's own type, so no `cancel(id:)` of the app's cancels it
      // by accident and a failing test names it as a subscription.
      start(
        effect.cancellable(id: SubscriptionEffectID(subscription: subscription.id)).longLived(),
        hasCause: false)
    }
  }

  /// Reconciles subscriptions from outside any dispatch — at creation, or when
  /// ``Store/runsSubscriptions`` is switched on — processing afterwards, in order, the actions their
  /// effects sent while starting, as a dispatch would.
  func reconcileSubscriptionsOutsideDispatch() {
    guard loop.phase.isIdle else { return reconcileSubscriptions() }
    loop.phase = .processing(.outside, queued: false)
    defer { loop.phase = .idle }
    reconcileSubscriptions()
    processQueue { dropped in
      RuntimeWarnings.report(
        "Starting subscriptions cascaded into more than \(loop.cascadeLimit) actions; the last \(dropped) "
          + "were dropped. Raise Store.cascadeLimit if this is intended.")
    }
  }

  /// Cancels every running subscription; none is running afterwards.
  func stopAllSubscriptions() {
    let stopping = subscriptions.started
    subscriptions.started.removeAll()
    subscriptions.startedSet.removeAll()
    for id in stopping { stopSubscription(id) }
  }

  /// The running subscriptions whose effect is still in flight.
  var subscriptionsInFlight: [SubscriptionID] {
    guard let runner = effects.runner else { return [] }
    return subscriptions.started.filter {
      runner.isRunning(id: EffectID(SubscriptionEffectID(subscription: $0)))
    }
  }

  private func stopSubscription(_ id: SubscriptionID) {
    effects.runner?.cancel(id: EffectID(SubscriptionEffectID(subscription: id)))
  }
}

/// The id a subscription's effect runs under in the effect runner: its own type, so that no id an
/// app cancels by can be equal to it.
private struct SubscriptionEffectID: Hashable, Sendable, CustomDebugStringConvertible {
  let subscription: SubscriptionID

  var debugDescription: String { "subscription \(subscription)" }
}
