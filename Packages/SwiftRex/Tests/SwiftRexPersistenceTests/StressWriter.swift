import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `PersistenceStressWriter` executable (built next to the test bundle by `swift test`),
/// and what it saves.
enum StressWriter {
  /// What one save holds (the writer's `StressSample`), in its envelope.
  struct Saved: Codable, Equatable {
    struct Sample: Codable, Equatable {
      var writer: String
      var sequence: Int
      var filler: String

      var isWhole: Bool {
        filler == String(repeating: "\(writer):\(sequence);", count: 16_384 / (writer.count + 8))
      }
    }
    var version: Int
    var value: Sample
  }

  static var executable: URL? {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL {
      candidates.append(main.deletingLastPathComponent().appendingPathComponent("PersistenceStressWriter"))
    }
    for bundle in Bundle.allBundles {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("PersistenceStressWriter"))
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/PersistenceStressWriter"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String {
      "PersistenceStressWriter was not built; run `swift build` in Packages/SwiftRex."
    }
  }

  /// Starts a writer saving `count` times (0: until killed) to `url` as `name`.
  static func launch(to url: URL, as name: String, count: Int) throws -> Process {
    guard let executable else { throw MissingExecutable() }
    let process = Process()
    process.executableURL = executable
    process.arguments = [url.path, name, String(count)]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The save in `data`, if it decodes as one whole save.
  static func whole(_ data: Data) -> Saved? {
    guard let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.value.isWhole else {
      return nil
    }
    return saved
  }

  /// Ends `process` at once, as a crash or `kill -9` would: no cleanup runs.
  static func kill(_ process: Process) {
    _ = Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
