import SwiftDiagnostics

/// The message of a fix-it the architecture macros offer with a diagnostic: what the edit does,
/// in the words the editor shows next to it.
struct ArchitectureFixIt: FixItMessage {
  let message: String
  let identifier: String

  /// The id the editor groups this fix-it by, in the macros' diagnostic domain.
  var fixItID: MessageID { MessageID(domain: ArchitectureDiagnostic.domain, id: identifier) }

  /// Writes a placeholder type on a tracked property whose type cannot be inferred.
  static func writeType(of name: String) -> ArchitectureFixIt {
    ArchitectureFixIt(message: "write the type of '\(name)'", identifier: "write-tracked-type")
  }
}
