import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands `macros` in `source` the way the compiler would, for macro tests (the toolchain ships
/// no SwiftSyntaxMacrosTestSupport).
///
/// Attributes not in `macros` are left unexpanded, so a test sees exactly what the macros under
/// test wrote.
///
/// - Parameters:
///   - source: The code as a user writes it.
///   - macros: The macros to expand, by attribute name.
/// - Returns: The expanded source, trimmed, and the messages of the diagnostics the macros
///   reported, in order.
public func expandMacros(in source: String, _ macros: [String: MacroSpec]) -> (
  source: String, diagnostics: [String]
) {
  let shared = BasicMacroExpansionContext()
  let expanded = Parser.parse(source: source).expand(
    macroSpecs: macros,
    contextGenerator: {
      BasicMacroExpansionContext(sharingWith: shared, lexicalContext: $0.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2))
  return (
    expanded.description.trimmingCharacters(in: .whitespacesAndNewlines), shared.diagnostics.map(\.message)
  )
}
