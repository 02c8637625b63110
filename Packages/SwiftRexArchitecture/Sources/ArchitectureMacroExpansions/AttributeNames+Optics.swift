import SwiftRexMacroSupport

extension AttributeNames {
  /// The type brings its own optics, or asks for none: the macros stamp no optics on it.
  var handlesItsOwnOptics: Bool {
    ["Prisms", "Lenses", "ApplyOptics", "NoOptics", "ApplyNestedOptics"].contains { contains($0) }
  }
}
