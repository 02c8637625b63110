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
/// Cost: ``handle(for:)`` is O(1) amortised (plus hashing the path); ``endFrame()`` is
/// O(controls in the previous frame). The identities absent since the oldest frame are found
/// through a queue of departures in frame order, so nothing walks the remembered identities
/// per lookup or per frame; records left stale by a return or a forgetting are skipped when
/// reached and compacted away once they outnumber the remembered identities, which keeps the
/// queue's memory bounded and its upkeep amortised O(1) per departure.
struct HandleTable {
  /// What is known of one identity: its number and the frame it was last laid out in.
  private struct Entry {
    var handle: Int
    var lastSeen: Int
  }

  /// An identity that left the frame, with the frame it was last seen in. The record is stale
  /// once the identity has been seen again or forgotten (its entry's `lastSeen` differs).
  private struct Departure {
    var identity: ViewPath
    var lastSeen: Int
  }

  /// Every remembered identity, on screen or not.
  private var entries: [ViewPath: Entry] = [:]
  /// The smallest number never handed out yet.
  private var nextFresh = 1
  /// The most controls laid out in one frame so far.
  private(set) var peak = 0
  /// The number of the frame being laid out (0 before the first).
  private var frame = 0
  /// The identities laid out in the current frame, in order.
  private var onScreen: [ViewPath] = []
  /// The identities laid out in the previous frame, in order.
  private var previousOnScreen: [ViewPath] = []
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
    var key = identity
    var occurrence = 1
    // Rows with duplicate ids reach the same path: tell them apart by order of appearance.
    while entries[key]?.lastSeen == frame {
      key = identity.appending(.index(occurrence))
      occurrence += 1
    }
    onScreen.append(key)
    peak = max(peak, onScreen.count)
    if let entry = entries[key] {
      entries[key]?.lastSeen = frame
      return entry.handle
    }
    let handle: Int
    if nextFresh <= 2 * peak {
      handle = nextFresh
      nextFresh += 1
    } else {
      handle = forgetLongestAbsent()
    }
    entries[key] = Entry(handle: handle, lastSeen: frame)
    return handle
  }

  /// Ends the frame: the controls of the previous frame that were not laid out in this one
  /// join the queue of departures (they stay remembered).
  mutating func endFrame() {
    for identity in previousOnScreen {
      guard let entry = entries[identity], entry.lastSeen < frame else { continue }
      departures.append(Departure(identity: identity, lastSeen: entry.lastSeen))
    }
    swap(&previousOnScreen, &onScreen)
    compactDepartures()
  }

  /// Forgets the identity absent for the longest and returns its number for reuse.
  private mutating func forgetLongestAbsent() -> Int {
    while departuresStart < departures.count {
      let departure = departures[departuresStart]
      departuresStart += 1
      if let entry = entries[departure.identity], entry.lastSeen == departure.lastSeen {
        entries[departure.identity] = nil
        return entry.handle
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
      departures = departures[departuresStart...].filter { departure in
        entries[departure.identity]?.lastSeen == departure.lastSeen
      }
      departuresStart = 0
    } else if departuresStart > 16 && departuresStart * 2 > departures.count {
      departures.removeFirst(departuresStart)
      departuresStart = 0
    }
  }
}
