/// Numbers controls for the user: a control keeps its handle for as long as it stays in the
/// frame; a control that leaves frees its identity, and new controls take fresh numbers.
///
/// Numbers are never reused, so a command typed against an old frame can never reach a
/// different control than the one the user saw.
struct HandleTable {
  private var handles: [ViewPath: Int] = [:]
  private var seen: Set<ViewPath> = []
  private var nextHandle = 1

  mutating func beginFrame() {
    seen = []
  }

  /// The handle of the control at `identity`, allocating one the first time it is seen.
  mutating func handle(for identity: ViewPath) -> Int {
    var key = identity
    var occurrence = 1
    // Rows with duplicate ids reach the same path: tell them apart by order of appearance.
    while seen.contains(key) {
      key = identity.appending(.index(occurrence))
      occurrence += 1
    }
    seen.insert(key)
    if let handle = handles[key] { return handle }
    let handle = nextHandle
    nextHandle += 1
    handles[key] = handle
    return handle
  }

  /// Forgets the controls that were not drawn in the frame just laid out.
  mutating func endFrame() {
    handles = handles.filter { seen.contains($0.key) }
  }
}
