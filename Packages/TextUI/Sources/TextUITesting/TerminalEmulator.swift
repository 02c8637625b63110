/// A small model of a terminal's screen: feed it what a program wrote and read what a user
/// would see, cell by cell.
///
/// It understands what full-screen programs draw with: printable text (wide characters take
/// two cells, combining marks none), CR, LF (scrolling at the bottom), BS, cursor positioning
/// (`CSI row;col H`), cursor moves (`A`–`D`), erasing the screen (`J`) and a line (`K`), and
/// the pending wrap of the last column. Styles (`m`), modes (`h`/`l`) and any other sequence
/// change nothing it shows. That is enough to check that only the rows that changed were
/// rewritten and that the result is the frame expected.
///
/// ```swift
/// var terminal = TerminalEmulator(columns: 20, rows: 3)
/// terminal.feed("\u{1B}[2J\u{1B}[1;1Hhello\u{1B}[2;1Hworld")
/// terminal.text  // "hello\nworld"
/// ```
public struct TerminalEmulator: Sendable {
  /// The screen's width in cells.
  public let columns: Int
  /// The screen's height in rows.
  public let rows: Int
  /// Each cell's character; a blank is a space, the second cell of a wide character is empty.
  private var cells: [[String]]
  private var row = 0
  private var column = 0
  /// Set after a character was written in the last column: the next one goes to a new line.
  private var pendingWrap = false
  private var phase = Phase.ground
  private var parameters = ""

  private enum Phase: Sendable {
    case ground, escape, csi, oscOrString
  }

  /// A blank screen `columns` × `rows` large, the cursor at the top left.
  public init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    cells = Array(repeating: Array(repeating: " ", count: max(1, columns)), count: max(1, rows))
  }

  /// What the screen shows: each row with its trailing blanks removed, blank rows at the bottom
  /// left out.
  public var text: String {
    var lines = cells.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The text of row `index` (0 for the top), trailing blanks removed.
  public func line(_ index: Int) -> String {
    guard cells.indices.contains(index) else { return "" }
    return String(cells[index].joined().reversed().drop { $0 == " " }.reversed())
  }

  /// Where the cursor is, 0-based.
  public var cursor: (row: Int, column: Int) { (row, column) }

  /// Applies what a program wrote.
  public mutating func feed(_ output: String) {
    for character in output { step(character) }
  }

  private mutating func step(_ character: Character) {
    switch phase {
    case .ground:
      ground(character)
    case .escape:
      switch character {
      case "[":
        phase = .csi
        parameters = ""
      case "]", "P", "_", "^": phase = .oscOrString
      default: phase = .ground
      }
    case .csi:
      if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
        phase = .ground
        csi(final: character)
      } else {
        parameters.append(character)
      }
    case .oscOrString:
      // Ends at BEL or ST (ESC \); what it says is not shown.
      if character == "\u{07}" || character == "\\" { phase = .ground }
    }
  }

  private mutating func ground(_ character: Character) {
    switch character {
    case "\u{1B}": phase = .escape
    case "\r":
      column = 0
      pendingWrap = false
    case "\n", "\r\n":
      if character == "\r\n" { column = 0 }
      lineFeed()
    case "\u{08}":
      column = max(0, column - 1)
      pendingWrap = false
    default:
      guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F
      else { return }
      put(character)
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if row == rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
    } else {
      row += 1
    }
  }

  private mutating func put(_ character: Character) {
    let width = Self.width(of: character)
    guard width > 0 else {
      // A combining mark joins the character before it.
      let previous = column > 0 ? column - 1 : 0
      cells[row][pendingWrap ? columns - 1 : previous].append(character)
      return
    }
    if pendingWrap || column + width > columns {
      column = 0
      lineFeed()
    }
    cells[row][column] = String(character)
    if width == 2, column + 1 < columns { cells[row][column + 1] = "" }
    if column + width >= columns {
      column = columns - 1
      pendingWrap = true
    } else {
      column += width
    }
  }

  private mutating func csi(final: Character) {
    let isPrivate = parameters.hasPrefix("?") || parameters.hasPrefix(">") || parameters.hasPrefix("<")
    guard !isPrivate else { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    pendingWrap = false
    switch final {
    case "H", "f":
      row = min(max(1, number(0, default: 1)), rows) - 1
      column = min(max(1, number(1, default: 1)), columns) - 1
    case "A": row = max(0, row - max(1, number(0, default: 1)))
    case "B": row = min(rows - 1, row + max(1, number(0, default: 1)))
    case "C": column = min(columns - 1, column + max(1, number(0, default: 1)))
    case "D": column = max(0, column - max(1, number(0, default: 1)))
    case "G": column = min(max(1, number(0, default: 1)), columns) - 1
    case "J":
      switch number(0, default: 0) {
      case 0:
        erase(row: row, from: column, to: columns)
        for below in (row + 1)..<rows { erase(row: below, from: 0, to: columns) }
      case 1:
        for above in 0..<row { erase(row: above, from: 0, to: columns) }
        erase(row: row, from: 0, to: column + 1)
      default:
        for index in 0..<rows { erase(row: index, from: 0, to: columns) }
      }
    case "K":
      switch number(0, default: 0) {
      case 0: erase(row: row, from: column, to: columns)
      case 1: erase(row: row, from: 0, to: column + 1)
      default: erase(row: row, from: 0, to: columns)
      }
    default:
      break
    }
  }

  private mutating func erase(row index: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    for cell in start..<min(end, columns) { cells[index][cell] = " " }
  }

  /// How many cells `character` takes: 2 for East Asian wide and emoji characters, 0 for
  /// combining marks, else 1. An approximation of `wcwidth` good for the text tests draw.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }
}
