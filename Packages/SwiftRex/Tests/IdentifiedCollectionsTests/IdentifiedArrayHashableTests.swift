import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: Equatable and Hashable")
struct IdentifiedArrayHashableTests {
  @Test func equalityComparesElementsInOrder() {
    #expect(makeTodos() == makeTodos())
    var reordered = makeTodos()
    reordered.swapAt(0, 1)
    #expect(reordered != makeTodos())
    var changed = makeTodos()
    changed[id: 1]?.isDone = true
    #expect(changed != makeTodos())
    #expect(IdentifiedArrayOf<Todo>() == [])
  }

  @Test func equalArraysHashEqually() {
    var rebuilt = IdentifiedArrayOf<Todo>()
    for todo in makeTodos().reversed() { rebuilt.insert(todo, at: 0) }
    #expect(rebuilt == makeTodos())
    #expect(rebuilt.hashValue == makeTodos().hashValue)
    let set: Set = [makeTodos(), rebuilt]
    #expect(set.count == 1)
  }
}
