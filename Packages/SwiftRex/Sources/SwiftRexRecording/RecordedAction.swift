import SwiftRex

/// One line of a recording: an action the store processed, where it came from, when, and
/// (at checkpoints) the state right after it.
public struct RecordedAction<Action: Codable, State: Codable>: Codable {
  /// Where the action falls in the run, counted from 0.
  public var index: Int
  /// The time on the store's clock when the action was processed, in nanoseconds since the
  /// store was made.
  public var nanoseconds: Int64
  /// Where the action was dispatched from: a call site, or an effect factory for the values
  /// effects delivered.
  public var source: RecordedSource
  /// Whether the action was dispatched from outside the store, queued behind another action of
  /// the same dispatch (a synchronous effect's), or sent by an effect's task. Written only for
  /// the last two (`"from"`); a line without it was dispatched.
  public var origin: ActionOrigin
  /// For an action an effect sent (or queued behind another), the index of the dispatched action
  /// whose effects led to it (`"cause"`); nil for a dispatched action, and for what subscriptions
  /// send: their work belongs to the state that declares them.
  public var cause: Int?
  /// The action, redacted as the recorder was told to.
  public var action: Action
  /// The state right after the action, when the recorder wrote a checkpoint here.
  public var state: State?
  /// The line of the recording this action was read from (0 when it was not read from one).
  public var line = 0

  /// An action recorded at `index`.
  public init(
    index: Int, nanoseconds: Int64, source: RecordedSource, origin: ActionOrigin = .dispatched,
    cause: Int? = nil,
    action: Action, state: State?, line: Int = 0
  ) {
    self.cause = cause
    self.index = index
    self.nanoseconds = nanoseconds
    self.source = source
    self.origin = origin
    self.action = action
    self.state = state
    self.line = line
  }

  /// The time on the store's clock, as a duration.
  public var elapsed: Duration { .nanoseconds(nanoseconds) }

  private enum CodingKeys: String, CodingKey {
    case kind, index
    case nanoseconds = "t"
    case source
    case origin = "from"
    case cause
    case action, state
  }

  /// Reads an action line; its `kind` has already been checked by the parser.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    index = try container.decode(Int.self, forKey: .index)
    nanoseconds = try container.decode(Int64.self, forKey: .nanoseconds)
    source = try container.decode(RecordedSource.self, forKey: .source)
    origin = try container.decodeIfPresent(ActionOrigin.self, forKey: .origin) ?? .dispatched
    cause = try container.decodeIfPresent(Int.self, forKey: .cause)
    action = try container.decode(Action.self, forKey: .action)
    state = try container.decodeIfPresent(State.self, forKey: .state)
  }

  /// Writes the action as one line of a recording, marked `"kind":"action"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("action", forKey: .kind)
    try container.encode(index, forKey: .index)
    try container.encode(nanoseconds, forKey: .nanoseconds)
    try container.encode(source, forKey: .source)
    if origin != .dispatched { try container.encode(origin, forKey: .origin) }
    try container.encodeIfPresent(cause, forKey: .cause)
    try container.encode(action, forKey: .action)
    try container.encodeIfPresent(state, forKey: .state)
  }
}
