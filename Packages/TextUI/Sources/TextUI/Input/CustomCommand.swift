/// A command the app adds to the ones ``ViewRenderer`` understands (``ViewRenderer/customCommands``):
/// `undo`, `goto 3`. Its first word selects it, ignoring case; the rest of the line is its argument.
///
/// ```swift
/// renderer.customCommands = [
///   CustomCommand(name: "version", usage: "version", summary: "say which version runs") { _ in
///     .message("swiftrex 1.0")
///   }
/// ]
/// ```
///
/// The built-in commands come first: a custom command named like one of them (`press`, `help`, a
/// number) is never reached.
public struct CustomCommand: Sendable {
  /// The word that runs the command.
  public var name: String
  /// Other words that run it.
  public var aliases: [String]
  /// How it is written, for `help`: `goto N`.
  public var usage: String
  /// What it does, for `help`, in a few words.
  public var summary: String
  /// Runs the command with the rest of the line, trimmed (empty when there is none); what it
  /// returns is what ``ViewRenderer/perform(line:)`` returns.
  public var perform: @MainActor @Sendable (_ argument: String) -> InputOutcome

  /// A command run by `name` or any of `aliases`.
  public init(
    name: String, aliases: [String] = [], usage: String, summary: String,
    perform: @escaping @MainActor @Sendable (_ argument: String) -> InputOutcome
  ) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.perform = perform
  }

  /// Whether `word` runs this command.
  func matches(_ word: String) -> Bool {
    let word = word.lowercased()
    return name.lowercased() == word || aliases.contains { $0.lowercased() == word }
  }
}
