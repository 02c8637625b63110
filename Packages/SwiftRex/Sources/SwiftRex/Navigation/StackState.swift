/// A navigation stack in state: the screens pushed, bottom first, each with a ``StackElementID``
/// that stays with it while it is on the stack.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(Detail.State()))      // pushes; returns the new element's id
/// path[id: 0]?.title = "Edited"            // changes an element in place, by id
/// path.pop(from: 0)                        // pops that element and everything above it
/// ```
///
/// Lift a screen's behaviour through a stack scope (`.action(\.path).stack(\.path)`): element
/// actions are routed by id, pushing and popping through `StackAction` change this state, and a
/// popped element's effects are cancelled.
///
/// Equality compares the elements and their ids; the id the next push will get is bookkeeping.
public struct StackState<Element> {
  private var elementIDs: [StackElementID] = []
  private var elements: [Element] = []
  private var positions: [StackElementID: Int] = [:]
  private var nextID = 0

  /// An empty stack.
  public init() {}

  /// A stack of `elements`, the first at the bottom; they get ids `0`, `1`, … in that order.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { elementIDs }

  /// The id the next push will get: what a view sends in a `StackAction.push` (a navigation
  /// link) so the push is accepted.
  public var nextElementID: StackElementID { StackElementID(rawValue: nextID) }

  /// The element with the given id, or `nil` when it is not on the stack. Mutating through it
  /// (`path[id: id]?.title = …`) changes the element in place; assigning `nil` pops it and every
  /// element above it.
  ///
  /// - Complexity: O(1) on average to read or mutate in place.
  public subscript(id id: StackElementID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let offset = positions[id] else { return }
      if let newValue {
        elements[offset] = newValue
      } else {
        pop(from: id)
      }
    }
  }

  /// Runs `body` on the element with the given id, in place.
  /// - Returns: `false` (and `body` does not run) when no element has the id.
  /// - Complexity: O(1) on average, plus `body`.
  @discardableResult
  public mutating func modifyElement(id: StackElementID, _ body: (inout Element) throws -> Void) rethrows
    -> Bool
  {
    guard let offset = positions[id] else { return false }
    try body(&elements[offset])
    return true
  }

  /// Pushes `element` on top of the stack.
  /// - Returns: the id it gets: one this stack has never given before.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func append(_ element: Element) -> StackElementID {
    let id = StackElementID(rawValue: nextID)
    insertOnTop(element, id: id)
    return id
  }

  /// Pushes `element` with an id chosen by the caller (a `StackAction.push`): refused, returning
  /// `false`, when the stack has already given that id or a later one, or when the id is
  /// `Int.max`, after which no id is left to give.
  public mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard id.rawValue >= nextID, id.rawValue < Int.max else { return false }
    insertOnTop(element, id: id)
    return true
  }

  private mutating func insertOnTop(_ element: Element, id: StackElementID) {
    positions[id] = elements.count
    elementIDs.append(id)
    elements.append(element)
    nextID = id.rawValue + 1
  }

  /// Pops the top element.
  /// - Returns: the element popped, or `nil` when the stack was empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let id = elementIDs.popLast() else { return nil }
    positions[id] = nil
    return elements.popLast()
  }

  /// Pops the element with the given id and every element above it; nothing when the id is not
  /// on the stack.
  /// - Complexity: O(k), where k is the number of elements popped.
  public mutating func pop(from id: StackElementID) {
    guard let offset = positions[id] else { return }
    truncate(to: offset)
  }

  /// Pops every element above the one with the given id, which stays on top; nothing when the id
  /// is not on the stack.
  /// - Complexity: O(k), where k is the number of elements popped.
  public mutating func pop(to id: StackElementID) {
    guard let offset = positions[id] else { return }
    truncate(to: offset + 1)
  }

  /// Pops every element. Ids already given are still never given again.
  public mutating func removeAll() { truncate(to: 0) }

  private mutating func truncate(to count: Int) {
    while elements.count > count { popLast() }
  }
}

extension StackState: RandomAccessCollection {
  /// The position of the bottom element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the top element.
  public var endIndex: Int { elements.endIndex }
  /// The element at `position`, counted from the bottom.
  public subscript(position: Int) -> Element { elements[position] }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, the first at the bottom.
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the same elements are on the stack, in the same order, with the same ids.
  public static func == (lhs: StackState, rhs: StackState) -> Bool {
    lhs.elementIDs == rhs.elementIDs && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements, in line with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elementIDs)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// The elements labelled by id, bottom first, so dumps and test diffs name each screen's id
  /// (`#1: …`).
  public var customMirror: Mirror {
    Mirror(
      self, children: zip(elementIDs, elements).map { (label: $0.0.description, value: $0.1 as Any) },
      displayStyle: .struct)
  }
}

extension StackState: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case ids, elements, nextID
  }

  /// Reads the elements with their ids and the next id to hand out, refusing a stack whose ids
  /// repeat, do not match the elements, or are not below the next id: such a stack would hand
  /// out an id twice.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let ids = try container.decode([StackElementID].self, forKey: .ids)
    let elements = try container.decode([Element].self, forKey: .elements)
    let nextID = try container.decode(Int.self, forKey: .nextID)
    guard ids.count == elements.count, Set(ids).count == ids.count, ids.allSatisfy({ $0.rawValue < nextID })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .ids, in: container,
        debugDescription: "the ids repeat, do not match the elements, or are not below nextID")
    }
    self.init()
    elementIDs = ids
    self.elements = elements
    positions = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
    self.nextID = nextID
  }

  /// Writes the elements with their ids and the next id to hand out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(elementIDs, forKey: .ids)
    try container.encode(elements, forKey: .elements)
    try container.encode(nextID, forKey: .nextID)
  }
}
