/// Why ``TimeTravel`` could not move: each case's ``description`` is a sentence to show the user.
public enum TimeTravelError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `undo` at the oldest step kept.
  case nothingToUndo(oldest: Int)
  /// `redo` at the latest step.
  case nothingToRedo(latest: Int)
  /// `goto` a step the history does not hold: never reached, or dropped past the limit.
  case unknownStep(Int, kept: ClosedRange<Int>)
  /// A move asked for while the store was processing an action (from an observer or a
  /// subscriber): the state cannot be replaced in the middle of a reduction.
  case busy
  /// A move asked for before ``TimeTravel/attach(to:)``, or after the store was released.
  case detached

  /// The problem, as a sentence.
  public var description: String {
    switch self {
    case .nothingToUndo(let oldest):
      "Nothing to undo: step \(oldest) is the oldest one kept."
    case .nothingToRedo(let latest):
      "Nothing to redo: step \(latest) is the latest."
    case .unknownStep(let step, let kept):
      "There is no step \(step) in the history: it keeps steps \(kept.lowerBound) to \(kept.upperBound)."
    case .busy:
      "Cannot travel while the store is processing an action; travel between dispatches."
    case .detached:
      "Time travel is not attached to a store."
    }
  }
}
