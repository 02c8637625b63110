/// An ordered collection of elements with unique ids that finds, replaces and mutates an element
/// by its id in O(1) on average.
///
/// This is the state container behind `liftCollection`: the runtime routes each element action
/// to its element by id, so lookup must not scan the array, and mutation must happen in place so
/// that a small change to one element never copies the element's own storage (a large array
/// inside it, say) or any of its neighbours.
///
/// Order is the order of insertion, changed only by the explicit reordering operations
/// (`insert(_:at:)`, `move(fromOffsets:toOffset:)`, `sort(by:)`, `reverse()`, `swapAt(_:_:)`).
/// An id appears at most once; operations that would add a second element with an existing id
/// either refuse (`append(_:)`), replace (`updateOrAppend(_:)`) or stop with a precondition
/// failure (`init(uniqueElements:)`, an array literal).
///
/// Every element must be stored under its own id: the array reads each element's id through the
/// key path it was created with, and writing an element whose id differs from the id it is
/// stored under is a programmer error.
///
/// For `Identifiable` elements use ``IdentifiedArrayOf``; for any other element type, give the
/// id's key path explicitly:
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.isDone = true
/// var people = IdentifiedArray(uniqueElements: staff, id: \Person.email)
/// ```
public struct IdentifiedArray<ID: Hashable, Element> {
  /// Reads an element's id. Stored as a `Sendable` key path so that the array is `Sendable`
  /// whenever its ids and elements are.
  @usableFromInline
  let _id: KeyPath<Element, ID> & Sendable

  /// Reads an element's id: `id` called directly for `Identifiable` elements, otherwise through
  /// `_id`. Every id check after an in-place mutation goes through it, so it is on the path of
  /// every element action.
  @usableFromInline
  let _idReader: any IDReader<Element, ID>

  /// The ids in order, parallel to `_elements`. Kept so that `ids` costs nothing and so that
  /// re-indexing after a removal or a reorder never re-reads ids through the key path.
  @usableFromInline
  var _ids: [ID]

  /// The elements in order.
  @usableFromInline
  var _elements: [Element]

  /// Where each id sits: `_positions[_ids[offset]] == offset` for every offset.
  @usableFromInline
  var _positions: [ID: Int]

  /// Creates an array from storage whose invariants the caller has already established.
  @inlinable
  init(
    _id: KeyPath<Element, ID> & Sendable,
    idReader: any IDReader<Element, ID>,
    ids: [ID] = [],
    elements: [Element] = [],
    positions: [ID: Int] = [:]
  ) {
    self._id = _id
    self._idReader = idReader
    self._ids = ids
    self._elements = elements
    self._positions = positions
  }

  /// Creates an empty array whose elements are identified by the property at `id`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.init(_id: id, idReader: KeyPathIDReader(id))
  }

  /// Creates an array from elements whose ids are known to be unique, identified by the
  /// property at `id`.
  ///
  /// Two elements with the same id are a programmer error and stop the program. When the
  /// elements come from outside (a server, a file), use ``init(_:id:uniquingIDsWith:)``.
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    self.init(id: id)
    _appendUniqueElements(elements)
  }

  /// Appends `elements`, whose ids must be unique and absent: the body of the `uniqueElements`
  /// initializers.
  @inlinable
  mutating func _appendUniqueElements(_ elements: some Sequence<Element>) {
    _elements.reserveCapacity(elements.underestimatedCount)
    _ids.reserveCapacity(elements.underestimatedCount)
    for element in elements {
      let elementID = _idReader.id(of: element)
      if let existing = _positions[elementID] {
        stopOnProgrammerError(
          """
          IdentifiedArray(uniqueElements:) was given the id \(elementID) twice (offsets \(existing) \
          and \(_elements.count)). Ids must be unique; for data from outside, use \
          init(_:uniquingIDsWith:) to decide which element to keep.
          """)
      }
      _appendAssumingAbsent(element, id: elementID)
    }
  }

  /// Creates an array from elements that may repeat an id, identified by the property at `id`.
  ///
  /// When an id repeats, `combine` receives the element kept so far and the new one and returns
  /// the element to keep; it stays at the position where the id first appeared. Return either
  /// argument (or a merge of both) — the result must carry the same id.
  ///
  /// ```swift
  /// let latest = IdentifiedArray(rows, id: \Row.key) { _, newer in newer }
  /// ```
  ///
  /// - Complexity: O(n), where n is the number of elements.
  @inlinable
  public init(
    _ elements: some Sequence<Element>,
    id: KeyPath<Element, ID> & Sendable,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(id: id)
    try _appendElements(elements, uniquingIDsWith: combine)
  }

  /// Appends `elements`, keeping what `combine` returns when an id repeats: the body of the
  /// `uniquingIDsWith` initializers.
  @inlinable
  mutating func _appendElements(
    _ elements: some Sequence<Element>, uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    for element in elements {
      let elementID = _idReader.id(of: element)
      if let existing = _positions[elementID] {
        let kept = try combine(_elements[existing], element)
        _requireStoredUnderOwnID(kept, id: elementID, in: "init(_:uniquingIDsWith:)")
        _elements[existing] = kept
      } else {
        _appendAssumingAbsent(element, id: elementID)
      }
    }
  }

  /// The ids of the elements, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array.
  ///
  /// - Complexity: O(1); the array shares storage with this collection until either is mutated.
  @inlinable
  public var elements: [Element] { _elements }

  /// The position of the element with the given id, or `nil` when no element has it.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(id: ID) -> Int? { _positions[id] }

  /// Whether an element with the given id is present.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(id: ID) -> Bool { _positions[id] != nil }

  /// The element with the given id: read it, replace it, add it, or remove it by assigning `nil`.
  ///
  /// - Reading gives `nil` when no element has the id.
  /// - Assigning an element replaces the element with that id in place, or appends it at the end
  ///   when the id is new.
  /// - Assigning `nil` removes the element with that id, if any.
  /// - Mutating through optional chaining (`array[id: id]?.count += 1`) changes the element in
  ///   place: neither the element nor anything it holds is copied.
  ///
  /// The element written must have the id it is written under; anything else is a programmer
  /// error and stops the program, because the array could no longer find it.
  ///
  /// - Complexity: O(1) on average to read, replace, mutate in place or append; O(n) to remove.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let offset = _positions[id] else { return nil }
      return _elements[offset]
    }
    set {
      if let offset = _positions[id] {
        if let newValue {
          _requireStoredUnderOwnID(newValue, id: id, in: "subscript(id:)")
          _elements[offset] = newValue
        } else {
          _removeStorage(at: offset)
        }
      } else if let newValue {
        _requireStoredUnderOwnID(newValue, id: id, in: "subscript(id:)")
        _appendAssumingAbsent(newValue, id: id)
      }
    }
    _modify {
      guard let offset = _positions[id] else {
        var added: Element? = nil
        defer {
          if let added {
            _requireStoredUnderOwnID(added, id: id, in: "subscript(id:)")
            _appendAssumingAbsent(added, id: id)
          }
        }
        yield &added
        return
      }
      // The caller mutates an `Element?` while the storage holds an `Element`, so the element is
      // moved out rather than copied: swapped to the end and popped, which leaves it uniquely
      // referenced (its own buffers are not copied on write) and keeps the array's capacity, so
      // putting it back is O(1).
      let last = _elements.count - 1
      _elements.swapAt(offset, last)
      var element: Element? = _elements.removeLast()
      defer {
        if let element {
          _requireStoredUnderOwnID(element, id: id, in: "subscript(id:)")
          _elements.append(element)
          _elements.swapAt(offset, last)
        } else {
          // The former last element fills the hole at `offset`; send it back to the end so the
          // survivors keep their order, then forget the removed id.
          if offset != last {
            _elements.append(_elements.remove(at: offset))
          }
          _ids.remove(at: offset)
          _positions[id] = nil
          _reindex(from: offset)
        }
      }
      yield &element
    }
  }

  /// Runs `body` on the element with the given id, in place, when there is one.
  ///
  /// The cheapest way to change one element: it is mutated where it is stored, so neither it nor
  /// anything it holds is copied, and no other element moves. `body` must leave the element's id
  /// unchanged; changing it is a programmer error and stops the program, as for `subscript(id:)`.
  ///
  /// ```swift
  /// todos.modifyElement(id: 1) { $0.isDone = true }
  /// ```
  ///
  /// - Returns: `false` (and `body` does not run) when no element has the id.
  /// - Complexity: O(1) on average, plus `body`.
  @inlinable
  @discardableResult
  public mutating func modifyElement(id: ID, _ body: (inout Element) throws -> Void) rethrows -> Bool {
    guard let offset = _positions[id] else { return false }
    try body(&_elements[offset])
    _requireStoredUnderOwnID(_elements[offset], id: id, in: "modifyElement(id:_:)")
    return true
  }

  /// Stops the program when `element` is about to be stored under an id that is not its own.
  @inlinable
  func _requireStoredUnderOwnID(_ element: Element, id: ID, in operation: StaticString) {
    let actual = _idReader.id(of: element)
    requirePrecondition(
      actual == id,
      """
      IdentifiedArray.\(operation) was given an element whose id is \(actual) to store under the \
      id \(id). An element must be stored under its own id; to change an element's id, remove it \
      and add it again.
      """)
  }

  /// Appends an element whose id the caller has checked is absent.
  @inlinable
  mutating func _appendAssumingAbsent(_ element: Element, id: ID) {
    _positions[id] = _elements.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Removes the element at `offset` from every piece of storage and repairs the positions of
  /// the elements after it.
  @inlinable
  @discardableResult
  mutating func _removeStorage(at offset: Int) -> Element {
    let removedID = _ids.remove(at: offset)
    let removed = _elements.remove(at: offset)
    _positions[removedID] = nil
    _reindex(from: offset)
    return removed
  }

  /// Rewrites the recorded position of every id from `offset` to the end.
  @inlinable
  mutating func _reindex(from offset: Int) {
    var current = offset
    while current < _ids.count {
      _positions[_ids[current]] = current
      current += 1
    }
  }
}

// Checked, not `@unchecked`: the id key path is stored as `KeyPath & Sendable`, so every stored
// property is `Sendable` once the ids and the elements are. (Swift requires this conformance in
// the file that declares the type.)
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}
