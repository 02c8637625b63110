import SwiftDiagnostics
import SwiftRexMacroSupport
import SwiftSyntax

/// A compile-time error raised by the optics macros. Every message names the problem and what to
/// write instead, because the user sees it in their own source, not in generated code.
struct OpticsDiagnostic: MacroDiagnostic {
  static let domain = "FPMacros"
  let message: String
  let identifier: String

  /// `@Prisms` attached to something that is not an enum.
  static func prismsNeedsEnum(_ kind: DeclarationKind) -> OpticsDiagnostic {
    let advice =
      switch kind {
      case .struct(let name):
        "'\(name)' is a struct: use @Lenses for a lens per stored property, or @ApplyOptics to pick the right macro"
      default:
        "remove @Prisms from this \(kind.description), or turn it into an enum"
      }
    return OpticsDiagnostic(
      message: "@Prisms generates a prism per enum case and can only be attached to an enum; \(advice)",
      identifier: "prisms-needs-enum")
  }

  /// `@Lenses` attached to something that is not a struct.
  static func lensesNeedsStruct(_ kind: DeclarationKind) -> OpticsDiagnostic {
    let advice =
      switch kind {
      case .enum(let name):
        "'\(name)' is an enum: use @Prisms for a prism per case, or @ApplyOptics to pick the right macro"
      case .class, .actor:
        "a \(kind.description) is a reference, so write through a ReferenceWritableKeyPath instead, "
          + "or make it a struct"
      default:
        "remove @Lenses from this \(kind.description), or turn it into a struct"
      }
    return OpticsDiagnostic(
      message: "@Lenses generates a lens per stored property and can only be attached to a struct; \(advice)",
      identifier: "lenses-needs-struct")
  }

  /// `@ApplyOptics` or `@ApplyNestedOptics` attached to something that has no optics.
  static func applyOpticsNeedsValueType(_ kind: DeclarationKind, macro: String = "ApplyOptics")
    -> OpticsDiagnostic
  {
    OpticsDiagnostic(
      message: "@\(macro) can only be attached to a struct, an enum or an extension; remove it from this "
        + "\(kind.description), or attach it to the struct or enum types you want optics for",
      identifier: "apply-optics-needs-value-type")
  }

  /// `recursively:` given something other than a literal.
  static let recursivelyNeedsLiteral = OpticsDiagnostic(
    message:
      "@ApplyOptics(recursively:) needs a literal `true` or `false`: the macro reads it while compiling",
    identifier: "recursively-needs-literal")

  /// Two cases whose base names are the same cannot share `Action.prism.<name>` and `\Action.<name>`.
  static func overloadedCase(_ name: String, first: String, second: String) -> OpticsDiagnostic {
    OpticsDiagnostic(
      message: "cases '\(first)' and '\(second)' share the base name '\(name)', so @Prisms cannot give each "
        + "its own prism and case key path; rename one of them",
      identifier: "overloaded-case")
  }

  /// A case whose name collides with a member @Prisms generates.
  static func reservedCaseName(_ name: String) -> OpticsDiagnostic {
    OpticsDiagnostic(
      message:
        "a case named '\(name)' collides with the static '\(name)' that @Prisms generates; rename the case",
      identifier: "reserved-case-name")
  }

  /// A stored property whose type cannot be read from its declaration.
  static func untypedProperty(_ name: String) -> OpticsDiagnostic {
    OpticsDiagnostic(
      message: "@Lenses cannot infer the type of '\(name)' from its initial value; write its type "
        + "(`var \(name): SomeType = …`)",
      identifier: "untyped-property")
  }
}
