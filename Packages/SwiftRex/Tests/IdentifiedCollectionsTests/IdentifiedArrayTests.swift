import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: creation, lookup and subscript(id:)")
struct IdentifiedArrayTests {
  @Test func anEmptyArrayHasNothingToFind() {
    let empty = IdentifiedArrayOf<Todo>()
    #expect(empty.isEmpty)
    #expect(empty.count == 0)
    #expect(empty.ids.isEmpty)
    #expect(empty.elements.isEmpty)
    #expect(empty[id: 1] == nil)
    #expect(empty.index(id: 1) == nil)
    #expect(!empty.contains(id: 1))
    #expect(empty.startIndex == empty.endIndex)
    #expect(empty.brokenInvariant == nil)
    let literal: IdentifiedArrayOf<Todo> = []
    #expect(literal == empty)
  }

  @Test func aLiteralKeepsItsOrderAndFindsEveryID() {
    let todos = makeTodos()
    #expect(todos.ids == [1, 2, 3, 4, 5])
    #expect(todos.map(\.title) == ["a", "b", "c", "d", "e"])
    for (offset, id) in todos.ids.enumerated() {
      #expect(todos.index(id: id) == offset)
      #expect(todos.contains(id: id))
      #expect(todos[id: id]?.id == id)
      #expect(todos[offset].id == id)
    }
    #expect(todos[id: 6] == nil)
    #expect(!todos.contains(id: 6))
    #expect(todos.brokenInvariant == nil)
  }

  @Test func uniqueElementsKeepsTheirOrder() {
    let todos = IdentifiedArrayOf(uniqueElements: [Todo(id: 9, title: "x"), Todo(id: 3, title: "y")])
    #expect(todos.ids == [9, 3])
    #expect(todos.index(id: 3) == 1)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func aKeyPathIdentifiesElementsThatAreNotIdentifiable() {
    var people = IdentifiedArray(
      uniqueElements: [Person(email: "ada@x", name: "Ada"), Person(email: "alan@x", name: "Alan")],
      id: \Person.email)
    #expect(people.ids == ["ada@x", "alan@x"])
    #expect(people[id: "alan@x"]?.name == "Alan")
    people[id: "alan@x"]?.name = "Alan T."
    #expect(people[id: "alan@x"]?.name == "Alan T.")
    #expect(people.modifyElement(id: "ada@x") { $0.name = "Ada L." })
    #expect(people[id: "ada@x"]?.name == "Ada L.")
    people[id: "grace@x"] = Person(email: "grace@x", name: "Grace")
    #expect(people.ids == ["ada@x", "alan@x", "grace@x"])
    let empty = IdentifiedArray(id: \Person.email)
    #expect(empty.isEmpty)
    #expect(people.brokenInvariant == nil)
  }

  @Test func uniquingIDsKeepsTheFirstPositionAndTheCombinedElement() {
    let rows = [
      Todo(id: 1, title: "old"), Todo(id: 2, title: "b"), Todo(id: 1, title: "new"),
      Todo(id: 3, title: "c"), Todo(id: 1, title: "newest"),
    ]
    var seen: [(String, String)] = []
    let latest = IdentifiedArrayOf(rows) { kept, newer in
      seen.append((kept.title, newer.title))
      return newer
    }
    #expect(latest.ids == [1, 2, 3])
    #expect(latest[id: 1]?.title == "newest")
    #expect(seen.map(\.0) == ["old", "new"])
    #expect(seen.map(\.1) == ["new", "newest"])
    let first = IdentifiedArrayOf(rows) { kept, _ in kept }
    #expect(first[id: 1]?.title == "old")
    let byKeyPath = IdentifiedArray(rows, id: \Todo.id) { _, newer in newer }
    #expect(byKeyPath.elements == latest.elements)
    #expect(latest.brokenInvariant == nil)
  }

  @Test func uniquingIDsRethrowsAndBuildsNothing() {
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      _ = try IdentifiedArrayOf([Todo(id: 1, title: "a"), Todo(id: 1, title: "b")]) { _, _ in
        throw Refused()
      }
    }
  }

  @Test func subscriptReadsByID() {
    let todos = makeTodos()
    #expect(todos[id: 3] == Todo(id: 3, title: "c"))
    #expect(todos[id: 0] == nil)
  }

  @Test func subscriptSetExistingReplacesInPlaceAndKeepsThePosition() {
    var todos = makeTodos()
    todos[id: 3] = Todo(id: 3, title: "C", isDone: true)
    #expect(todos.ids == [1, 2, 3, 4, 5])
    #expect(todos[2] == Todo(id: 3, title: "C", isDone: true))
    #expect(todos.brokenInvariant == nil)
  }

  @Test func subscriptSetNewAppends() {
    var todos = makeTodos()
    todos[id: 9] = Todo(id: 9, title: "z")
    #expect(todos.ids == [1, 2, 3, 4, 5, 9])
    #expect(todos.index(id: 9) == 5)
    var empty = IdentifiedArrayOf<Todo>()
    empty[id: 1] = Todo(id: 1, title: "only")
    #expect(empty.ids == [1])
    #expect(todos.brokenInvariant == nil)
    #expect(empty.brokenInvariant == nil)
  }

  @Test(arguments: [1, 3, 5])
  func subscriptSetNilRemovesAndReindexesTheRest(id: Int) {
    var todos = makeTodos()
    todos[id: id] = nil
    let expected = [1, 2, 3, 4, 5].filter { $0 != id }
    #expect(todos.ids == expected)
    #expect(!todos.contains(id: id))
    for (offset, remaining) in expected.enumerated() {
      #expect(todos.index(id: remaining) == offset)
    }
    #expect(todos.brokenInvariant == nil)
  }

  @Test func subscriptSetNilOnAnAbsentIDChangesNothing() {
    var todos = makeTodos()
    todos[id: 42] = nil
    #expect(todos == makeTodos())
  }

  @Test func optionalChainingMutatesAnExistingElementAndIgnoresAnAbsentOne() {
    var todos = makeTodos()
    todos[id: 2]?.isDone = true
    todos[id: 5]?.title += "!"
    todos[id: 1]?.title = "first"
    todos[id: 42]?.isDone = true
    #expect(todos.ids == [1, 2, 3, 4, 5])
    #expect(todos.map(\.title) == ["first", "b", "c", "d", "e!"])
    #expect(todos.map(\.isDone) == [false, true, false, false, false])
    #expect(todos.brokenInvariant == nil)
  }

  @Test(arguments: [1, 3, 5])
  func modifyingToNilRemovesTheElementAndKeepsTheOthersInOrder(id: Int) {
    var todos = makeTodos()
    clear(&todos[id: id])
    let expected = [1, 2, 3, 4, 5].filter { $0 != id }
    #expect(todos.ids == expected)
    #expect(todos.map(\.id) == expected)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func modifyingAnAbsentIDToAnElementAppendsIt() {
    var todos = makeTodos()
    fill(&todos[id: 7], with: Todo(id: 7, title: "g"))
    #expect(todos.ids == [1, 2, 3, 4, 5, 7])
    fill(&todos[id: 8], with: nil)
    #expect(todos.count == 6)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func modifyingTheOnlyElementToNilEmptiesTheArray() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a")]
    clear(&todos[id: 1])
    #expect(todos.isEmpty)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func aThrowingMutationStillLeavesAConsistentArray() {
    struct Stop: Error {}
    var todos = makeTodos()
    #expect(throws: Stop.self) {
      try mutateThenThrow(&todos[id: 2], Stop())
    }
    #expect(todos.ids == [1, 2, 3, 4, 5])
    #expect(todos[id: 2]?.title == "changed")
    #expect(todos.brokenInvariant == nil)
  }

  @Test func collectionConformanceUsesIntegerOffsets() {
    let todos = makeTodos()
    #expect(todos.indices == 0..<5)
    #expect(todos.first?.id == 1)
    #expect(todos.last?.id == 5)
    #expect(todos.reversed().map(\.id) == [5, 4, 3, 2, 1])
    #expect(todos[1..<3].map(\.id) == [2, 3])
    #expect(todos.index(after: 2) == 3)
    #expect(todos.index(before: 2) == 1)
    #expect(todos.distance(from: 1, to: 4) == 3)
    let storageIDs = todos.withContiguousStorageIfAvailable { buffer in buffer.map(\.id) }
    #expect(storageIDs == [1, 2, 3, 4, 5])
  }

  @Test func identifiedArraysAreSendable() async {
    let todos = makeTodos()
    let people = IdentifiedArray(uniqueElements: [Person(email: "a@x", name: "A")], id: \Person.email)
    let counts = await Task.detached { (todos.count, people.count) }.value
    #expect(counts == (5, 1))
  }
}

/// Sets an optional in place to `nil`, so the call goes through `subscript(id:)`'s `_modify`
/// rather than its setter.
private func clear<Value>(_ value: inout Value?) { value = nil }

/// Writes into an optional in place, to reach `subscript(id:)`'s `_modify` for an absent id.
private func fill<Value>(_ value: inout Value?, with newValue: Value?) { value = newValue }

/// Changes a todo in place and then throws, so the `_modify` coroutine is unwound.
private func mutateThenThrow(_ todo: inout Todo?, _ error: some Error) throws {
  todo?.title = "changed"
  throw error
}
