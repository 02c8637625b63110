import SwiftRexMacroSupport
import SwiftSyntax

/// The optics attributes written on a declaration, read by their last name component so that
/// module-qualified spellings (`@FP.Prisms`) count too.
struct OpticsAttributes {
  private let names: AttributeNames

  init(of attributes: AttributeListSyntax) {
    names = AttributeNames(of: attributes)
  }

  /// `@Prisms` is written: that macro, not `@ApplyOptics`, generates the enum's prisms.
  var hasPrisms: Bool { names.contains("Prisms") }

  /// `@Lenses` is written: that macro, not `@ApplyOptics`, generates the struct's lenses.
  var hasLenses: Bool { names.contains("Lenses") }

  /// `@ApplyOptics` is written: the type gives itself optics (unless `@Prisms`/`@Lenses` does)
  /// and walks its nested types.
  var hasApplyOptics: Bool { names.contains("ApplyOptics") }

  /// `@NoOptics` is written: optics macros must leave the type and what it nests alone.
  var optsOut: Bool { names.contains("NoOptics") }

  /// The type's own optics come from an attribute of its own, so stamping `@Prisms`/`@Lenses`
  /// would generate them twice.
  var providesOwnOptics: Bool { hasPrisms || hasLenses || hasApplyOptics }

  /// The type walks its nested types itself, so stamping a relay would stamp them twice.
  var walksNestedTypes: Bool {
    hasApplyOptics || names.contains(NestedOptics.relay) || names.contains(NestedOptics.alternateRelay)
  }
}
