/// A line of user input, parsed.
///
/// The grammar (keywords are case-insensitive, surrounding blanks ignored; a handle is written
/// `3` or `[3]`):
///
///     3 | press 3 | p 3          press a button, flip a toggle, or dismiss through a sheet's handle
///     press Save                 press the control labelled `Save` (exactly, or ignoring case)
///     type 2 some text           replace a field's text ("type 2" alone clears it)
///     2 = some text              the same
///     toggle 4                   flip a toggle
///     scroll down | scroll up 5  scroll the first scroll view on screen that can move (1 line unless a count says)
///     scroll 3 down 2            scroll the scroll view holding control [3]
///     dismiss | esc              dismiss the top sheet
///     help | ?                   list the commands
///     quit | q | exit            leave
///
/// Parsing never traps: any input either parses or gives a ``CommandError`` saying what is wrong.
public enum Command: Hashable, Sendable {
  /// Presses the control with this handle.
  case press(Int)
  /// Presses the one reachable control with this label.
  case pressLabelled(String)
  /// Replaces the text of the field with this handle.
  case type(Int, String)
  /// Flips the toggle with this handle.
  case toggle(Int)
  /// Scrolls `lines` down (up when negative) the ``ScrollView`` holding the control with this
  /// handle, or without one the first scroll view on screen that can move that way (the frame
  /// itself when none can and it is shown through a viewport).
  case scroll(Int?, lines: Int)
  /// Dismisses the topmost sheet.
  case dismiss
  /// Shows the list of commands.
  case help
  /// Ends the session.
  case quit

  /// Parses one line of input.
  public init(parsing line: String) throws(CommandError) {
    let line = line.drop { $0.isWhitespace }.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed()
    let text = String(line)
    if text.allSatisfy(\.isWhitespace) { throw .empty }
    if let equals = text.firstIndex(of: "="), let handle = Command.handle(in: text[..<equals]) {
      var value = text[text.index(after: equals)...]
      if value.first == " " { value = value.dropFirst() }
      self = .type(handle, String(value))
      return
    }
    let keywordEnd = text.firstIndex { $0.isWhitespace } ?? text.endIndex
    let keyword = text[..<keywordEnd].lowercased()
    let rest = text[keywordEnd...]
    let argument = rest.trimmingBlanks()
    switch keyword {
    case "help", "?", "h":
      try Command.expectNothing(after: keyword, in: argument)
      self = .help
    case "quit", "q", "exit":
      try Command.expectNothing(after: keyword, in: argument)
      self = .quit
    case "dismiss", "esc", "escape":
      try Command.expectNothing(after: keyword, in: argument)
      self = .dismiss
    case "press", "p":
      // A label has a letter in it; anything else is read (and checked) as a handle.
      if argument.contains(where: \.isLetter) {
        self = .pressLabelled(String(argument))
      } else {
        self = .press(try Command.requireHandle(argument, after: keyword))
      }
    case "toggle":
      self = .toggle(try Command.requireHandle(argument, after: keyword))
    case "scroll":
      self = try Command.scroll(argument)
    case "type", "set":
      let afterBlanks = rest.drop { $0 == " " || $0 == "\t" }
      let handleEnd = afterBlanks.firstIndex { $0 == " " || $0 == "\t" } ?? afterBlanks.endIndex
      let handle = try Command.requireHandle(afterBlanks[..<handleEnd], after: keyword)
      // Exactly one blank separates the handle from the text; the rest is typed as written.
      let value = handleEnd < afterBlanks.endIndex ? afterBlanks[afterBlanks.index(after: handleEnd)...] : ""
      self = .type(handle, String(value))
    default:
      if let handle = Command.handle(in: Substring(keyword)) {
        try Command.expectNothing(after: keyword, in: argument)
        self = .press(handle)
      } else {
        throw .unknownCommand(String(text.prefix(40)))
      }
    }
  }

  /// What `help` shows.
  public static let helpText = """
    Commands (n is a control's number, shown as [n]):
      n  or  press n       press a button (or flip a toggle)
      press <label>        press the control with that label
      type n <text>        replace a field's text   (also: n = <text>)
      toggle n             flip a toggle
      scroll down [k]      scroll the first scroll view that can move k lines (also: up)
      scroll n down [k]    the same, in the scroll view holding control n
      dismiss  or  esc     close the sheet on top
      help  or  ?          show this list
      quit  or  q          leave
    """

  /// `scroll`'s arguments: an optional handle, `down` or `up`, an optional count of lines.
  private static func scroll(_ argument: Substring) throws(CommandError) -> Command {
    var words = argument.split(whereSeparator: \.isWhitespace)
    let named: Int? = words.first.flatMap { Command.handle(in: $0) }
    if named != nil { words.removeFirst() }
    let direction: Int
    switch words.first?.lowercased() {
    case "down"?: direction = 1
    case "up"?: direction = -1
    default: throw .invalidScroll(String(argument.prefix(40)))
    }
    words.removeFirst()
    var count = 1
    if let word = words.first {
      // A count is a few digits: more than a frame could hold is refused, not wrapped around.
      guard words.count == 1, word.count <= 9, word.allSatisfy({ $0.isASCII && $0.isNumber }),
        let parsed = Int(word), parsed > 0
      else { throw .invalidScroll(String(argument.prefix(40))) }
      count = parsed
    }
    return .scroll(named, lines: direction * count)
  }

  private static func handle(in text: Substring) -> Int? {
    var digits = text.trimmingBlanks()
    if digits.first == "[" && digits.last == "]" && digits.count >= 2 {
      digits = digits.dropFirst().dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let handle = Int(digits), handle > 0
    else { return nil }
    return handle
  }

  private static func requireHandle(_ argument: Substring, after keyword: String) throws(CommandError) -> Int
  {
    let argument = argument.trimmingBlanks()
    guard !argument.isEmpty else { throw .missingHandle(command: keyword) }
    guard let handle = handle(in: argument) else {
      throw .invalidHandle(String(argument.prefix(40)))
    }
    return handle
  }

  private static func expectNothing(after keyword: String, in argument: Substring) throws(CommandError) {
    guard argument.isEmpty else {
      throw .unexpectedArgument(command: keyword, argument: String(argument.prefix(40)))
    }
  }
}

extension Substring {
  fileprivate func trimmingBlanks() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
