/// How the preview was asked to behave, from its command line:
/// `LibraryPreview [--shelf ID] [--latency SECONDS] [--fail-first]`.
struct PreviewOptions {
  /// The shelf to open.
  var shelfID = "sci-fi"
  /// How long each fetch takes, to watch the loading state.
  var latency: Duration = .zero
  /// Whether the first fetch fails, to try the Retry button.
  var failsFirstFetch = false

  /// The usage line printed when the arguments do not parse.
  static let usage = """
    usage: LibraryPreview [--shelf ID] [--latency SECONDS] [--fail-first]
      --shelf ID         sci-fi (default), classics, empty; any other id fails to load
      --latency SECONDS  how long each fetch takes (default 0)
      --fail-first       the first fetch fails, so Retry can be tried
    """

  /// Options from `arguments` (without the program name); a message saying what is wrong when
  /// they do not parse.
  static func parse(_ arguments: [String]) -> Result<PreviewOptions, UsageError> {
    var options = PreviewOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--shelf":
        guard let shelf = remaining.popFirst() else {
          return .failure(UsageError("--shelf needs a shelf id."))
        }
        options.shelfID = shelf
      case "--latency":
        guard let text = remaining.popFirst(), let seconds = Double(text), seconds.isFinite, seconds >= 0
        else { return .failure(UsageError("--latency needs a number of seconds, 0 or more.")) }
        options.latency = .milliseconds(Int((seconds * 1000).rounded()))
      case "--fail-first":
        options.failsFirstFetch = true
      case "--help", "-h":
        return .failure(UsageError(nil))
      default:
        return .failure(UsageError("Unknown argument \(argument)."))
      }
    }
    return .success(options)
  }
}

/// Arguments the preview cannot run with; a `nil` message is a request for the usage text.
struct UsageError: Error {
  /// What was wrong, if anything.
  var message: String?

  init(_ message: String?) { self.message = message }
}
