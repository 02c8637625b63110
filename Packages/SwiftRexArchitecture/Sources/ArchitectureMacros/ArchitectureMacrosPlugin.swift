import ArchitectureMacroExpansions
import SwiftRexMacroSupport

/// The compiler plugin executable for the architecture macros.
@main
struct ArchitectureMacrosPlugin {
  static func main() throws {
    try MacroPlugin.run(
      name: "ArchitectureMacros",
      macros: [
        "FeatureMacro": FeatureMacro.self,
        "BoundToMacro": BoundToMacro.self,
        "TrackedMacro": TrackedMacro.self,
        "TrackedFieldMacro": TrackedFieldMacro.self,
        "DestinationMacro": DestinationMacro.self,
      ])
  }
}
