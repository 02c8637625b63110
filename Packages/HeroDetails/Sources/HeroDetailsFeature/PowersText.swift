/// How a list of powers reads and is written as the one line of the powers text field.
enum PowersText {
  /// The powers as the field shows them: `flight, heat vision`.
  static func join(_ powers: [String]) -> String {
    powers.joined(separator: ", ")
  }

  /// The powers in a line the user typed: split at commas, each trimmed of surrounding
  /// whitespace (any Unicode whitespace, so a pasted no-break space goes too), blanks dropped.
  /// `" flight,, x-ray , "` is `["flight", "x-ray"]`; a line of only commas is no powers.
  static func parse(_ raw: String) -> [String] {
    raw.split(separator: ",", omittingEmptySubsequences: true).compactMap { piece in
      guard let first = piece.firstIndex(where: { !$0.isWhitespace }),
        let last = piece.lastIndex(where: { !$0.isWhitespace })
      else { return nil }
      return String(piece[first...last])
    }
  }
}
