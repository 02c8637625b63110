import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: filter")
struct IdentifiedArrayFilterTests {
  @Test func filterReturnsAnIdentifiedArrayInOrder() {
    let todos = makeTodos()
    let odd: IdentifiedArrayOf<Todo> = todos.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.ids == [1, 3, 5])
    #expect(odd.index(id: 5) == 2)
    #expect(odd[id: 2] == nil)
    #expect(odd.brokenInvariant == nil)
    #expect(todos.count == 5)
  }

  @Test func filterKeepsTheKeyPathIdentity() {
    let people = IdentifiedArray(
      uniqueElements: [Person(email: "a@x", name: "A"), Person(email: "b@x", name: "B")],
      id: \Person.email)
    var kept = people.filter { $0.name == "B" }
    #expect(kept.ids == ["b@x"])
    kept.append(Person(email: "c@x", name: "C"))
    #expect(kept.ids == ["b@x", "c@x"])
    #expect(kept.brokenInvariant == nil)
  }

  @Test func filterOfNothingAndOfEverything() {
    let todos = makeTodos()
    #expect(todos.filter { _ in false }.isEmpty)
    #expect(todos.filter { _ in true } == todos)
  }

  @Test func filterRethrows() {
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      _ = try makeTodos().filter { _ in throw Refused() }
    }
  }
}
