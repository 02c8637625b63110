import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: move, sort, reverse, swap")
struct IdentifiedArrayReorderingTests {
  @Test(
    arguments: [
      ([0], 3, [2, 3, 1, 4, 5]),
      ([4], 0, [5, 1, 2, 3, 4]),
      ([1, 3], 5, [1, 3, 5, 2, 4]),
      ([0, 4], 2, [2, 1, 5, 3, 4]),
      ([2], 2, [1, 2, 3, 4, 5]),
      ([2], 3, [1, 2, 3, 4, 5]),
      ([], 1, [1, 2, 3, 4, 5]),
      ([0, 1, 2, 3, 4], 0, [1, 2, 3, 4, 5]),
    ])
  func moveFollowsOnMoveSemantics(source: [Int], destination: Int, expected: [Int]) {
    var todos = makeTodos()
    todos.move(fromOffsets: source, toOffset: destination)
    #expect(todos.ids == expected)
    #expect(todos.map(\.id) == expected)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func moveOnAnEmptyArrayIsANoOp() {
    var empty = IdentifiedArrayOf<Todo>()
    empty.move(fromOffsets: [], toOffset: 0)
    #expect(empty.isEmpty)
  }

  @Test func sortByReordersElementsAndIDsTogether() {
    var todos: IdentifiedArrayOf<Todo> = [
      Todo(id: 1, title: "c"), Todo(id: 2, title: "a"), Todo(id: 3, title: "b"),
    ]
    todos.sort { $0.title < $1.title }
    #expect(todos.ids == [2, 3, 1])
    #expect(todos.map(\.title) == ["a", "b", "c"])
    #expect(todos.index(id: 1) == 2)
    #expect(todos.brokenInvariant == nil)
  }

  @Test func sortUsesComparable() {
    var todos: IdentifiedArrayOf<Todo> = [
      Todo(id: 1, title: "z"), Todo(id: 2, title: "y"), Todo(id: 3, title: "x"),
    ]
    todos.sort()
    #expect(todos.ids == [3, 2, 1])
    #expect(todos.brokenInvariant == nil)
  }

  @Test func sortThatThrowsChangesNothing() {
    struct Refused: Error {}
    var todos = makeTodos()
    #expect(throws: Refused.self) {
      try todos.sort { lhs, rhs in
        if lhs.id == 3 || rhs.id == 3 { throw Refused() }
        return lhs.id > rhs.id
      }
    }
    #expect(todos == makeTodos())
    #expect(todos.brokenInvariant == nil)
  }

  @Test func reverseReordersElementsAndIDsTogether() {
    var todos = makeTodos()
    todos.reverse()
    #expect(todos.ids == [5, 4, 3, 2, 1])
    #expect(todos.index(id: 5) == 0)
    #expect(todos.brokenInvariant == nil)
    var empty = IdentifiedArrayOf<Todo>()
    empty.reverse()
    #expect(empty.isEmpty)
  }

  @Test func swapAtExchangesTwoElements() {
    var todos = makeTodos()
    todos.swapAt(0, 4)
    #expect(todos.ids == [5, 2, 3, 4, 1])
    #expect(todos.index(id: 1) == 4)
    #expect(todos.index(id: 5) == 0)
    todos.swapAt(2, 2)
    #expect(todos.ids == [5, 2, 3, 4, 1])
    #expect(todos.brokenInvariant == nil)
  }
}
