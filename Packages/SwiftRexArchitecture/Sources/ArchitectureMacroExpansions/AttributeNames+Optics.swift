import SwiftRexMacroSupport

extension AttributeNames {
  /// The type brings its own optics, or asks for none: the macros stamp no optics on it. A
  /// `@Destination` enum is among them: it generates its `State` and `Action` with their prisms,
  /// and prisms on the declaration itself would embed into its feature enums, which have no
  /// values (the compiler warns that such code will never be executed).
  var handlesItsOwnOptics: Bool {
    ["Prisms", "Lenses", "ApplyOptics", "NoOptics", "ApplyNestedOptics", "Destination"].contains {
      contains($0)
    }
  }
}
