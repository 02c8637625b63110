/// The handles a node laid out again alone must give its controls, in order: those it gave them
/// in the frame spliced into. A control at another path, or one too many, breaks the splice;
/// nothing is numbered anew, so the handle table is left as it was.
struct HandleExpectation {
  let handles: [Int]
  private(set) var next = 0
  private(set) var isBroken = false

  init(_ handles: [Int]) {
    self.handles = handles
  }

  /// Whether every expected handle was taken, by the controls it was expected for.
  var isMet: Bool { !isBroken && next == handles.count }

  /// The next expected handle, if `table` holds it for `identity`; else 0, and the splice breaks.
  mutating func take(_ identity: ViewPath, in table: HandleTable) -> Int {
    guard !isBroken, next < handles.count, table.key(holding: handles[next]) == identity else {
      isBroken = true
      return 0
    }
    next += 1
    return handles[next - 1]
  }
}
