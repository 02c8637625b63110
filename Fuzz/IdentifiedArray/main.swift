// libFuzzer harness for IdentifiedArray: the input is a program of operations, each applied both
// to an IdentifiedArray and to a model (a plain array searched linearly), and after every step
// the two must agree — same elements in the same order, and every id found at its position.
// Built by Scripts/fuzz.sh against the IdentifiedCollections module.
//
// Only valid calls are generated (positions are reduced into range): a precondition failure on a
// programmer error is the documented behaviour, not a finding. Ids come from a small space so
// that collisions — the interesting case — are frequent.

import Foundation

@testable import IdentifiedCollections

struct Item: Identifiable, Equatable, Hashable, Codable, Comparable {
  var id: UInt8
  var value: UInt8

  static func < (lhs: Item, rhs: Item) -> Bool { (lhs.value, lhs.id) < (rhs.value, rhs.id) }
}

/// Reads the operation program byte by byte; reading past the end gives zeros.
struct ByteReader {
  var bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func next() -> UInt8 {
    defer { offset += 1 }
    return offset < bytes.count ? bytes[offset] : 0
  }

  mutating func item() -> Item { Item(id: next() % 24, value: next()) }

  /// A position in `0..<count` (or `0...count` when `inclusive`); nil when there is none.
  mutating func position(in count: Int, inclusive: Bool = false) -> Int? {
    let limit = inclusive ? count + 1 : count
    let byte = Int(next())
    return limit > 0 ? byte % limit : nil
  }
}

private func check(_ array: IdentifiedArrayOf<Item>, against model: [Item], after operation: UInt8) {
  precondition(array.elements == model, "operation \(operation): \(array.elements) != model \(model)")
  precondition(array.ids == model.map(\.id), "operation \(operation): ids out of step")
  precondition(array.count == model.count && array.isEmpty == model.isEmpty)
  for (offset, item) in model.enumerated() {
    precondition(array.index(id: item.id) == offset, "operation \(operation): id \(item.id) mis-indexed")
    precondition(array[id: item.id] == item && array[offset] == item)
  }
  for id in UInt8(0)..<24 where !model.contains(where: { $0.id == id }) {
    precondition(!array.contains(id: id) && array[id: id] == nil, "operation \(operation): ghost id \(id)")
  }
}

private func setToNil(_ element: inout Item?) { element = nil }

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIdentifiedArray(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  var array = IdentifiedArrayOf<Item>()
  var model: [Item] = []
  var steps = 0
  while !reader.isAtEnd && steps < 256 {
    steps += 1
    let operation = reader.next() % 19
    switch operation {
    case 0:
      let item = reader.item()
      let result = array.append(item)
      if let existing = model.firstIndex(where: { $0.id == item.id }) {
        precondition(result == (false, existing))
      } else {
        model.append(item)
        precondition(result == (true, model.count - 1))
      }
    case 1:
      let item = reader.item()
      let original = array.updateOrAppend(item)
      if let existing = model.firstIndex(where: { $0.id == item.id }) {
        precondition(original == model[existing])
        model[existing] = item
      } else {
        precondition(original == nil)
        model.append(item)
      }
    case 2:
      let item = reader.item()
      guard let index = reader.position(in: model.count, inclusive: true) else { break }
      let result = array.insert(item, at: index)
      if let existing = model.firstIndex(where: { $0.id == item.id }) {
        precondition(result == (false, existing))
      } else {
        model.insert(item, at: index)
        precondition(result == (true, index))
      }
    case 3:
      let id = reader.next() % 24
      let removed = array.remove(id: id)
      let existing = model.firstIndex { $0.id == id }
      precondition(removed == existing.map { model[$0] })
      if let existing { model.remove(at: existing) }
    case 4:
      guard let index = reader.position(in: model.count) else { break }
      precondition(array.remove(at: index) == model.remove(at: index))
    case 5:
      let offsets = (0..<Int(reader.next() % 4)).compactMap { _ in reader.position(in: model.count) }
      array.remove(atOffsets: offsets)
      model = model.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    case 6:
      let threshold = reader.next()
      array.removeAll { $0.value < threshold }
      model.removeAll { $0.value < threshold }
    case 7:
      let offsets = (0..<Int(reader.next() % 4)).compactMap { _ in reader.position(in: model.count) }
      guard let destination = reader.position(in: model.count, inclusive: true) else { break }
      array.move(fromOffsets: offsets, toOffset: destination)
      let moving = Set(offsets)
      let before = model.indices.filter { $0 < destination && !moving.contains($0) }
      let after = model.indices.filter { $0 >= destination && !moving.contains($0) }
      model = (before + moving.sorted() + after).map { model[$0] }
    case 8:
      array.sort()
      model.sort()
    case 9:
      array.sort { $0.value > $1.value }
      model.sort { $0.value > $1.value }
    // Swift's sort is stable in practice, and IdentifiedArray sorts positions with it, so
    // equal values keep their relative order in both.
    case 10:
      array.reverse()
      model.reverse()
    case 11:
      guard let i = reader.position(in: model.count), let j = reader.position(in: model.count) else { break }
      array.swapAt(i, j)
      model.swapAt(i, j)
    case 12:
      // In-place mutation through the id subscript's _modify.
      let id = reader.next() % 24
      let delta = reader.next()
      array[id: id]?.value &+= delta
      if let existing = model.firstIndex(where: { $0.id == id }) { model[existing].value &+= delta }
    case 13:
      // Removal through _modify: the element is moved out and set to nil.
      let id = reader.next() % 24
      setToNil(&array[id: id])
      model.removeAll { $0.id == id }
    case 14:
      let item = reader.item()
      array[id: item.id] = item
      if let existing = model.firstIndex(where: { $0.id == item.id }) {
        model[existing] = item
      } else {
        model.append(item)
      }
    case 15:
      let keepCapacity = reader.next() & 1 == 1
      array.removeAll(keepingCapacity: keepCapacity)
      model.removeAll()
    case 16:
      let threshold = reader.next()
      let filtered = array.filter { $0.value >= threshold }
      let expected = model.filter { $0.value >= threshold }
      check(filtered, against: expected, after: operation)
    case 17:
      // Codable round trip: an identified array travels as a plain array.
      if let encoded = try? JSONEncoder().encode(array),
        let decoded = try? JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: encoded)
      {
        precondition(decoded == array, "a JSON round trip changed the array")
      } else {
        preconditionFailure("a valid array did not round-trip through JSON")
      }
    default:
      // Rebuild from elements with repeated ids, keeping the later one.
      let extra = (0..<Int(reader.next() % 6)).map { _ in reader.item() }
      array = IdentifiedArrayOf(array.elements + extra) { _, later in later }
      var rebuilt: [Item] = []
      for item in model + extra {
        if let existing = rebuilt.firstIndex(where: { $0.id == item.id }) {
          rebuilt[existing] = item
        } else {
          rebuilt.append(item)
        }
      }
      model = rebuilt
    }
    check(array, against: model, after: operation)
  }
  return 0
}
