/// When a ``Recorder`` writes the state with an action: a *checkpoint*.
///
/// A checkpoint lets a replay say after which action the states first differ, and lets a test
/// export assert each change without running the behaviour again. It costs the state's whole
/// encoding, so how often to write one is a trade between precision and size:
///
/// | policy | a recording of `n` actions holds | a replay names |
/// |---|---|---|
/// | ``everyAction`` | `n` states | the exact action |
/// | ``every(_:)`` `k` | `n / k` states | a range of `k` actions |
/// | ``sizedToState(ratio:)`` | at most `ratio` × the actions' bytes in states, plus one | a range that widens with the state's size |
///
/// With a large state (a catalog of 100,000 books, about 7.8 MB of JSON) only the last grows with
/// what happened rather than with the state's size times the actions: in the demo app, 160
/// presses took 1.27 GB with ``everyAction`` and 23 MB with ``sizedToState(ratio:)`` — the load
/// that brought the books, one copy of the state after it, and the final state.
public enum RecordingCheckpoints: Sendable, Hashable {
  /// The state after every action.
  case everyAction
  /// The state after every `interval`-th action; never when `interval` is 0 or less (the final
  /// state is always written).
  case every(Int)
  /// The state once the action lines written since the last copy of the state add up to at
  /// least `1 / ratio` of that copy's size (the first copy is the initial state's).
  ///
  /// A small state goes with every action — with a `ratio` of 16, any state up to 16 times the
  /// size of an action's line — and a large one only now and then, so the states take at most
  /// about `ratio` times the bytes of the actions, plus one copy. A `ratio` below 1 is taken as 1.
  case sizedToState(ratio: Int)

  /// Whether the action about to be written gets the state.
  /// - Parameters:
  ///   - index: the action's index in the recording, from 0.
  ///   - actionBytes: the bytes of the action lines since the last state, this one's included.
  ///   - stateBytes: the size of the last state written.
  func writesState(afterAction index: Int, actionBytes: Int, stateBytes: Int) -> Bool {
    switch self {
    case .everyAction:
      return true
    case .every(let interval):
      return interval > 0 && (index + 1) % interval == 0
    case .sizedToState(let ratio):
      // Compared by division, so neither side can overflow whatever the sizes.
      return actionBytes >= stateBytes / max(ratio, 1)
    }
  }
}
