/// What a layout item answered to each proposal of one layout pass.
///
/// An item is asked about a handful of proposals (its minimum, its maximum, its share at each of
/// its ancestors' proposals), and asked again about each many times: a short list compared in
/// place answers faster than a dictionary, which hashes the proposal on every look-up. Past
/// ``linearLimit`` entries the rest go to a dictionary, so an item offered many sizes stays
/// O(1) a look-up.
struct ProposalCache<Value> {
  /// How many entries are looked up by comparison before a dictionary takes the rest.
  static var linearLimit: Int { 16 }

  private var entries: [(proposal: ProposedSize, value: Value)] = []
  private var overflow: [ProposedSize: Value] = [:]

  /// The value kept for `proposal`, if any; setting it keeps it (nil is never stored).
  subscript(proposal: ProposedSize) -> Value? {
    get {
      for entry in entries where entry.proposal == proposal { return entry.value }
      return entries.count < Self.linearLimit ? nil : overflow[proposal]
    }
    set {
      guard let newValue else { return }
      if let index = entries.firstIndex(where: { $0.proposal == proposal }) {
        entries[index].value = newValue
      } else if entries.count < Self.linearLimit {
        entries.append((proposal, newValue))
      } else {
        overflow[proposal] = newValue
      }
    }
  }
}
