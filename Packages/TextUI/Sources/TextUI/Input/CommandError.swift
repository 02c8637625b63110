/// Why a line of input is not a command; its description is the message shown to the user.
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing was typed.
  case empty
  /// The first word is not a command.
  case unknownCommand(String)
  /// The command needs a control's number and got none.
  case missingHandle(command: String)
  /// What should be a control's number is not one.
  case invalidHandle(String)
  /// The command takes no argument but got one.
  case unexpectedArgument(command: String, argument: String)
  /// `scroll` without a direction, or with words it does not take.
  case invalidScroll(String)

  /// A message that says what went wrong and what to type instead.
  public var description: String {
    switch self {
    case .empty:
      "Type a command, or `help` to list them."
    case .unknownCommand(let text):
      "Unknown command `\(text)`. Type `help` to list the commands."
    case .missingHandle(let command):
      "`\(command)` needs a control's number, e.g. `\(command) 1`."
    case .invalidHandle(let text):
      "`\(text)` is not a control's number: use the number shown in brackets, e.g. `1`."
    case .unexpectedArgument(let command, let argument):
      "`\(command)` takes nothing after it (got `\(argument)`)."
    case .invalidScroll(let text):
      "`scroll` takes a direction and, if you like, a control's number before it and a count of "
        + "lines after it: `scroll down`, `scroll 3 up 5` (got `\(text)`)."
    }
  }
}
