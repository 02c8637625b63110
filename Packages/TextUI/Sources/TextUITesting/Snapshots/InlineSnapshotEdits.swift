import Foundation

/// The inline snapshots written into source files during this run, so that a second one in the
/// same file is found where the first one's new lines pushed it.
///
/// A test reports the line its call had when it was compiled; once a snapshot above it has been
/// written into the file, the call sits that many lines lower.
@MainActor
enum InlineSnapshotEdits {
  /// Per file, each edit's call line as compiled and how many lines the file grew by there.
  private static var edits: [String: [(line: Int, growth: Int)]] = [:]

  /// Writes `snapshot` into the `functionName` call compiled at `line` of the file at `path`.
  /// Returns nil on success, else why it could not.
  static func record(snapshot: String, functionName: String, path: String, line: Int) -> String? {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      return "could not read \(path) to write the snapshot into it"
    }
    var source = InlineSnapshotSource(String(decoding: data, as: UTF8.self))
    let earlier = edits[path, default: []].filter { $0.line < line }
    let currentLine = line + earlier.reduce(0) { $0 + $1.growth }
    guard let growth = source.record(snapshot: snapshot, functionName: functionName, line: currentLine)
    else {
      return "could not find the \(functionName) call on line \(currentLine) of \(path)"
    }
    do {
      try Data(source.text.utf8).write(to: url, options: .atomic)
    } catch {
      return "could not write \(path): \(error.localizedDescription)"
    }
    edits[path, default: []].append((line, growth))
    return nil
  }
}
