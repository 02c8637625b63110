/// One save of a stress writer: whole when its filler is the one its writer and number give.
struct StressSample: Codable, Equatable {
  var writer: String
  var sequence: Int
  var filler: String

  /// The sample `writer` saves as its save number `sequence`.
  init(writer: String, sequence: Int) {
    self.writer = writer
    self.sequence = sequence
    filler = Self.filler(writer: writer, sequence: sequence)
  }

  /// About 16 KiB that only this writer's save number `sequence` produces.
  static func filler(writer: String, sequence: Int) -> String {
    String(repeating: "\(writer):\(sequence);", count: 16_384 / (writer.count + 8))
  }

  /// Whether the filler matches the writer and number: a mix of two saves would not.
  var isWhole: Bool { filler == Self.filler(writer: writer, sequence: sequence) }
}
