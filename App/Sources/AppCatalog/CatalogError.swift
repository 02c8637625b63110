/// Why a catalog could not be used, phrased for the person running the app.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path.
  case missing(path: String)
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The file is larger than a catalog can sensibly be.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// The file is not UTF-8 text.
  case notText(path: String)
  /// The file is not a catalog: `reason` says where and what.
  case malformed(path: String, reason: String)
  /// The file's arrays and objects nest deeper than `limit` levels: it cannot be a catalog.
  case tooDeep(path: String, limit: Int)
  /// Two books, or two shelves, share an id.
  case duplicateID(path: String, id: String)
  /// The catalog has no shelf with this id.
  case unknownShelf(id: String, available: [String])

  /// A sentence saying what is wrong and what to do.
  public var description: String {
    switch self {
    case .missing(let path):
      "No catalog at \(path). Check the path given to --catalog."
    case .unreadable(let path, let reason):
      "The catalog at \(path) could not be read: \(reason)."
    case .tooLarge(let path, let bytes, let limit):
      "The catalog at \(path) is \(bytes) bytes; a catalog may be at most \(limit) bytes."
    case .notText(let path):
      "The catalog at \(path) is not UTF-8 text: is it the right file?"
    case .malformed(let path, let reason):
      "The catalog at \(path) is not valid: \(reason)."
    case .tooDeep(let path, let limit):
      "The catalog at \(path) nests lists and objects more than \(limit) deep; a catalog needs only 4 levels."
    case .duplicateID(let path, let id):
      "The catalog at \(path) uses the id \"\(id)\" twice; every shelf and book needs its own id."
    case .unknownShelf(let id, let available):
      "There is no shelf \"\(id)\" in the catalog"
        + (available.isEmpty ? "; it has no shelves." : "; try one of: \(available.joined(separator: ", ")).")
    }
  }
}

#if canImport(Foundation)
  import Foundation

  extension CatalogError: LocalizedError {
    /// The same sentence as ``description``, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
  }
#endif
