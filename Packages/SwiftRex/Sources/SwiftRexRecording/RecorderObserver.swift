@_spi(SwiftRexInternals) import SwiftRex

/// What a ``Recorder`` hangs on a store's observer chain: a hand-off that keeps the recorder
/// weakly, so a store outliving it records nothing more.
@MainActor
final class RecorderObserver<Action: Codable, State: Codable>: StoreObserver {
  weak var recorder: Recorder<Action, State>?

  func storeDidProcess(_ action: ObservedAction<Action>, state: State) {
    recorder?.record(action.dispatched, origin: action.origin, cause: action.cause, state: state)
  }
}
