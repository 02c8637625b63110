import Testing

@testable import TextUI

@Suite struct CommandTests {
  @Test(arguments: [
    ("3", Command.press(3)),
    ("  press 3  ", .press(3)),
    ("P [12]", .press(12)),
    ("[4]", .press(4)),
    ("toggle 4", .toggle(4)),
    ("type 2 some  text", .type(2, "some  text")),
    ("type 2", .type(2, "")),
    ("type 2  lead", .type(2, " lead")),
    ("2 = text", .type(2, "text")),
    ("2=a=b", .type(2, "a=b")),
    ("2 =", .type(2, "")),
    ("dismiss", .dismiss),
    ("ESC", .dismiss),
    ("quit", .quit),
    ("q\r\n", .quit),
    ("help", .help),
    ("?", .help),
    ("press Save", .pressLabelled("Save")),
    ("p  More by Ursula K. Le Guin ", .pressLabelled("More by Ursula K. Le Guin")),
    ("press ‹Library›", .pressLabelled("‹Library›")),
  ])
  func parsesValidCommands(input: String, expected: Command) throws {
    #expect(try Command(parsing: input) == expected)
  }

  @Test(arguments: [
    ("", CommandError.empty),
    ("   ", .empty),
    ("jump 3", .unknownCommand("jump 3")),
    ("press", .missingHandle(command: "press")),
    ("toggle x", .invalidHandle("x")),
    ("press 0", .invalidHandle("0")),
    ("press -1", .invalidHandle("-1")),
    ("press 99999999999999999999999", .invalidHandle("99999999999999999999999")),
    ("quit now", .unexpectedArgument(command: "quit", argument: "now")),
    ("3 4", .unexpectedArgument(command: "3", argument: "4")),
    ("type", .missingHandle(command: "type")),
  ])
  func rejectsInvalidInput(input: String, expected: CommandError) {
    #expect(throws: expected) { try Command(parsing: input) }
  }

  @Test(arguments: [
    ("scroll down", Command.scroll(nil, lines: 1)),
    ("scroll UP 5", .scroll(nil, lines: -5)),
    ("scroll 3 down 2", .scroll(3, lines: 2)),
    ("scroll [12]  up", .scroll(12, lines: -1)),
  ])
  func parsesScrollCommands(input: String, expected: Command) throws {
    #expect(try Command(parsing: input) == expected)
  }

  @Test(arguments: [
    "scroll", "scroll 3", "scroll sideways", "scroll down x", "scroll down 0", "scroll down 2 3",
  ])
  func rejectsAScrollWithoutADirectionOrWithExtraWords(input: String) {
    #expect(throws: CommandError.invalidScroll(String(input.dropFirst("scroll ".count)))) {
      try Command(parsing: input)
    }
    #expect(CommandError.invalidScroll("x").description.contains("scroll down"))
  }

  @Test func errorMessagesSayWhatToDo() {
    #expect(CommandError.missingHandle(command: "press").description.contains("press 1"))
    #expect(CommandError.unknownCommand("x").description.contains("help"))
  }

  @Test func arbitraryBytesNeverTrap() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = try? Command(parsing: String(decoding: bytes, as: UTF8.self))
    }
    for input in ["\u{0}", "[", "[]", "]", "=", "==", "type [", "1\u{301}", "٣", "press ３"] {
      _ = try? Command(parsing: input)
    }
    #expect(throws: CommandError.self) { try Command(parsing: "press ３") }
  }
}
