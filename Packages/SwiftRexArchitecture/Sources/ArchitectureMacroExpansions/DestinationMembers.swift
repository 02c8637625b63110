import SwiftRexMacroSupport
import SwiftSyntax

/// The members `@Destination` generates for valid cases: `State` and `Action` with a case per
/// destination, `Environment` unless declared, and `behavior()` unless written by hand.
struct DestinationMembers {
  let enumDecl: EnumDeclSyntax
  let cases: [DestinationCase]

  var declarations: [DeclSyntax] {
    let access = AccessLevel(readingOf: enumDecl.modifiers).memberModifier
    let name = enumDecl.name.text
    var members: [DeclSyntax] = [
      """
      /// What `\(raw: name)` presents: the state of one of its destinations.
      @FP.Prisms
      \(raw: access)enum State: Equatable, Sendable {
      \(raw: caseList(payload: \.stateType))

      \(raw: cases.map { caseAccessor($0, access: access) }.joined(separator: "\n\n"))
      }
      """,
      """
      /// What the destination presented in `\(raw: name)` can do: the actions of its case.
      @FP.Prisms
      \(raw: access)enum Action: Equatable, Sendable {
      \(raw: caseList(payload: \.actionType))
      }
      """,
    ]
    if !declares(type: "Environment") {
      members.append(
        """
        /// What `\(raw: name)`'s destinations depend on: nothing, as the enum declares no `Environment`.
        \(raw: access)typealias Environment = Void
        """)
    }
    if !declaresBehavior {
      members.append(behavior(access: access))
    }
    return members
  }

  /// One `case` line per destination, its payload picked by `payload`.
  private func caseList(payload: KeyPath<DestinationCase, String>) -> String {
    cases.map { destinationCase in
      (destinationCase.documentation.map { "  \($0)\n" }.joined())
        + "  case \(destinationCase.name)(\(destinationCase[keyPath: payload]))"
    }
    .joined(separator: "\n")
  }

  /// The case's state when the destination is that case, written in place — so
  /// `state.destination?.edit?.title = "x"` reads as TCA's does; `@Prisms` keeps it as the case's
  /// key path, now writable. Writing while another case is presented (or `nil`) changes nothing.
  private func caseAccessor(_ destinationCase: DestinationCase, access: String) -> String {
    let name = destinationCase.name
    return """
        /// The `.\(name)` destination's state, `nil` while another one is presented; set it to change \
      that destination in place.
        \(access)var \(name): \(destinationCase.stateType)? {
          get {
            if case .\(name)(let state) = self { return state }
            return nil
          }
          set {
            if case .\(name) = self, let newValue { self = .\(name)(newValue) }
          }
        }
      """
  }

  /// Each feature case's behaviour, lifted into its case; alerts and dialogs need none (the
  /// presentation dismisses them after a button).
  private func behavior(access: String) -> DeclSyntax {
    let lifts = cases.compactMap { destinationCase -> String? in
      guard case .feature(let feature) = destinationCase.kind else { return nil }
      let name = destinationCase.name
      return "    \(feature).behavior().lift(.action(Action.prism.\(name)).state(State.prism.\(name)))"
    }
    let body = lifts.isEmpty ? "  .identity" : "  .combine(\n\(lifts.joined(separator: ",\n"))\n  )"
    return """
      /// Runs the presented destination: each feature case's behaviour while its case is the one \
      presented; alerts and dialogs have no logic of their own.
      \(raw: access)static func behavior() -> SwiftRex.Behavior<Action, State, Environment> {
      \(raw: body)
      }
      """
  }

  private func declares(type: String) -> Bool {
    enumDecl.memberBlock.members.contains { FeatureDeclaration.typeName(of: $0.decl) == type }
  }

  private var declaresBehavior: Bool {
    enumDecl.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "behavior" }
  }
}
