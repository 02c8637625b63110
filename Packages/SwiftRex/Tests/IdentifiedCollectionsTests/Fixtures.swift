import IdentifiedCollections

/// An `Identifiable` element, as most app state is.
struct Todo: Identifiable, Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  let id: Int
  var title: String
  var isDone = false

  static func < (lhs: Self, rhs: Self) -> Bool { (lhs.title, lhs.id) < (rhs.title, rhs.id) }

  var description: String { "\(id):\(title)" }
}

/// An element that is not `Identifiable`, identified by a key path of the caller's choice.
struct Person: Hashable, Sendable {
  var email: String
  var name: String
}

/// An element whose id is writable, to exercise writing an element under the wrong id.
struct Relabelable: Identifiable, Equatable, Sendable {
  var id: Int
  var value = 0
}

/// A todo list in a known order, ids 1...5, titles "a"..."e".
func makeTodos() -> IdentifiedArrayOf<Todo> {
  [
    Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c"),
    Todo(id: 4, title: "d"), Todo(id: 5, title: "e"),
  ]
}
