import FPMacroExpansions
import SwiftRexMacroSupport

/// The compiler plugin executable for FP's optics macros.
@main
struct FPMacrosPlugin {
  static func main() throws {
    try MacroPlugin.run(
      name: "FPMacros",
      macros: [
        "PrismsMacro": PrismsMacro.self,
        "LensesMacro": LensesMacro.self,
        "ApplyOpticsMacro": ApplyOpticsMacro.self,
        "ApplyNestedOpticsMacro": ApplyNestedOpticsMacro.self,
        "NoOpticsMacro": NoOpticsMacro.self,
      ])
  }
}
