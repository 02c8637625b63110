import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: append, updateOrAppend, insert")
struct IdentifiedArrayInsertionTests {
  @Test func appendAddsANewIDAtTheEnd() {
    var todos = IdentifiedArrayOf<Todo>()
    let first = todos.append(Todo(id: 1, title: "a"))
    let second = todos.append(Todo(id: 2, title: "b"))
    #expect(first == (true, 0))
    #expect(second == (true, 1))
    #expect(todos.ids == [1, 2])
    #expect(todos.brokenInvariant == nil)
  }

  @Test func appendRefusesADuplicateAndReportsWhereTheOriginalIs() {
    var todos = makeTodos()
    let result = todos.append(Todo(id: 2, title: "impostor"))
    #expect(result == (false, 1))
    #expect(todos[id: 2]?.title == "b")
    #expect(todos.count == 5)
  }

  @Test func appendContentsOfSkipsExistingAndRepeatedIDs() {
    var todos = makeTodos()
    todos.append(contentsOf: [
      Todo(id: 6, title: "f"), Todo(id: 1, title: "dup"), Todo(id: 7, title: "g"),
      Todo(id: 6, title: "again"),
    ])
    #expect(todos.ids == [1, 2, 3, 4, 5, 6, 7])
    #expect(todos[id: 1]?.title == "a")
    #expect(todos[id: 6]?.title == "f")
    #expect(todos.brokenInvariant == nil)
  }

  @Test func updateOrAppendReplacesInPlaceAndReturnsTheOriginal() {
    var todos = makeTodos()
    let replaced = todos.updateOrAppend(Todo(id: 3, title: "C"))
    #expect(replaced == Todo(id: 3, title: "c"))
    #expect(todos.ids == [1, 2, 3, 4, 5])
    #expect(todos[2].title == "C")
    #expect(todos.brokenInvariant == nil)
  }

  @Test func updateOrAppendAppendsANewID() {
    var todos = makeTodos()
    let replaced = todos.updateOrAppend(Todo(id: 6, title: "f"))
    #expect(replaced == nil)
    #expect(todos.ids == [1, 2, 3, 4, 5, 6])
    #expect(todos.brokenInvariant == nil)
  }

  @Test(arguments: [0, 2, 5])
  func insertPlacesTheElementAndShiftsTheRest(at offset: Int) {
    var todos = makeTodos()
    let result = todos.insert(Todo(id: 9, title: "z"), at: offset)
    var expected = [1, 2, 3, 4, 5]
    expected.insert(9, at: offset)
    #expect(result == (true, offset))
    #expect(todos.ids == expected)
    for (position, id) in expected.enumerated() {
      #expect(todos.index(id: id) == position)
    }
    #expect(todos.brokenInvariant == nil)
  }

  @Test func insertRefusesADuplicateAndLeavesItWhereItIs() {
    var todos = makeTodos()
    let result = todos.insert(Todo(id: 4, title: "impostor"), at: 0)
    #expect(result == (false, 3))
    #expect(todos == makeTodos())
  }

  @Test func insertIntoAnEmptyArray() {
    var todos = IdentifiedArrayOf<Todo>()
    #expect(todos.insert(Todo(id: 1, title: "a"), at: 0) == (true, 0))
    #expect(todos.ids == [1])
  }
}
