import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftrex-persistence-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names in `folder` (by default this one), sorted.
  func names(in folder: URL? = nil) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
