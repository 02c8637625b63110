/// How a derived shared value's path is printed in its id.
enum SharedPath {
  /// `keyPath` as the part of an id after the root's: `.title` for `\Book.title`.
  static func describe(_ keyPath: AnyKeyPath) -> String {
    let text = "\(keyPath)"
    guard text.hasPrefix("\\"), let dot = text.firstIndex(of: ".") else { return "[\(text)]" }
    return String(text[dot...])
  }
}
