import Foundation

/// Reads and checks catalog files: every failure becomes a ``CatalogError`` that says what is
/// wrong, never a crash.
public enum CatalogLoader {
  /// The largest catalog file accepted, in bytes (16 MiB): far beyond any real shelf list, and
  /// small enough that a wrong path (a disk image, a log) is refused before it is decoded.
  public static let maximumSize = 16 << 20

  /// The deepest nesting of arrays and objects accepted. A catalog needs four levels; the limit
  /// leaves room for extra data while refusing, with a message that says so, what the JSON
  /// parser would refuse with a bare "not JSON".
  public static let maximumDepth = 64

  /// Reads and decodes the catalog at `url`: a file, or anything that reads like one (a FIFO, a
  /// process substitution). O(file size).
  public static func load(from url: URL) throws(CatalogError) -> Catalog {
    let path = url.path
    let data: Data
    do {
      data = try InputFile.read(path: path, limit: maximumSize)
    } catch {
      switch error {
      case .missing: throw .missing(path: path)
      case .folder: throw .unreadable(path: path, reason: "it is a folder, not a file")
      case .tooLarge(let bytes?): throw .tooLarge(path: path, bytes: bytes, limit: maximumSize)
      case .tooLarge(nil):
        throw .unreadable(
          path: path, reason: "it holds more than \(maximumSize) bytes, the most a catalog may be")
      case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
      }
    }
    return try decode(data, path: path)
  }

  /// Decodes a catalog from `data`; `path` only names it in messages. O(data size).
  public static func decode(_ data: Data, path: String) throws(CatalogError) -> Catalog {
    guard data.count <= maximumSize else {
      throw .tooLarge(path: path, bytes: data.count, limit: maximumSize)
    }
    guard String(data: data, encoding: .utf8) != nil else { throw .notText(path: path) }
    if data.isEmpty { throw .malformed(path: path, reason: "it is empty") }
    if nestingDepth(of: data, exceeds: maximumDepth) {
      throw .tooDeep(path: path, limit: maximumDepth)
    }
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

  /// Whether arrays and objects in `data` nest deeper than `limit` (brackets inside strings do
  /// not count). O(data size), stops at the first level too deep.
  static func nestingDepth(of data: Data, exceeds limit: Int) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return false
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
