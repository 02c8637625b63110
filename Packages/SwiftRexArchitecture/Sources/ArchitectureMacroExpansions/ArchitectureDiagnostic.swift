import SwiftDiagnostics
import SwiftRexMacroSupport

/// A compile-time error raised by the architecture macros. Every message names the problem and
/// what to write instead, because the user sees it in their own source.
struct ArchitectureDiagnostic: MacroDiagnostic {
  static let domain = "ArchitectureMacros"
  let message: String
  let identifier: String

  /// `@Feature` attached to something that is not an enum.
  static func featureNeedsEnum(_ kind: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Feature can only be attached to an enum, the namespace that holds a feature's State, "
        + "Action and behavior(); turn this \(kind) into an enum",
      identifier: "feature-needs-enum")
  }

  /// A required member of a feature is missing.
  static func missing(_ member: String, in feature: String, example: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Feature needs \(member) in '\(feature)'; add it, for example `\(example)`",
      identifier: "missing-\(member.filter(\.isLetter).lowercased())")
  }

  /// A map declared without the type it produces.
  static func mapWithoutType(_ map: String, type: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "'\(map)' maps to a \(type), but the feature declares no '\(type)'; declare the \(type) it "
        + "produces, or remove '\(map)' so the view uses the domain type directly",
      identifier: "\(map.lowercased())-without-\(type.lowercased())")
  }

  /// A distinct view type declared without its map.
  static func typeWithoutMap(_ type: String, map: String, signature: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "'\(type)' is distinct from the domain type, so the view needs '\(map)' to convert; add "
        + "`static let \(map) = Reader<Environment, \(signature)> { env in … }`, or remove '\(type)'",
      identifier: "\(type.lowercased())-without-\(map.lowercased())")
  }

  /// An `Input` without the function that uses it.
  static func inputWithoutInitialState(_ feature: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "'\(feature)' declares an Input, so @Feature cannot seed the state from State(); add "
        + "`static func initialState(with input: Input) -> State`",
      identifier: "input-without-initial-state")
  }

  /// No `Input` and a `State` that has no `init()`.
  static func stateNeedsInit(_ feature: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "'\(feature).State' has no init(), so @Feature cannot generate initialState(with:) from "
        + "State(); give every stored property a default value, or declare an Input and "
        + "`static func initialState(with input: Input) -> State`",
      identifier: "state-needs-init")
  }

  /// A hand-written `view(store:environment:)` with an opaque result.
  static func opaqueHandWrittenView(_ feature: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "'\(feature).view(store:environment:)' is generic over its store, so its `some View` result "
        + "cannot be Feature's Body; return a concrete view type, or declare `typealias Content` and let "
        + "@Feature generate the view",
      identifier: "opaque-hand-written-view")
  }

  /// A `strategy:` that is not a literal case.
  static func strategyNeedsCase(_ macro: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@\(macro) needs `strategy:` spelled as a case the macro can read while compiling: "
        + "`.observationSimple`, `.observationGranular` or `.combineObservable`",
      identifier: "strategy-needs-case")
  }

  /// `@BoundTo` attached to something that is not a struct.
  static func boundToNeedsStruct(_ kind: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@BoundTo injects a stored `viewStore` and can only be attached to a struct view; turn "
        + "this \(kind) into a struct",
      identifier: "bound-to-needs-struct")
  }

  /// `@BoundTo`'s first argument is not `Feature.self`.
  static let boundToNeedsFeatureType = ArchitectureDiagnostic(
    message: "@BoundTo needs the feature as its first argument, written `SomeFeature.self`",
    identifier: "bound-to-needs-feature-type")

  /// `@Tracked` attached to something that is not a struct.
  static func trackedNeedsStruct(_ kind: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Tracked observes a value's fields and can only be attached to a struct; remove it from "
        + "this \(kind)",
      identifier: "tracked-needs-struct")
  }

  /// A `let` in a `@Tracked` struct.
  static func trackedLet(_ name: String, structName: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Tracked on '\(structName)' needs '\(name)' to be a `var`: a `let` cannot report when a "
        + "view reads it, so views would miss its changes",
      identifier: "tracked-let")
  }

  /// A stored property in a `@Tracked` struct whose type is neither written nor readable from its
  /// initial value (`var x = makeThing()`): its private storage must spell a type.
  static func trackedUntyped(_ name: String, structName: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message:
        "@Tracked on '\(structName)' cannot infer the type of '\(name)' from its initial value; write its "
        + "type (`var \(name): SomeType = …`): a tracked property's storage must spell its type",
      identifier: "tracked-untyped")
  }

  /// A stored property with observers or a wrapper in a `@Tracked` struct.
  static func trackedUnsupported(_ name: String, structName: String, reason: String) -> ArchitectureDiagnostic
  {
    ArchitectureDiagnostic(
      message: "@Tracked on '\(structName)' cannot track '\(name)': \(reason)",
      identifier: "tracked-unsupported")
  }

  /// `@Destination` attached to something that is not an enum.
  static func destinationNeedsEnum(_ kind: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Destination can only be attached to an enum whose cases are the destinations "
        + "(`case edit(EditForm)`, `case alert(AlertState<Alert>)`); turn this \(kind) into an enum",
      identifier: "destination-needs-enum")
  }

  /// A `@Destination` enum without a case.
  static func destinationNeedsCases(_ name: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Destination needs at least one case in '\(name)', one per destination, for example "
        + "`case edit(EditForm)` or `case alert(AlertState<Alert>)`",
      identifier: "destination-needs-cases")
  }

  /// A destination case without a payload.
  static func destinationCaseNeedsPayload(_ name: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "destination '\(name)' says nothing about what it presents; give it the feature, alert or "
        + "dialog it shows, for example `case \(name)(EditForm)` or `case \(name)(AlertState<Alert>)`",
      identifier: "destination-case-needs-payload")
  }

  /// A destination case with more than one payload.
  static func destinationCaseHasSeveralPayloads(_ name: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "destination '\(name)' carries several values, but a destination presents exactly one "
        + "feature, alert or dialog; keep one, and move the rest into that feature's State",
      identifier: "destination-case-has-several-payloads")
  }

  /// A destination payload written as a feature's `State` or `Action` instead of the feature.
  static func destinationPayloadIsFeaturePart(_ name: String, feature: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "destination '\(name)' names a part of a feature; write the feature itself, "
        + "`case \(name)(\(feature))`: @Destination takes its State, Action and behavior() from it",
      identifier: "destination-payload-is-feature-part")
  }

  /// A destination payload that is neither a feature nor an alert or a dialog.
  static func destinationPayloadNotAFeature(_ name: String, type: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "destination '\(name)' presents '\(type)', which is neither a feature (a type with State, "
        + "Action and behavior()) nor `AlertState<Action>` / `ConfirmationDialogState<Action>`",
      identifier: "destination-payload-not-a-feature")
  }

  /// A `@Destination` enum that declares a type the macro generates.
  static func destinationDeclaresGenerated(_ type: String, in name: String) -> ArchitectureDiagnostic {
    ArchitectureDiagnostic(
      message: "@Destination generates '\(name).\(type)' from the cases; remove this declaration",
      identifier: "destination-declares-\(type.lowercased())")
  }
}
