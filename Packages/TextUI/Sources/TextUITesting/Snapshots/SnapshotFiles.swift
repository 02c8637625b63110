import Foundation

/// Where file snapshots live: beside the test file, in `__Snapshots__/<test file>/`.
@MainActor
enum SnapshotFiles {
  /// How many unnamed snapshots each test function has asserted so far in this run.
  private static var counters: [String: Int] = [:]

  /// The file of the next snapshot that the test `testName` in `filePath` asserts, named `name`
  /// or numbered in order when `name` is nil.
  static func url(filePath: String, testName: String, name: String?) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let function = sanitized(testName)
    let label: String
    if let name {
      label = sanitized(name)
    } else {
      let key = filePath + "\n" + testName
      counters[key, default: 0] += 1
      label = String(counters[key, default: 1])
    }
    return folder.appendingPathComponent("\(function).\(label).txt")
  }

  /// `name` as a file name: letters, digits, `-` and `_` kept, everything else (the parentheses
  /// and colons of `#function`, slashes, spaces) turned into `_`, trailing `_` dropped.
  static func sanitized(_ name: String) -> String {
    let base = name.split(separator: "(").first.map(String.init) ?? name
    var result = String(
      base.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
          ? Character(scalar) : "_"
      })
    while result.hasSuffix("_") { result.removeLast() }
    return result.isEmpty ? "snapshot" : result
  }
}
