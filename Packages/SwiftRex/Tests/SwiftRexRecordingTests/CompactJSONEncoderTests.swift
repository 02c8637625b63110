import Foundation
import IdentifiedCollections
import SwiftRex
import Testing

@testable import SwiftRexRecording

/// The compact encoder must write exactly what the recorder's `JSONEncoder` writes, or refuse.
///
/// `JSONEncoder` orders an object's keys at random unless told to sort them, and the compact
/// encoder keeps the order they are encoded in; so the types below declare their properties in
/// sorted order, and the comparison sorts `JSONEncoder`'s keys.
@Suite struct CompactJSONEncoderTests {
  private func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func compact(_ value: some Encodable) throws -> String {
    String(decoding: try CompactJSONEncoder().encode(value), as: UTF8.self)
  }

  private func expectSameAsFoundation(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try compact(value) == foundation(value), sourceLocation: sourceLocation)
  }

  struct Scalars: Codable, Equatable {
    var a1Int = Int.min
    var a2Int8 = Int8.min
    var a3Int16 = Int16.max
    var a4Int32 = Int32.min
    var a5Int64 = Int64.max
    var b1UInt = UInt.max
    var b2UInt8 = UInt8.max
    var b3UInt16 = UInt16.max
    var b4UInt32 = UInt32.max
    var b5UInt64 = UInt64.max
    var c1Yes = true
    var c2No = false
    var d1Text = "plain"
  }

  @Test func integersBooleansAndStringsAreWrittenAsJSONEncoderWritesThem() throws {
    try expectSameAsFoundation(Scalars())
    try expectSameAsFoundation([0, -1, 42])
    try expectSameAsFoundation(true)
    try expectSameAsFoundation("top level")
  }

  @Test func stringsAreEscapedAsJSONEncoderEscapesThem() throws {
    let strings = [
      #"quote " and backslash \"#, "line\nbreak\rreturn\ttab", "\u{08}\u{0C}\u{01}\u{1F}\u{7F}",
      "a/slash", "émoji 🎉 and 汉字", "", "\u{0}",
    ]
    try expectSameAsFoundation(strings)
    let decoded = try JSONDecoder().decode([String].self, from: Data(CompactJSONEncoder().encode(strings)))
    #expect(decoded == strings)
  }

  @Test func floatingPointNumbersAreWrittenAsJSONEncoderWritesThem() throws {
    let doubles: [Double] = [
      0, -0.0, 1, 2, -3, 1.5, 0.1, 1e-7, 1e20, 1e21, 123_456_789_012_345_680, .pi,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude, -2.5e-300,
    ]
    try expectSameAsFoundation(doubles)
    let floats: [Float] = [0, 0.1, 3, -1.25, .greatestFiniteMagnitude, 1e-30]
    try expectSameAsFoundation(floats)
    let decoded = try JSONDecoder().decode([Double].self, from: Data(CompactJSONEncoder().encode(doubles)))
    #expect(decoded == doubles)
  }

  struct Nested: Codable, Equatable {
    struct Inner: Codable, Equatable {
      var name: String
      var tags: [String]
    }
    struct Empty: Codable, Equatable {}
    var byName = ["one": 1]
    var byNumber = [2: "two"]
    var empty = Empty()
    var inner = Inner(name: "x", tags: ["a", "b"])
    var matrix = [[1, 2], [], [3]]
    var optional: Int? = nil
    var optionals: [Int?] = [1, nil, 3]
    var present: Int? = 7
  }

  enum Event: Codable, Equatable {
    case started
    case moved(x: Int, y: Int)
    case named(String)
    case nested(Nested.Inner?)
  }

  @Test func structsOptionalsCollectionsAndEnumsAreWrittenAsJSONEncoderWritesThem() throws {
    try expectSameAsFoundation(Nested())
    try expectSameAsFoundation([Event.started, .moved(x: 1, y: -2), .named("n"), .nested(nil)])
    try expectSameAsFoundation(Event.nested(.init(name: "i", tags: [])))
    try expectSameAsFoundation([String: [Int]]())
    try expectSameAsFoundation([Int]())
    try expectSameAsFoundation(Int?.none)
  }

  @Test func whatItWritesDecodesToTheSameValue() throws {
    var nested = Nested()
    nested.byName = Dictionary(uniqueKeysWithValues: (0..<50).map { ("key \($0)", $0) })
    nested.byNumber = Dictionary(uniqueKeysWithValues: (0..<50).map { ($0, "value \($0)") })
    let events: [Event] = [.started, .moved(x: .max, y: .min), .named("\u{1}\"\\"), .nested(nested.inner)]
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Nested.self, from: Data(CompactJSONEncoder().encode(nested))) == nested)
    #expect(try decoder.decode([Event].self, from: Data(CompactJSONEncoder().encode(events))) == events)
  }

  /// A value of any shape the encoder meets: scalars, optionals, arrays, dictionaries, enums.
  indirect enum Tree: Codable, Equatable {
    case number(Int)
    case real(Double)
    case text(String)
    case flag(Bool?)
    case list([Tree])
    case node(name: String, children: [String: Tree])
    case empty
  }

  /// A seeded generator (xorshift), so a failure names a value that comes back on every run.
  struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  private func randomText(_ random: inout Xorshift) -> String {
    let pieces = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "é", "汉", "🎉", "{", "]", ":",
    ]
    return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
      .joined()
  }

  private func randomTree(depth: Int, _ random: inout Xorshift) -> Tree {
    switch Int.random(in: 0...(depth > 3 ? 4 : 6), using: &random) {
    case 0: return .number(Int.random(in: Int.min...Int.max, using: &random))
    case 1:
      return .real(
        Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1))
    case 2: return .text(randomText(&random))
    case 3: return .flag([true, false, nil].randomElement(using: &random) ?? nil)
    case 4: return .empty
    case 5:
      return .list(
        (0..<Int.random(in: 0...4, using: &random)).map { _ in randomTree(depth: depth + 1, &random) })
    default:
      var children: [String: Tree] = [:]
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        children[randomText(&random)] = randomTree(depth: depth + 1, &random)
      }
      return .node(name: randomText(&random), children: children)
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomValuesComeBackFromWhatItWritesAsFromJSONEncoder(seed: UInt64) throws {
    var random = Xorshift(state: 0x9E37_79B9_7F4A_7C15 &* seed)
    let decoder = JSONDecoder()
    for _ in 0..<200 {
      let tree = randomTree(depth: 0, &random)
      let written = try CompactJSONEncoder().encode(tree)
      #expect(try decoder.decode(Tree.self, from: Data(written)) == tree, "seed \(seed): \(tree)")
      #expect(try decoder.decode(Tree.self, from: Data(foundation(tree).utf8)) == tree)
    }
  }

  struct Row: Codable, Equatable, Identifiable {
    var id: Int
    var title: String
  }

  @Test func theLibrarysOwnContainersAreWrittenAsJSONEncoderWritesThem() throws {
    try expectSameAsFoundation(
      IdentifiedArray(uniqueElements: [Row(id: 1, title: "a"), Row(id: 2, title: "b")]))
    try expectSameAsFoundation(PresentationState(wrappedValue: Row(id: 3, title: "c")))
    try expectSameAsFoundation(PresentationState<Row>(wrappedValue: nil))
  }

  struct Dated: Codable { var when = Date(timeIntervalSinceReferenceDate: 12) }
  struct Blob: Codable { var bytes = Data([1, 2, 3]) }
  struct Link: Codable { var url = URL(fileURLWithPath: "/tmp") }
  struct Amount: Codable { var value = Decimal(string: "1.25") ?? 0 }

  @Test func foundationTypesWithAFormOfTheirOwnAreRefused() {
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Dated()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Blob()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Link()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Amount()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode([Date()]) }
  }

  @Test func nonFiniteNumbersAreRefused() {
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode([Double.nan]) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Float.infinity) }
  }

  class Base: Encodable {
    var base = 1
  }
  final class Derived: Base {
    var derived = 2
    private enum CodingKeys: String, CodingKey { case derived }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(derived, forKey: .derived)
      try super.encode(to: container.superEncoder())
    }
  }

  /// Writes into a nested container after its sibling was started: streaming cannot.
  struct Interleaved: Encodable {
    enum Key: String, CodingKey { case first, second, value }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var first = container.nestedContainer(keyedBy: Key.self, forKey: .first)
      var second = container.nestedContainer(keyedBy: Key.self, forKey: .second)
      try second.encode(2, forKey: .value)
      try first.encode(1, forKey: .value)
    }
  }

  /// Asks for no container at all.
  struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  /// Asks for a keyed container, then an unkeyed one.
  struct TwoKinds: Encodable {
    enum Key: String, CodingKey { case value }
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode(1, forKey: .value)
      var unkeyed = encoder.unkeyedContainer()
      try unkeyed.encode(2)
    }
  }

  @Test func whatStreamingCannotWriteIsRefusedNotWrittenWrong() throws {
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Derived()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(Interleaved()) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode([Silent()]) }
    #expect(throws: CompactJSONEncoder.Unsupported.self) { try CompactJSONEncoder().encode(TwoKinds()) }
  }

  /// Asks for its keyed container twice, as code that delegates to a helper does.
  struct AskedTwice: Encodable {
    enum Key: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var first = encoder.container(keyedBy: Key.self)
      try first.encode(1, forKey: .a)
      var again = encoder.container(keyedBy: Key.self)
      try again.encode(2, forKey: .b)
    }
  }

  @Test func theSameContainerAskedForTwiceKeepsWriting() throws {
    try expectSameAsFoundation(AskedTwice())
    try expectSameAsFoundation([AskedTwice(), AskedTwice()])
  }
}
