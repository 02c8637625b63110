/// A presented child in its parent's state: an optional value that also knows *which*
/// presentation it is.
///
/// ```swift
/// struct State {
///   @Presents var editor: Editor.State?
///   @Presents var destination: Destination?      // an enum: a sheet, an alert, a dialog…
/// }
/// state.editor = Editor.State()          // presents (a new presentation)
/// state.editor?.title = "Draft"          // changes the presented child in place (the same one)
/// state.editor = Editor.State()          // replaces it: the old one counts as dismissed
/// state.editor = nil                     // dismisses
/// ```
///
/// Assigning a value is presenting: it gets a new ``PresentationIdentity``, so a presentation
/// replaced by another in the same reduction is told apart from one that stays, and the effects
/// of the replaced child are cancelled. Mutating the value in place keeps the identity. The
/// identity is bookkeeping, not state: two presentation states are equal when their values are.
///
/// The projected value (`$editor`) is what a presentation scope lifts through:
/// `.action(\.editor).presentation(\.$editor)`.
@propertyWrapper
public struct PresentationState<State> {
  private var value: State?
  /// The identity of the current presentation; `nil` when nothing is presented.
  public private(set) var identity: PresentationIdentity?

  /// A presentation of `wrappedValue`, or none when it is `nil`.
  public init(wrappedValue: State?) {
    value = wrappedValue
    identity = wrappedValue == nil ? nil : PresentationIdentity()
  }

  /// Nothing presented, under `identity`: a marker that ``PresentationKeyPathName`` writes to
  /// find which stored property a key path reaches. Never kept in a store's state.
  init(marking identity: PresentationIdentity) {
    value = nil
    self.identity = identity
  }

  /// The presented child, or `nil`. Assigning presents anew; mutating in place keeps the
  /// presentation.
  public var wrappedValue: State? {
    get { value }
    set {
      value = newValue
      identity = newValue == nil ? nil : PresentationIdentity()
    }
    _modify {
      let wasPresented = value != nil
      yield &value
      if value == nil {
        identity = nil
      } else if !wasPresented {
        identity = PresentationIdentity()
      }
    }
  }

  /// The presentation state itself, for a presentation scope (`\.$editor`).
  public var projectedValue: PresentationState {
    get { self }
    set { self = newValue }
  }
}

/// The spelling a state declares a presented child with: `@Presents var editor: Editor.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented values are: the identity is bookkeeping.
  public static func == (lhs: PresentationState, rhs: PresentationState) -> Bool { lhs.value == rhs.value }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value, in line with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Shows the presented value alone, so state dumps and test diffs read as the optional it is.
  public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}

extension PresentationState: Codable where State: Codable {
  /// Reads the presented value (`null` when nothing is presented); a decoded value is a new
  /// presentation, with a new identity, as if it had just been presented.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }

  /// Writes the presented value alone: the identity is bookkeeping of this process.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
