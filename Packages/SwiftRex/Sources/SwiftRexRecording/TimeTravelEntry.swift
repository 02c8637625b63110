@_spi(SwiftRexInternals) import SwiftRex

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

  /// An entry; ``TimeTravel`` makes them.
  @_spi(SwiftRexInternals)
  public init(step: Int, action: Action?, source: ActionSource?, origin: ActionOrigin?, state: State) {
    self.step = step
    self.action = action
    self.source = source
    self.origin = origin
    self.state = state
  }
}

extension TimeTravelEntry: Sendable where Action: Sendable, State: Sendable {}
