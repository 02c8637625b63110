import FPMacroExpansions
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftRexMacroSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands the optics macros in `source` the way the compiler would, returning the expanded
/// source and the diagnostics the macros reported.
///
/// Extension roles are offered `HasCasePrisms`, as the compiler does for a type that does not
/// conform yet; `alreadyConforming` models a type that declares the conformance itself.
func expandOptics(_ source: String, alreadyConforming: Bool = false) -> (
  source: String, diagnostics: [String]
) {
  let conformances: [TypeSyntax] = alreadyConforming ? [] : ["HasCasePrisms"]
  let specs: [String: MacroSpec] = [
    "Prisms": MacroSpec(type: PrismsMacro.self, conformances: conformances),
    "Lenses": MacroSpec(type: LensesMacro.self),
    "ApplyOptics": MacroSpec(type: ApplyOpticsMacro.self),
    "ApplyNestedOptics": MacroSpec(type: ApplyNestedOpticsMacro.self),
    "_ApplyNestedOpticsRelay": MacroSpec(type: ApplyNestedOpticsMacro.self),
    "NoOptics": MacroSpec(type: NoOpticsMacro.self),
  ]
  return expandMacros(in: source, specs)
}

/// How many times `needle` occurs in `haystack`: how tests check that nothing is generated twice.
func occurrences(of needle: String, in haystack: String) -> Int {
  haystack.components(separatedBy: needle).count - 1
}
