import Foundation
import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: Codable")
struct IdentifiedArrayCodableTests {
  @Test func roundTripsThroughJSON() throws {
    let todos = makeTodos()
    let data = try JSONEncoder().encode(todos)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
    #expect(decoded == todos)
    #expect(decoded.index(id: 4) == 3)
    #expect(decoded.brokenInvariant == nil)
  }

  @Test func encodesAsAPlainArray() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let todos = makeTodos()
    #expect(try encoder.encode(todos) == encoder.encode(todos.elements))
    #expect(try encoder.encode(IdentifiedArrayOf<Todo>()) == Data("[]".utf8))
  }

  @Test func decodesAPlainArray() throws {
    let json = Data(#"[{"id":2,"title":"b","isDone":true},{"id":1,"title":"a","isDone":false}]"#.utf8)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
    #expect(decoded.ids == [2, 1])
    #expect(decoded[id: 2]?.isDone == true)
  }

  @Test func decodingARepeatedIDThrowsADataCorruptedErrorAtTheRepeat() throws {
    let json = try JSONEncoder().encode([
      Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c"),
    ])
    do {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
      Issue.record("decoding a repeated id should throw")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.codingPath.last?.intValue == 2)
      #expect(context.debugDescription.contains("The id 1 appears at offsets 0 and 2"))
    }
  }

  @Test func decodingSomethingElseThanAnArrayThrows() {
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: Data(#"{"id":1}"#.utf8))
    }
  }

  @Test func decodesInsideAnotherType() throws {
    struct State: Codable, Equatable {
      var todos: IdentifiedArrayOf<Todo>
    }
    let state = State(todos: makeTodos())
    let decoded = try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
  }
}
