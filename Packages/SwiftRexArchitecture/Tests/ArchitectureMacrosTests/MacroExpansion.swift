import ArchitectureMacroExpansions
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands the architecture macros in `source` the way the compiler would, returning the
/// expanded source and the messages of the diagnostics the macros reported.
///
/// Extension roles are offered the conformance they add, as the compiler does for a type that
/// does not conform yet. Attributes the macros stamp under a module-qualified name
/// (`@FP.Lenses`, `@SwiftRexArchitecture.Tracked`) are left unexpanded, so each test sees exactly
/// what one macro wrote.
func expandArchitecture(_ source: String) -> (source: String, diagnostics: [String]) {
  let specs: [String: MacroSpec] = [
    "Feature": MacroSpec(type: FeatureMacro.self, conformances: ["Feature"]),
    "BoundTo": MacroSpec(type: BoundToMacro.self),
    "Tracked": MacroSpec(type: TrackedMacro.self, conformances: ["TrackedState"]),
    "_TrackedField": MacroSpec(type: TrackedFieldMacro.self),
    "Destination": MacroSpec(type: DestinationMacro.self, conformances: ["HasBehavior"]),
  ]
  return expandMacros(in: source, specs)
}
