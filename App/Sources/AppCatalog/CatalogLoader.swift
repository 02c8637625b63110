import Foundation

/// Reads and checks catalog files: every failure becomes a ``CatalogError`` that says what is
/// wrong, never a crash.
public enum CatalogLoader {
  /// The largest catalog file accepted, in bytes (16 MiB): far beyond any real shelf list, and
  /// small enough that a wrong path (a disk image, a log) is refused before it is decoded.
  public static let maximumSize = 16 << 20

  /// Reads and decodes the catalog at `url`. O(file size).
  public static func load(from url: URL) throws(CatalogError) -> Catalog {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumSize {
        throw CatalogError.tooLarge(path: path, bytes: size, limit: maximumSize)
      }
      data = try Data(contentsOf: url)
    } catch let error as CatalogError {
      throw error
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    return try decode(data, path: path)
  }

  /// Decodes a catalog from `data`; `path` only names it in messages. O(data size).
  public static func decode(_ data: Data, path: String) throws(CatalogError) -> Catalog {
    guard data.count <= maximumSize else {
      throw .tooLarge(path: path, bytes: data.count, limit: maximumSize)
    }
    guard String(data: data, encoding: .utf8) != nil else { throw .notText(path: path) }
    let catalog: Catalog
    do {
      catalog = try JSONDecoder().decode(Catalog.self, from: data)
    } catch let error as DecodingError {
      throw .malformed(path: path, reason: describe(error))
    } catch {
      throw .malformed(path: path, reason: "\(error)")
    }
    var seen = Set<String>()
    for id in catalog.shelves.map(\.id) + catalog.shelves.flatMap({ $0.books.map(\.id) }) {
      guard seen.insert(id).inserted else { throw .duplicateID(path: path, id: id) }
    }
    return catalog
  }

  private static func describe(_ error: DecodingError) -> String {
    func at(_ path: [any CodingKey]) -> String {
      guard !path.isEmpty else { return "the top level" }
      return path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(at(context.codingPath)) should be \(describe(type))"
    case .valueNotFound(let type, let context):
      return "\(at(context.codingPath)) is missing a \(describe(type))"
    case .keyNotFound(let key, let context):
      return "\(at(context.codingPath + [key])) is missing"
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      return context.codingPath.isEmpty
        ? "it is not JSON\(underlying)" : "\(at(context.codingPath)) is not valid\(underlying)"
    @unknown default:
      return "\(error)"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type: "a whole number"
    case is [Any].Type: "a list"
    default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
