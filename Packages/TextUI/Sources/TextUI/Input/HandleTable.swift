/// Numbers controls for the user with small handles that belong to the control's identity.
///
/// A handle is keyed by the control's ``ViewPath``:
/// - A control keeps its handle for as long as it stays in the frame.
/// - A control that leaves the frame is *remembered* with its handle, so leaving a screen and
///   coming back shows the same numbers.
/// - Rows with duplicate ids reach the same path: within one frame they are told apart by order
///   of appearance (the second one is keyed `path/1`, the third `path/2`, …).
///
/// Numbers stay small. With `peak` the most controls ever laid out in one frame (tracked
/// here, and raised as soon as a frame goes past it), every handle is in `1...2 × peak`. A new
/// identity takes the smallest number that is neither on screen nor remembered; when every
/// number in that range is taken, the identity absent for the longest is forgotten and the new
/// control takes its number. A number is only ever freed to be reused at once, so the numbers
/// taken are always exactly `1..<nextFresh` and "the smallest free number" is `nextFresh`.
///
/// Reuse is the price of the bound: a number typed from a frame seen long ago can reach another
/// control, but only once the control it named has been off screen for longer than every other
/// remembered one and `2 × peak` numbers are in use; a command always acts on the last frame,
/// whose numbers are all distinct.
///
/// Invariants, between frames:
/// - `nextFresh - 1 ≤ 2 × peak`, and each number in `1..<nextFresh` belongs to exactly one
///   remembered identity, so at most `2 × peak` identities are remembered (memory is bounded).
/// - A control on screen in one frame and the next keeps its number: forgetting only reaches
///   identities absent before the current frame. When a new control finds no free number, all
///   `2 × peak` numbers are taken, `k - 1` of them by controls already in this frame (`k ≤
///   peak`, counting the new one), so at least `peak + 1` belong to identities not yet seen in
///   this frame. At most `peak` of those were on screen in the previous frame, so one was
///   absent before, and that one (or an older one) is forgotten.
///
/// Cost: ``handle(for:)`` is O(1) amortised plus one lookup of the path (comparing equal paths
/// walks their components up to the first link they share, so each control is looked up once);
/// ``endFrame()`` is O(controls in the previous frame) and looks no path up. The identities absent since the oldest frame are found
/// through a queue of departures in frame order, so nothing walks the remembered identities
/// per lookup or per frame; records left stale by a return or a forgetting are skipped when
/// reached and compacted away once they outnumber the remembered identities, which keeps the
/// queue's memory bounded and its upkeep amortised O(1) per departure.
struct HandleTable {
  /// The identity holding one number: its key (the path, with an occurrence for a duplicate)
  /// and the frame it was last laid out in.
  private struct Holder {
    var key: ViewPath
    var lastSeen: Int
  }

  /// A number whose identity left the frame, with the frame it was last seen in. The record is
  /// stale once the identity has been seen again or forgotten (the holder's `lastSeen` differs).
  private struct Departure {
    var handle: Int
    var lastSeen: Int
  }

  /// The number of every remembered identity, on screen or not.
  private var entries: [ViewPath: Int] = [:]
  /// The holder of each number in `1..<nextFresh`, indexed by the number (slot 0 is unused; a
  /// forgotten number's slot is taken again at once): what a frame updates, by number, without
  /// looking a path up again.
  private var holders = [Holder(key: ViewPath(), lastSeen: -1)]
  /// The smallest number never handed out yet.
  private var nextFresh = 1
  /// The most controls laid out in one frame so far.
  private(set) var peak = 0
  /// The number of the frame being laid out (0 before the first).
  private var frame = 0
  /// The numbers laid out in the current frame, in order.
  private var onScreen: [Int] = []
  /// The numbers laid out in the previous frame, in order.
  private var previousOnScreen: [Int] = []
  /// Departures in frame order (oldest first) from `departuresStart` on; the records before it
  /// have been consumed.
  private var departures: [Departure] = []
  private var departuresStart = 0

  /// How many identities are remembered, on screen or not (at most `2 × peak`).
  var rememberedCount: Int { entries.count }

  /// Starts laying out a frame: every identity is absent until ``handle(for:)`` asks for it.
  mutating func beginFrame() {
    frame += 1
    onScreen.removeAll(keepingCapacity: true)
  }

  /// The handle of the control at `identity` in the frame being laid out: the number it was
  /// given before if it is remembered, or a new one (see the type's rules).
  mutating func handle(for identity: ViewPath) -> Int {
    number(identity).handle
  }

  /// The handle of the control at `identity`, as ``handle(for:)`` gives it, and how many
  /// controls at `identity` the frame numbered before it (rows with duplicate ids share a path).
  mutating func number(_ identity: ViewPath) -> (handle: Int, occurrence: Int) {
    var key = identity
    var occurrence = 1
    var found = entries[key]
    // Rows with duplicate ids reach the same path: tell them apart by order of appearance.
    while let handle = found, holders[handle].lastSeen == frame {
      key = identity.appending(.index(occurrence))
      occurrence += 1
      found = entries[key]
    }
    peak = max(peak, onScreen.count + 1)
    if let handle = found {
      holders[handle].lastSeen = frame
      onScreen.append(handle)
      return (handle, occurrence - 1)
    }
    let handle: Int
    if nextFresh <= 2 * peak {
      handle = nextFresh
      nextFresh += 1
      holders.append(Holder(key: key, lastSeen: frame))
    } else {
      handle = forgetLongestAbsent()
      holders[handle] = Holder(key: key, lastSeen: frame)
    }
    entries[key] = handle
    onScreen.append(handle)
    return (handle, occurrence - 1)
  }

  /// How many controls at `identity` the frame being laid out has numbered so far: the
  /// occurrence the next one will be.
  func occurrencesSeen(of identity: ViewPath) -> Int {
    var seen = 0
    var key = identity
    while let handle = entries[key], holders[handle].lastSeen == frame {
      seen += 1
      key = identity.appending(.index(seen))
    }
    return seen
  }

  /// The handles ``handle(for:)`` would give `identities`, asked in this order now, if each of
  /// them is remembered; nil if one would get a new number. Changes nothing: a layout checks with
  /// it whether lines it kept, handles drawn in, still hold.
  func rememberedHandles(for identities: [ViewPath]) -> [Int]? {
    var taken: Set<Int> = []
    var result: [Int] = []
    result.reserveCapacity(identities.count)
    for identity in identities {
      var key = identity
      var occurrence = 1
      var found = entries[key]
      while let handle = found, holders[handle].lastSeen == frame || taken.contains(handle) {
        key = identity.appending(.index(occurrence))
        occurrence += 1
        found = entries[key]
      }
      guard let handle = found else { return nil }
      taken.insert(handle)
      result.append(handle)
    }
    return result
  }

  /// The path `handle` is held by (a control's identity, with its occurrence for a duplicate).
  /// A control registered again is handed this very path back, so later comparisons with it stop
  /// at its first link instead of walking the components.
  func key(holding handle: Int) -> ViewPath? {
    holders.indices.contains(handle) && handle > 0 ? holders[handle].key : nil
  }

  /// Whether `handle` is held by `identity` itself (its first occurrence) and no control of the
  /// frame being laid out took it yet: then ``rememberedHandles(for:)`` would give `identity`
  /// that very handle, and ``occurrencesSeen(of:)`` would count none, with no path looked up.
  /// O(1) when `identity` is the path the table holds (``key(holding:)``).
  func holdsUnseen(_ handle: Int, firstOccurrenceOf identity: ViewPath) -> Bool {
    guard handle > 0, holders.indices.contains(handle) else { return false }
    return holders[handle].lastSeen != frame && holders[handle].key == identity
  }

  /// Lays out the control holding `handle` in this frame, as ``handle(for:)`` does when it finds
  /// the control remembered: for a handle ``rememberedHandles(for:)`` gave in this frame.
  mutating func markSeen(_ handle: Int) {
    peak = max(peak, onScreen.count + 1)
    holders[handle].lastSeen = frame
    onScreen.append(handle)
  }

  /// Ends the frame: the controls of the previous frame that were not laid out in this one
  /// join the queue of departures (they stay remembered). A number on screen in the previous
  /// frame still belongs to the same identity: forgetting never reaches it in the next frame.
  mutating func endFrame() {
    for handle in previousOnScreen {
      let lastSeen = holders[handle].lastSeen
      guard lastSeen < frame else { continue }
      departures.append(Departure(handle: handle, lastSeen: lastSeen))
    }
    swap(&previousOnScreen, &onScreen)
    compactDepartures()
  }

  /// Whether `departure` still stands for an absent identity: its number's holder was not seen
  /// since, nor forgotten (a number reused since was seen later).
  private func isLive(_ departure: Departure) -> Bool {
    holders[departure.handle].lastSeen == departure.lastSeen
  }

  /// Forgets the identity absent for the longest and returns its number for reuse.
  private mutating func forgetLongestAbsent() -> Int {
    while departuresStart < departures.count {
      let departure = departures[departuresStart]
      departuresStart += 1
      if isLive(departure) {
        // The key held is the very path the table stored: found without walking it.
        entries[holders[departure.handle].key] = nil
        return departure.handle
      }
    }
    // Unreachable by the invariant: an identity absent before this frame holds a number.
    preconditionFailure("HandleTable: no free handle within 2 × peak (\(peak)) and none to forget")
  }

  /// Drops consumed records, and stale ones once they outnumber the remembered identities (at
  /// most one record per remembered identity is live), so the queue stays O(remembered).
  private mutating func compactDepartures() {
    let pending = departures.count - departuresStart
    if pending > 2 * entries.count + 16 {
      departures = departures[departuresStart...].filter(isLive)
      departuresStart = 0
    } else if departuresStart > 16 && departuresStart * 2 > departures.count {
      departures.removeFirst(departuresStart)
      departuresStart = 0
    }
  }
}
