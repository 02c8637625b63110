import SwiftRexSharing

/// An action an effect sent back, already reduced (as a store would), waiting for the test to
/// assert it: with the state — and the shared values — just before and just after its reduction.
struct ReceivedAction<Action, State> {
  let action: Action
  let source: ActionSource
  let before: State
  let after: State
  let sharedBefore: SharedSnapshot
  let sharedAfter: SharedSnapshot
}
