/// What performing a command did.
public enum InputOutcome: Hashable, Sendable {
  /// A control was used; the view may have changed, so render again.
  case performed
  /// Nothing changed; the message says why and what to do instead.
  case rejected(String)
  /// The user asked for help; the text lists the commands.
  case help(String)
  /// Nothing changed; the text answers the command (an app command listing something, say).
  case message(String)
  /// The key means nothing where the focus is: nothing changed, and there is nothing to say.
  case ignored
  /// The user asked to leave.
  case quit
  /// The user asked to suspend the app (Ctrl-Z), as a terminal's job control would: whoever
  /// runs the process's terminal (``TerminalDriver``) stops the process, the terminal restored,
  /// until the shell resumes it; where nothing could resume it, it says so instead.
  case suspend
}
