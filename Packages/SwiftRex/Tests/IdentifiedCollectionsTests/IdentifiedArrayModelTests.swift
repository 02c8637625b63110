import IdentifiedCollections
import Testing

/// Applies thousands of random operations both to an `IdentifiedArray` and to a deliberately
/// naive model (an array for order, a dictionary for lookup, linear scans for positions) and
/// checks after every step that the two agree and that the internal position map is exact.
@Suite("IdentifiedArray: model-based property test")
struct IdentifiedArrayModelTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var value: Int
  }

  /// The reference implementation: obviously right, and O(n) everywhere.
  struct Model {
    var order: [Item] = []
    var byID: [Int: Item] = [:]

    func index(id: Int) -> Int? { order.firstIndex { $0.id == id } }

    mutating func append(_ item: Item) -> (Bool, Int) {
      if let existing = index(id: item.id) { return (false, existing) }
      order.append(item)
      byID[item.id] = item
      return (true, order.count - 1)
    }

    mutating func insert(_ item: Item, at offset: Int) -> (Bool, Int) {
      if let existing = index(id: item.id) { return (false, existing) }
      order.insert(item, at: offset)
      byID[item.id] = item
      return (true, offset)
    }

    mutating func set(_ item: Item?, id: Int) {
      if let existing = index(id: id) {
        if let item { order[existing] = item } else { order.remove(at: existing) }
      } else if let item {
        order.append(item)
      }
      byID[id] = item
    }

    mutating func remove(at offset: Int) -> Item {
      let item = order.remove(at: offset)
      byID[item.id] = nil
      return item
    }

    mutating func removeAll(where shouldBeRemoved: (Item) -> Bool) {
      order.removeAll(where: shouldBeRemoved)
      byID = Dictionary(uniqueKeysWithValues: order.map { ($0.id, $0) })
    }

    /// `onMove` defined the other way round from the implementation: take the moving items
    /// out, then insert them where the destination ended up after the removals.
    mutating func move(fromOffsets source: Set<Int>, toOffset destination: Int) {
      let moving = source.sorted().map { order[$0] }
      for offset in source.sorted(by: >) { order.remove(at: offset) }
      let shift = source.filter { $0 < destination }.count
      order.insert(contentsOf: moving, at: destination - shift)
    }
  }

  static let idSpace = 0..<24

  @Test(arguments: [1, 2, 3, 42, 2024, 0xDEAD_BEEF] as [UInt64])
  func randomOperationsAgreeWithTheModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var array = IdentifiedArrayOf<Item>()
    var model = Model()
    var operations = Set<Int>()
    var largest = 0
    for step in 0..<3000 {
      let operation = Int.random(in: 0..<20, using: &random)
      operations.insert(operation)
      let id = Int.random(in: Self.idSpace, using: &random)
      let item = Item(id: id, value: Int.random(in: 0..<1000, using: &random))
      let count = model.order.count
      var returned: String?
      switch operation {
      case 0:
        let result = array.append(item)
        let expected = model.append(item)
        if result != expected { returned = "append returned \(result), model \(expected)" }
      case 1:
        let replaced = array.updateOrAppend(item)
        let original = model.byID[id]
        model.set(item, id: id)
        if replaced != original { returned = "updateOrAppend returned \(String(describing: replaced))" }
      case 2:
        let offset = Int.random(in: 0...count, using: &random)
        let result = array.insert(item, at: offset)
        let expected = model.insert(item, at: offset)
        if result != expected { returned = "insert returned \(result), model \(expected)" }
      case 3:
        let removed = array.remove(id: id)
        let original = model.byID[id]
        model.set(nil, id: id)
        if removed != original { returned = "remove(id:) returned \(String(describing: removed))" }
      case 4 where count > 0:
        let offset = Int.random(in: 0..<count, using: &random)
        let removed = array.remove(at: offset)
        let expected = model.remove(at: offset)
        if removed != expected { returned = "remove(at:) returned \(removed), model \(expected)" }
      case 5:
        array[id: id] = item
        model.set(item, id: id)
      case 6:
        array[id: id] = nil
        model.set(nil, id: id)
      case 7:
        array[id: id]?.value += 1
        if var existing = model.byID[id] {
          existing.value += 1
          model.set(existing, id: id)
        }
      case 8:
        assign(&array[id: id], nil)
        model.set(nil, id: id)
      case 9:
        assign(&array[id: id], item)
        model.set(item, id: id)
      case 10:
        let source = Set(
          (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
            count == 0 ? nil : Int.random(in: 0..<count, using: &random)
          })
        let destination = Int.random(in: 0...count, using: &random)
        array.move(fromOffsets: source, toOffset: destination)
        model.move(fromOffsets: source, toOffset: destination)
      case 11:
        let byValue: (Item, Item) -> Bool = { ($0.value, $0.id) < ($1.value, $1.id) }
        array.sort(by: byValue)
        model.order.sort(by: byValue)
      case 12:
        array.reverse()
        model.order.reverse()
      case 13 where count > 0:
        let i = Int.random(in: 0..<count, using: &random)
        let j = Int.random(in: 0..<count, using: &random)
        array.swapAt(i, j)
        model.order.swapAt(i, j)
      case 14:
        let modulus = Int.random(in: 2...5, using: &random)
        array.removeAll { $0.value.isMultiple(of: modulus) }
        model.removeAll { $0.value.isMultiple(of: modulus) }
      case 15:
        let threshold = Int.random(in: 0..<1000, using: &random)
        array = array.filter { $0.value < threshold }
        model.removeAll { $0.value >= threshold }
      case 16:
        let offsets = (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
          count == 0 ? nil : Int.random(in: 0..<count, using: &random)
        }
        array.remove(atOffsets: offsets)
        let doomed = Set(offsets.map { model.order[$0].id })
        model.removeAll { doomed.contains($0.id) }
      case 17:
        let batch = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Item(id: Int.random(in: Self.idSpace, using: &random), value: 0)
        }
        array.append(contentsOf: batch)
        for element in batch { _ = model.append(element) }
      case 18 where Int.random(in: 0..<50, using: &random) == 0:
        array.removeAll(keepingCapacity: Bool.random(using: &random))
        model = Model()
      default:
        let snapshot = array
        array[id: id]?.value = -1
        #expect(snapshot.elements == model.order, "a copy must not see a later mutation")
        array = snapshot
      }
      largest = max(largest, array.count)
      let problem = returned ?? mismatch(array, model)
      #expect(problem == nil, "seed \(seed), step \(step), operation \(operation)")
      if problem != nil { return }
    }
    #expect(operations.count == 20, "every operation should have been drawn at least once")
    #expect(largest >= Self.idSpace.count / 2, "the array should have grown enough to shift and reorder")
  }

  /// The first difference between the array and the model, or `nil`.
  private func mismatch(_ array: IdentifiedArrayOf<Item>, _ model: Model) -> String? {
    if let broken = array.brokenInvariant { return broken }
    if array.elements != model.order { return "elements \(array.elements) != model \(model.order)" }
    if array.ids != model.order.map(\.id) { return "ids \(array.ids) out of order" }
    if Array(array) != model.order { return "iteration differs from the model" }
    if array.count != model.byID.count { return "count \(array.count) != \(model.byID.count)" }
    for id in Self.idSpace {
      if array[id: id] != model.byID[id] { return "[id: \(id)] is \(String(describing: array[id: id]))" }
      if array.index(id: id) != model.index(id: id) { return "index(id: \(id)) differs" }
      if array.contains(id: id) != (model.byID[id] != nil) { return "contains(id: \(id)) differs" }
    }
    return nil
  }
}

/// Assigns through an `inout` optional so that `subscript(id:)` is reached through `_modify`.
private func assign<Value>(_ slot: inout Value?, _ value: Value?) { slot = value }
