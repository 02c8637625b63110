import IdentifiedCollections
import Testing

/// Proves, without timing, that mutating an element through `subscript(id:)` happens in place:
/// a large array held by the element keeps the same buffer.
///
/// The probe compares buffer base addresses after every single write. Had the element been
/// copied, the write would have had to allocate a new buffer while the old one was still alive,
/// so the address would differ; comparing only after several writes could be fooled by the
/// allocator handing the first buffer back.
@Suite("IdentifiedArray: in-place mutation")
struct IdentifiedArrayInPlaceTests {
  struct Heavy: Identifiable {
    let id: Int
    var counter = 0
    var payload: [Int]

    /// Changes the counter and writes into the payload in one access, as a reducer would.
    mutating func tick() {
      counter += 1
      payload[counter] = counter
    }
  }

  static let payloadSize = 100_000

  static func makeHeavies() -> IdentifiedArrayOf<Heavy> {
    IdentifiedArrayOf(
      uniqueElements: (1...5).map { Heavy(id: $0, payload: Array(repeating: $0, count: payloadSize)) })
  }

  @Test(arguments: [1, 3, 5])
  func changingAnotherFieldKeepsThePayloadBuffer(id: Int) throws {
    var heavies = Self.makeHeavies()
    let before = try payloadAddress(heavies, id: id)
    heavies[id: id]?.counter += 1
    #expect(try payloadAddress(heavies, id: id) == before)
    heavies[id: id]?.tick()
    #expect(try payloadAddress(heavies, id: id) == before)
    #expect(heavies[id: id]?.counter == 2)
    #expect(heavies[id: id]?.payload[2] == 2)
  }

  @Test(arguments: [1, 3, 5])
  func writingIntoThePayloadDoesNotCopyIt(id: Int) throws {
    var heavies = Self.makeHeavies()
    let before = try payloadAddress(heavies, id: id)
    heavies[id: id]?.payload[0] = -1
    #expect(try payloadAddress(heavies, id: id) == before)
    heavies[id: id]?.payload[Self.payloadSize - 1] = -2
    #expect(try payloadAddress(heavies, id: id) == before)
    #expect(heavies[id: id]?.payload.first == -1)
    #expect(heavies[id: id]?.payload.last == -2)
    #expect(heavies.ids == [1, 2, 3, 4, 5])
  }

  @Test func neighboursAndTheOuterStorageAreNotCopiedEither() throws {
    var heavies = Self.makeHeavies()
    let target = try payloadAddress(heavies, id: 3)
    let neighbours = try [1, 2, 4, 5].map { try payloadAddress(heavies, id: $0) }
    let storage = heavies.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    for _ in 1...10 {
      heavies[id: 3]?.tick()
      #expect(try payloadAddress(heavies, id: 3) == target)
      #expect(try [1, 2, 4, 5].map { try payloadAddress(heavies, id: $0) } == neighbours)
      #expect(heavies.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == storage)
    }
    #expect(heavies[id: 3]?.counter == 10)
  }

  @Test(arguments: [1, 3, 5])
  func modifyElementMutatesWhereTheElementIsStored(id: Int) throws {
    var heavies = Self.makeHeavies()
    let target = try payloadAddress(heavies, id: id)
    let storage = heavies.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    for _ in 1...3 {
      #expect(heavies.modifyElement(id: id) { $0.tick() })
      #expect(try payloadAddress(heavies, id: id) == target)
      #expect(heavies.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == storage)
    }
    #expect(heavies[id: id]?.counter == 3)
    #expect(heavies.ids == [1, 2, 3, 4, 5])
  }

  @Test func modifyElementOnAnAbsentIDRunsNothingAndSaysSo() {
    var heavies = Self.makeHeavies()
    var ran = false
    #expect(!heavies.modifyElement(id: 42) { _ in ran = true })
    #expect(!ran)
    #expect(heavies.ids == [1, 2, 3, 4, 5])
  }

  /// The control: with a second reference to the array, the same write must copy, so the probe
  /// above really can tell a copy from an in-place write.
  @Test func aSharedArrayIsCopiedOnWriteAndTheSnapshotIsUnchanged() throws {
    var heavies = Self.makeHeavies()
    let snapshot = heavies
    let before = try payloadAddress(heavies, id: 3)
    heavies[id: 3]?.payload[0] = -1
    #expect(try payloadAddress(heavies, id: 3) != before)
    #expect(try payloadAddress(snapshot, id: 3) == before)
    #expect(snapshot[id: 3]?.payload[0] == 3)
    #expect(heavies[id: 3]?.payload[0] == -1)
  }

  /// The base address of the payload buffer of the element with the given id.
  private func payloadAddress(_ heavies: IdentifiedArrayOf<Heavy>, id: Int) throws -> UnsafeRawPointer? {
    let offset = try #require(heavies.index(id: id))
    return heavies[offset].payload.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
