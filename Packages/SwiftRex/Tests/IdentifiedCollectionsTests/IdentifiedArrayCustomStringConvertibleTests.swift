import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: descriptions and mirror")
struct IdentifiedArrayCustomStringConvertibleTests {
  @Test func descriptionReadsLikeTheArrayOfElements() {
    let todos = makeTodos()
    #expect(todos.description == todos.elements.description)
    #expect(todos.description == "[1:a, 2:b, 3:c, 4:d, 5:e]")
    #expect("\(IdentifiedArrayOf<Todo>())" == "[]")
  }

  @Test func debugDescriptionNamesTheType() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a")]
    #expect(todos.debugDescription == "IdentifiedArray([1:a])")
  }

  @Test func theMirrorShowsElementsNotStorage() {
    let mirror = Mirror(reflecting: makeTodos())
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.compactMap { ($0.value as? Todo)?.id } == [1, 2, 3, 4, 5])
  }
}
