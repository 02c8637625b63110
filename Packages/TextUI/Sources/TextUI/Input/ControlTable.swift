/// The controls of a frame by handle: what a dictionary from handle to ``RegisteredControl``
/// would be, stored as an array indexed by handle.
///
/// ``HandleTable`` numbers the controls of a frame densely (never past twice the most controls a
/// frame had), so an array wastes few slots, where a dictionary costs a key and a hash bucket
/// per control and twice its size while it grows: a piped list of 50,000 rows registers 300,000
/// controls in one frame.
@MainActor
struct ControlTable {
  private var slots: [RegisteredControl?] = []
  /// How many handles have a control.
  private(set) var count = 0

  /// The control at `handle`, if the frame has one; setting nil takes it out.
  subscript(handle: Int) -> RegisteredControl? {
    // Yielded rather than returned: `controls[h]?.layer` then reads the field where it lies,
    // where a getter copies the whole control (its label, action and path) to read one field.
    _read {
      if slots.indices.contains(handle) {
        yield slots[handle]
      } else {
        yield nil
      }
    }
    set {
      guard handle >= 0 else { return }
      if handle >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: handle - slots.count + 1))
      }
      count += (newValue == nil ? 0 : 1) - (slots[handle] == nil ? 0 : 1)
      slots[handle] = newValue
    }
  }

  /// Makes room for handles up to `count`, so that the table does not grow control by control.
  mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(count + 1)
  }

  /// The handles that have a control, in increasing order.
  var handles: [Int] {
    handles { _ in true }
  }

  /// The handles, in increasing order, whose control satisfies `isIncluded`.
  func handles(where isIncluded: (RegisteredControl) -> Bool) -> [Int] {
    slots.indices.filter { handle in slots[handle].map(isIncluded) ?? false }
  }

  /// Takes out every control that satisfies `shouldBeRemoved`.
  mutating func removeAll(where shouldBeRemoved: (RegisteredControl) -> Bool) {
    for handle in slots.indices where slots[handle].map(shouldBeRemoved) ?? false {
      slots[handle] = nil
      count -= 1
    }
  }
}
