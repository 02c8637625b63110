import Testing

@testable import TextUI

/// The controls of a frame by handle, stored densely.
@MainActor
@Suite struct ControlTableTests {
  private func control(_ label: String, layer: Int = 0) -> RegisteredControl {
    RegisteredControl(
      kind: .button, label: label, behavior: .press({}), layer: layer,
      target: FocusTarget(identity: ViewPath().appending(.role(label)), occurrence: 0))
  }

  @Test func storesAndTakesOutControlsByHandle() {
    var table = ControlTable()
    #expect(table[3] == nil && table.count == 0)
    table[3] = control("Three")
    table[1] = control("One")
    table[3] = control("Three again")
    #expect(table.count == 2)
    #expect(table[3]?.label == "Three again")
    #expect(table[2] == nil && table[-1] == nil && table[99] == nil)
    table[3] = nil
    table[50] = nil
    #expect(table.count == 1)
    #expect(table.handles == [1])
  }

  @Test func listsHandlesInIncreasingOrderAndRemovesByCondition() {
    var table = ControlTable()
    for handle in [7, 2, 5, 4] { table[handle] = control("\(handle)", layer: handle % 2) }
    #expect(table.handles == [2, 4, 5, 7])
    #expect(table.handles { $0.layer == 1 } == [5, 7])
    table.removeAll { $0.layer == 0 }
    #expect(table.handles == [5, 7])
    #expect(table.count == 2)
  }

  /// A frame keeps one per control: a piped list of 50,000 rows has 300,000.
  @Test func aControlTakesSixtyFourBytes() {
    #expect(MemoryLayout<RegisteredControl>.stride <= 64)
  }
}
