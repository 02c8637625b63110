/// Something that went wrong keeping state, told to the app once (``StatePersister`` reports it
/// through its `report` function) so that it can say so; persisting never throws at the app.
public enum PersistenceProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stored state could not be read (not even moved aside); nothing is written over it.
  case unreadable(location: String, reason: String)
  /// The stored state could not be used — damaged, not the expected shape, or written by a newer
  /// version — and was moved to `movedTo`; the app starts from its defaults.
  case setAside(location: String, movedTo: String, reason: String)
  /// The state could not be written; the app goes on, and the next change tries again.
  case unwritable(location: String, reason: String)
  /// The state was saved, but another session had written the file since this one read it:
  /// that version was moved to `keptIn` rather than lost.
  case replacedChange(location: String, keptIn: String)

  /// One sentence for the user: what happened to which file and what it means.
  public var description: String {
    switch self {
    case .unreadable(let location, let reason):
      "Cannot read the saved state \(location): \(reason). It is left as it is and nothing will be saved."
    case .setAside(let location, let movedTo, let reason):
      "The saved state \(location) could not be used: \(reason). It was moved to \(movedTo) and "
        + "the app starts afresh."
    case .unwritable(let location, let reason):
      "Cannot save the state to \(location): \(reason). The app goes on without saving it."
    case .replacedChange(let location, let keptIn):
      "Another session changed the saved state \(location) after this one read it. Its version was "
        + "moved to \(keptIn), and this session's state saved in its place."
    }
  }
}
