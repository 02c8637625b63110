import Foundation
import SwiftRex
import SwiftRexSharing

/// Replays a ``Recording`` on a store: every recorded action is dispatched again, in order, with
/// the store's effects and subscriptions switched off (`Store.runsEffects`,
/// `Store.runsSubscriptions`), so the values effects delivered come from the recording, not from
/// the network, files or timers. Make the store with `runsSubscriptions: false`: a recorded
/// state that declares subscriptions would otherwise start them as the store is made.
///
/// ```swift
/// let recording = try Recording<AppAction, AppState>.parse(data)
/// let store = Store(
///   initial: recording.initialState, behavior: appBehavior, environment: .live, runsSubscriptions: false)
/// switch Replayer.replay(recording, on: store) {
/// case .matched: print("the replay matched")
/// case .diverged(let divergence): print(divergence)
/// }
/// ```
///
/// States are compared by value after each checkpoint the recorder wrote, and at the end; the
/// first difference is reported with the action, its recorded source and a state diff. The
/// behaviour sees the replayer as each action's source: a recorded source is text, not a place
/// in this binary.
@MainActor
public enum Replayer {
  /// Replays `recording` on `store`, which must start from the recording's initial state.
  /// - Parameters:
  ///   - recording: the run to replay.
  ///   - store: a fresh store of the recorded app, made from `recording.initialState` with
  ///     `runsSubscriptions: false`; its effects and subscriptions are switched off.
  ///   - redactState: the recorder's redaction, applied to the replayed states before they are
  ///     compared with the recorded ones.
  public static func replay<Action, State: Equatable, Environment>(
    _ recording: Recording<Action, State>, on store: Store<Action, State, Environment>,
    redactState: (State) -> State = { $0 }
  ) -> ReplayOutcome {
    if let divergence = walk(recording, on: store, redactState: redactState, keep: nil) {
      return .diverged(divergence)
    }
    return .matched(actions: recording.actions.count)
  }

  /// `recording` with the state after every action: the states the recorder left out between
  /// its checkpoints (``RecordingCheckpoints``) are those of a replay on `store`, which must be
  /// prepared as for ``replay(_:on:redactState:)``. The states the recording holds are checked
  /// on the way, so a filled-in state is one the recorded run reached: a replay that diverges
  /// returns where, and fills in nothing.
  ///
  /// What a ``TestExport`` needs from a recording made with checkpoints far apart. O(actions)
  /// dispatches; the states share their storage as far as the actions left it unchanged.
  public static func fillingInStates<Action, State: Equatable, Environment>(
    of recording: Recording<Action, State>, on store: Store<Action, State, Environment>,
    redactState: (State) -> State = { $0 }
  ) -> Result<Recording<Action, State>, ReplayDivergence> {
    var filled = recording
    // Shared values (`@Shared`) are one value for every state holding them: the replay would
    // change them in the states already kept, the initial one included. Each kept state gets
    // copies of its own, as the recorded run wrote them.
    filled.initialState = detached(recording.initialState)
    let divergence = walk(recording, on: store, redactState: redactState) { position, state in
      filled.actions[position].state = detached(state)
    }
    if let divergence { return .failure(divergence) }
    return .success(filled)
  }

  /// `state` with its shared values copied into a container of their own, so that later writes
  /// to the values it shares leave it as it is now; `state` itself when no shared value exists
  /// (nothing to copy) or it cannot be encoded (then it is kept as before, shared).
  private static func detached<State: Codable>(_ state: State) -> State {
    guard !SharedContainer.current.isEmpty,
      let data = try? JSONEncoder().encode(state),
      let copy = try? SharedContainer.withContainer(
        SharedContainer(),
        operation: {
          try JSONDecoder().decode(State.self, from: data)
        })
    else { return state }
    return copy
  }

  /// Dispatches every recorded action on `store`, handing `keep` (if any) each action's position
  /// and the (redacted) state after it; the first difference from a recorded state, if any.
  private static func walk<Action, State: Equatable, Environment>(
    _ recording: Recording<Action, State>, on store: Store<Action, State, Environment>,
    redactState: (State) -> State, keep: ((Int, State) -> Void)?
  ) -> ReplayDivergence? {
    store.runsEffects = false
    store.runsSubscriptions = false
    if let diff = difference(recording.initialState, redactState(store.state)) {
      return ReplayDivergence(
        line: 1, index: nil, action: "before any action: the store does not start from the recorded state",
        source: nil, diff: diff)
    }
    for (position, recorded) in recording.actions.enumerated() {
      store.dispatch(DispatchedAction(recorded.action, source: ActionSource()))
      // Redacted only when something reads it: a plain replay compares at checkpoints alone.
      guard keep != nil || recorded.state != nil else { continue }
      let replayed = redactState(store.state)
      keep?(position, replayed)
      guard let expected = recorded.state else { continue }
      if let diff = difference(expected, replayed) {
        return ReplayDivergence(
          line: recorded.line, index: recorded.index, action: "\(recorded.action)", source: recorded.source,
          diff: diff)
      }
    }
    if let diff = difference(recording.finalState, redactState(store.state)) {
      return ReplayDivergence(
        line: recording.finalLine, index: nil, action: "at the final state", source: nil, diff: diff)
    }
    return nil
  }

  private static func difference<State: Equatable>(_ recorded: State, _ replayed: State) -> String? {
    guard recorded != replayed else { return nil }
    return StateDiff.diff(recorded, replayed) ?? "  (the states print the same, but are not equal)"
  }
}
