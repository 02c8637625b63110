import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: removal")
struct IdentifiedArrayRemovalTests {
  @Test(arguments: [1, 3, 5])
  func removeIDReturnsTheElementAndReindexesTheRest(id: Int) {
    var todos = makeTodos()
    let removed = todos.remove(id: id)
    #expect(removed?.id == id)
    let expected = [1, 2, 3, 4, 5].filter { $0 != id }
    #expect(todos.ids == expected)
    for (offset, remaining) in expected.enumerated() {
      #expect(todos.index(id: remaining) == offset)
      #expect(todos[id: remaining]?.id == remaining)
    }
    #expect(todos[id: id] == nil)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func removeAnAbsentIDReturnsNil() {
    var todos = makeTodos()
    #expect(todos.remove(id: 42) == nil)
    #expect(todos == makeTodos())
    var empty = IdentifiedArrayOf<Todo>()
    #expect(empty.remove(id: 1) == nil)
  }

  @Test(arguments: [0, 2, 4])
  func removeAtReturnsTheElementAndReindexesTheRest(offset: Int) {
    var todos = makeTodos()
    let removed = todos.remove(at: offset)
    #expect(removed.id == offset + 1)
    #expect(todos.count == 4)
    #expect(!todos.contains(id: offset + 1))
    #expect(todos.brokenInvariant == nil)
  }

  @Test func removingEverythingOneByOneEndsEmpty() {
    var todos = makeTodos()
    todos.remove(id: 3)
    todos.remove(at: 0)
    todos.remove(id: 5)
    todos.remove(at: 1)
    #expect(todos.ids == [2])
    todos.remove(id: 2)
    #expect(todos.isEmpty)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func removeAtOffsetsRemovesEachOnceInAnyOrder() {
    var todos = makeTodos()
    todos.remove(atOffsets: [4, 0, 2, 0])
    #expect(todos.ids == [2, 4])
    #expect(todos.index(id: 4) == 1)
    todos.remove(atOffsets: [])
    #expect(todos.ids == [2, 4])
    #expect(todos.brokenInvariant == nil)
  }

  @Test func removeAllWhereKeepsTheSurvivorsInOrder() {
    var todos = makeTodos()
    todos.removeAll { $0.id.isMultiple(of: 2) }
    #expect(todos.ids == [1, 3, 5])
    #expect(todos.index(id: 5) == 2)
    todos.removeAll { _ in false }
    #expect(todos.ids == [1, 3, 5])
    todos.removeAll { _ in true }
    #expect(todos.isEmpty)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func removeAllWhereThatThrowsChangesNothing() {
    struct Refused: Error {}
    var todos = makeTodos()
    #expect(throws: Refused.self) {
      try todos.removeAll { todo in
        if todo.id == 4 { throw Refused() }
        return todo.id < 3
      }
    }
    #expect(todos == makeTodos())
    #expect(todos.brokenInvariant == nil)
  }

  @Test(arguments: [false, true])
  func removeAllEmptiesTheArray(keepingCapacity: Bool) {
    var todos = makeTodos()
    todos.removeAll(keepingCapacity: keepingCapacity)
    #expect(todos.isEmpty)
    #expect(todos[id: 1] == nil)
    todos.append(Todo(id: 1, title: "again"))
    #expect(todos.ids == [1])
    #expect(todos.brokenInvariant == nil)
  }
}
