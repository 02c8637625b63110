import SwiftSyntax
import SwiftSyntaxMacros

/// `@NoOptics`: a marker that `@ApplyOptics` reads on nested types to leave them alone. It
/// generates nothing itself; it exists as a macro only so the attribute resolves.
public enum NoOpticsMacro: PeerMacro {
  /// Nothing: the attribute is read by the other optics macros.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
