@_spi(SwiftRexInternals) import SwiftRex
import SwiftRexSharing

/// One step of a ``TimeTravel`` history: the state after an action, with the action and where it
/// came from.
public struct TimeTravelEntry<Action, State> {
  /// The step's number: 0 is the state when time travel was attached, k the state after the
  /// k-th action processed since. Numbers are never reused, not even after a branch discards steps.
  public let step: Int
  /// The action that produced the state; `nil` for the state time travel started from.
  public let action: Action?
  /// Where the action was dispatched from; `nil` for the starting state.
  public let source: ActionSource?
  /// How the action reached the store (dispatched, cascaded, from an effect); `nil` for the
  /// starting state. An action held while travelling keeps the origin it arrived with.
  @_spi(SwiftRexInternals)
  public let origin: ActionOrigin?
  /// The state after the action.
  public let state: State
  /// How many effects the store had started once the step was processed: the effects a branch
  /// from this step keeps running (see ``TimeTravel``).
  let effectStarts: Int
  /// The dispatch at the root of the action's chain (0 for none: a subscription's work) and the
  /// effect start whose task sent it (0 for none): what tells a branch which answers to deliver
  /// again.
  let cause: Int
  let answeredStart: Int
  /// The shared values (`@Shared`) after the action: they live outside the state, so showing
  /// the step sets them back too. `nil` when the store's container held none.
  public let shared: SharedSnapshot?

  /// An entry; ``TimeTravel`` makes them.
  @_spi(SwiftRexInternals)
  public init(
    step: Int, action: Action?, source: ActionSource?, origin: ActionOrigin?, state: State,
    effectStarts: Int = 0, cause: Int = 0, answeredStart: Int = 0, shared: SharedSnapshot? = nil
  ) {
    self.step = step
    self.action = action
    self.source = source
    self.origin = origin
    self.state = state
    self.effectStarts = effectStarts
    self.cause = cause
    self.answeredStart = answeredStart
    self.shared = shared
  }

  /// Whether the step is an answer an effect started by `effectStarts` starts sent (not a
  /// subscription's, whose work restarts with the shown state instead).
  func isAnswer(toEffectsStartedBy effectStarts: Int) -> Bool {
    origin.map { Self.isAnswer(origin: $0, cause: cause, answeredStart: answeredStart, by: effectStarts) }
      ?? false
  }

  /// Whether an action that arrived with `origin`, in the chain of dispatch `cause`, sent by the
  /// effect start numbered `answeredStart`, answers an effect started by `effectStarts` starts:
  /// the rule a branch applies to the steps it discards and to the actions held.
  static func isAnswer(origin: ActionOrigin, cause: Int, answeredStart: Int, by effectStarts: Int) -> Bool {
    origin == .effect && cause != 0 && answeredStart != 0 && answeredStart <= effectStarts
  }
}

extension TimeTravelEntry: Sendable where Action: Sendable, State: Sendable {}
