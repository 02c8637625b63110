import IdentifiedCollections
import Testing

/// Programmer errors stop the program with a message that names the problem, rather than
/// corrupting the array. Each runs in a child process (an exit test), so the suite survives; the
/// child's standard error is checked so that a crash for another reason does not pass.
@Suite("IdentifiedArray: programmer errors")
struct IdentifiedArrayPreconditionTests {
  @Test func aRepeatedIDInALiteralStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 1, title: "b")]
      _ = todos.count
    }
    try expectMessage(result, contains: "was given the id 1 twice (offsets 0 and 1)")
  }

  @Test func aRepeatedIDInUniqueElementsStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IdentifiedArray(
        uniqueElements: [Person(email: "a@x", name: "A"), Person(email: "a@x", name: "B")],
        id: \Person.email)
    }
    try expectMessage(result, contains: "was given the id a@x twice")
  }

  @Test func settingAnElementUnderAnotherIDStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items: IdentifiedArrayOf<Relabelable> = [Relabelable(id: 1)]
      items[id: 1] = Relabelable(id: 2)
    }
    try expectMessage(result, contains: "an element whose id is 2 to store under the id 1")
  }

  @Test func addingAnElementUnderAnotherIDStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items = IdentifiedArrayOf<Relabelable>()
      items[id: 1] = Relabelable(id: 2)
    }
    try expectMessage(result, contains: "an element whose id is 2 to store under the id 1")
  }

  @Test func changingAnElementsIDInPlaceStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items: IdentifiedArrayOf<Relabelable> = [Relabelable(id: 1), Relabelable(id: 2)]
      items[id: 1]?.id = 3
    }
    try expectMessage(result, contains: "an element whose id is 3 to store under the id 1")
  }

  @Test func changingAnElementsIDThroughModifyElementStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items: IdentifiedArrayOf<Relabelable> = [Relabelable(id: 1), Relabelable(id: 2)]
      items.modifyElement(id: 2) { $0.id = 7 }
    }
    try expectMessage(
      result, contains: "modifyElement(id:_:) was given an element whose id is 7 to store under the id 2")
  }

  @Test func uniquingToAnotherIDStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IdentifiedArrayOf([Relabelable(id: 1), Relabelable(id: 1)]) { _, _ in Relabelable(id: 9) }
    }
    try expectMessage(result, contains: "init(_:uniquingIDsWith:) was given an element whose id is 9")
  }

  @Test func anOutOfRangeInsertStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items: IdentifiedArrayOf<Relabelable> = [Relabelable(id: 1)]
      items.insert(Relabelable(id: 2), at: 3)
    }
    try expectMessage(result, contains: "insert(_:at:): position 3 is outside 0...1")
  }

  @Test func anOutOfRangeMoveStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items: IdentifiedArrayOf<Relabelable> = [Relabelable(id: 1)]
      items.move(fromOffsets: [0], toOffset: 2)
    }
    try expectMessage(result, contains: "destination 2 is outside 0...1")
  }

  @Test func anOutOfRangeRemovalStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var items = IdentifiedArrayOf<Relabelable>()
      items.remove(at: 0)
    }
    try expectMessage(result, contains: "remove(at:): position 0 is outside 0..<0")
  }

  /// Checks that the child process printed `fragment` (precondition messages go to stderr).
  private func expectMessage(_ result: ExitTest.Result?, contains fragment: String) throws {
    let result = try #require(result)
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(stderr.contains(fragment), "stderr was: \(stderr)")
  }
}
