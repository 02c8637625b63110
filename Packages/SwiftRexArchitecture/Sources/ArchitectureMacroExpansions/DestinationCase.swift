import SwiftSyntax

/// One case of a `@Destination` enum, read from its single payload: a feature (a type with
/// `State`, `Action` and `behavior()`), or an alert or a confirmation dialog, whose state is the
/// payload itself and whose actions are its buttons' (`AlertState<Alert>` → `Alert`).
struct DestinationCase {
  /// What the case presents.
  enum Kind: Equatable {
    /// A feature, spelled as written (`Editor`, `Forms.Editor`).
    case feature(String)
    /// An alert or a confirmation dialog: its state type as written and its buttons' action type.
    case buttonDriven(state: String, action: String)
  }

  /// The case's name as written, backticks included.
  let name: String
  let kind: Kind
  /// The case's `///` documentation, line by line, repeated on the generated cases.
  var documentation: [String] = []

  /// The type the generated `State` case carries.
  var stateType: String {
    switch kind {
    case .feature(let feature): "\(feature).State"
    case .buttonDriven(let state, _): state
    }
  }

  /// The type the generated `Action` case carries.
  var actionType: String {
    switch kind {
    case .feature(let feature): "\(feature).Action"
    case .buttonDriven(_, let action): action
    }
  }

  /// The states whose buttons' actions a presentation dismisses after.
  static let buttonDrivenStates: Set<String> = ["AlertState", "ConfirmationDialogState"]

  /// Reads `element`, or says what is wrong with it.
  static func read(
    _ element: EnumCaseElementSyntax, documentation: [String] = []
  ) -> Result<DestinationCase, ArchitectureDiagnostic> {
    let name = element.name.text
    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
    guard parameters.count == 1, let type = parameters.first?.type else {
      return .failure(
        parameters.isEmpty ? .destinationCaseNeedsPayload(name) : .destinationCaseHasSeveralPayloads(name))
    }
    if let (base, argument) = genericButtonDrivenState(type) {
      return .success(
        DestinationCase(
          name: name, kind: .buttonDriven(state: base, action: argument), documentation: documentation))
    }
    let written = type.trimmedDescription
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else {
      return .failure(.destinationPayloadNotAFeature(name, type: written))
    }
    if let member = type.as(MemberTypeSyntax.self), ["State", "Action"].contains(member.name.text) {
      return .failure(.destinationPayloadIsFeaturePart(name, feature: member.baseType.trimmedDescription))
    }
    if let last = lastName(of: type), buttonDrivenStates.contains(last) {
      return .failure(.destinationPayloadNotAFeature(name, type: written))
    }
    return .success(DestinationCase(name: name, kind: .feature(written), documentation: documentation))
  }

  /// `AlertState<X>` or `ConfirmationDialogState<X>` (module-qualified or not): the type as
  /// written and `X`.
  private static func genericButtonDrivenState(_ type: TypeSyntax) -> (String, String)? {
    let arguments: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      arguments = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self) {
      arguments = member.genericArgumentClause
    } else {
      return nil
    }
    guard let last = lastName(of: type), buttonDrivenStates.contains(last),
      let arguments, arguments.arguments.count == 1, let argument = arguments.arguments.first
    else { return nil }
    return (type.trimmedDescription, argument.argument.trimmedDescription)
  }

  /// The last component of a named type (`Alert` in `Forms.Alert`).
  private static func lastName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }

  /// The `///` lines before `caseDecl`.
  static func documentation(of caseDecl: EnumCaseDeclSyntax) -> [String] {
    caseDecl.leadingTrivia.compactMap { piece in
      if case .docLineComment(let text) = piece { return text }
      return nil
    }
  }
}
