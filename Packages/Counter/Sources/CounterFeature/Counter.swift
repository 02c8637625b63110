import SwiftRexArchitecture

/// A count the user moves up and down, resets, or lets a timer move up on its own.
///
/// Every press is reported to analytics through ``Environment/track``; the auto-increment ticks
/// on the store's clock every ``Environment/autoIncrementInterval``, so a test clock drives it.
@Feature(strategy: .observationSimple)
public enum Counter {
  /// The count and whether the timer moves it.
  public struct State: Sendable, Equatable, Identifiable {
    /// Tells counters apart when an app keeps several in one collection (`liftCollection`).
    public var id: Int
    /// The number shown.
    public var count: Int
    /// Whether the timer is moving the count every interval.
    public var isAutoIncrementing: Bool
    /// How far one press (or one tick of the timer) moves the count.
    ///
    /// Shared: an app hands one ``Shared`` to every counter it shows, so a step set on one
    /// screen is the step of all of them (see ``init(id:count:isAutoIncrementing:step:)``).
    /// The count moves by the step brought into ``stepRange``, whatever the storage holds.
    @Shared public var step: Int

    /// A counter at `count`, stopped unless `isAutoIncrementing`, moving by `step`.
    ///
    /// A state made with `isAutoIncrementing: true` is running: the timer is a subscription
    /// derived from this flag, so a store holding this state ticks with no action sent.
    ///
    /// By default the step is the counter's own, 1. Pass one ``Shared`` to several counters
    /// (`Counter.State(id: 2, step: appState.$step)`) and changing it through any of them
    /// changes it for all, in the same reduction.
    public init(
      id: Int = 0, count: Int = 0, isAutoIncrementing: Bool = false, step: Shared<Int> = Shared(value: 1)
    ) {
      self.id = id
      self.count = count
      self.isAutoIncrementing = isAutoIncrementing
      _step = step
    }
  }

  /// The steps a counter moves by: at least one, so a press always moves the count, and at most
  /// a thousand, so no count is one press away from overflowing.
  public static let stepRange = 1...1_000

  /// What the user does, and what the timer sends.
  public enum Action: Sendable, Equatable {
    /// Adds the step.
    case increment
    /// Subtracts the step; the count may go below zero.
    case decrement
    /// Sets the count back to zero; a running timer keeps running.
    case reset
    /// Starts the timer; does nothing to a timer already running.
    case startAutoIncrement
    /// Stops the timer; does nothing when none runs.
    case stopAutoIncrement
    /// One interval passed: adds the step. Sent by the timer, not by the user, so not tracked.
    case tick
    /// Sets the step every press moves the count by, brought into ``Counter/stepRange``. The
    /// step is shared (``State/step``): every counter holding it moves by the new one.
    case setStep(Int)

    /// The analytics event this action reports, or `nil` for one the user did not make.
    ///
    /// Every press is reported, including one that changes nothing (stopping a stopped timer):
    /// analytics describe what users do, not what the state did.
    public var analyticsEvent: String? {
      switch self {
      case .increment: "counter.increment"
      case .decrement: "counter.decrement"
      case .reset: "counter.reset"
      case .startAutoIncrement: "counter.autoIncrement.start"
      case .stopAutoIncrement: "counter.autoIncrement.stop"
      case .setStep: "counter.step"
      case .tick: nil
      }
    }
  }

  /// What the feature needs from outside: where analytics go and how fast the timer runs.
  public struct Environment: Sendable {
    /// Records one analytics event (an ``Action``'s ``Action/analyticsEvent``).
    public var track: @Sendable (String) async -> Void
    /// How long the timer waits between ticks, on the store's clock.
    public let autoIncrementInterval: Duration

    /// An environment sending analytics to `track` and ticking every `autoIncrementInterval`.
    ///
    /// The interval must be positive: a timer that never sleeps would flood the store.
    public init(
      track: @escaping @Sendable (String) async -> Void,
      autoIncrementInterval: Duration = .seconds(1)
    ) {
      precondition(
        autoIncrementInterval > .zero,
        "Counter.Environment: autoIncrementInterval must be positive (got \(autoIncrementInterval)); "
          + "a timer that never sleeps would flood the store. Pass e.g. .seconds(1).")
      self.track = track
      self.autoIncrementInterval = autoIncrementInterval
    }

    /// Drops every analytics event and ticks once a second: for previews and hosts that do not
    /// track.
    public static var untracked: Environment { Environment(track: { _ in }) }
  }

  /// Counting, the timer and analytics, as one behaviour; the timer runs while
  /// ``State/isAutoIncrementing`` says so.
  public static func behavior() -> Behavior<Action, State, Environment> {
    Behavior.combine(counting, analytics).subscriptions(timer)
  }

  typealias Content = CounterView

  /// The ids the feature's subscriptions run under.
  enum EffectID: Hashable, Sendable {
    /// The auto-increment timer.
    case autoIncrement
  }
}

// Declared by the feature so an app that records its runs (SwiftRexRecording) can write and
// replay this feature's state and actions.
extension Counter.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, count, isAutoIncrementing, step
  }

  /// Reads a counter; one recorded before counters had a step moves by 1, a step of its own, so
  /// older recordings and saved states keep loading.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id),
      count: try container.decode(Int.self, forKey: .count),
      isAutoIncrementing: try container.decode(Bool.self, forKey: .isAutoIncrementing),
      step: try container.decodeIfPresent(Shared<Int>.self, forKey: .step) ?? Shared(value: 1))
  }
}
extension Counter.Action: Codable {}
