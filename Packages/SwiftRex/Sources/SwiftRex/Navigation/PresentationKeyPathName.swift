/// Names a presentation's key path as the state declares it — `\Desk.State.$alert` — for runtime
/// warnings. `\.$alert` is the projected value of `@Presents`, a computed property, and a key
/// path to a computed property prints as `<computed 0x…>` on Linux.
///
/// The name is found in the state itself: a copy gets a marker presentation written through the
/// key path, and the first stored property (searched through nested structs) holding the marker
/// is the one the key path reaches; its wrapper's storage `_alert` is spelled `$alert`. Warnings
/// only: it mirrors the state, so it is not for hot paths.
@usableFromInline
enum PresentationKeyPathName {
  /// How deep into nested state the search goes.
  private static let depthLimit = 8

  /// `\State.$alert`; the key path's own description when it names its properties already, and a
  /// description from the types when the marker cannot be found.
  @usableFromInline
  static func describe<Global, Local>(
    _ keyPath: WritableKeyPath<Global, PresentationState<Local>>, in state: Global
  ) -> String {
    let text = "\(keyPath)"
    guard text.contains("<computed") else { return text }
    let marker = PresentationIdentity()
    var probe = state
    probe[keyPath: keyPath] = PresentationState(marking: marker)
    guard let path = find(marker, of: Local.self, in: probe, depth: 0) else {
      return "the presentation of \(Local.self) in \(Global.self)"
    }
    return "\\\(Global.self).\(path)"
  }

  private static func find<Local>(
    _ marker: PresentationIdentity, of _: Local.Type, in value: Any, depth: Int
  ) -> String? {
    guard depth < depthLimit else { return nil }
    let mirror = Mirror(reflecting: value)
    // Collections could be large and never hold a `@Presents` property of the state itself.
    if [.collection, .dictionary, .set].contains(mirror.displayStyle) { return nil }
    for child in mirror.children {
      guard let label = child.label else { continue }
      if let presentation = child.value as? PresentationState<Local>, presentation.identity == marker {
        return label.hasPrefix("_") ? "$" + label.dropFirst() : label
      }
      if let inner = find(marker, of: Local.self, in: child.value, depth: depth + 1) {
        return "\(label).\(inner)"
      }
    }
    return nil
  }
}
