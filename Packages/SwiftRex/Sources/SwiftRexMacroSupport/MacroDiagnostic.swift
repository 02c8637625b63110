import SwiftDiagnostics

/// A compile-time error a SwiftRex macro reports in the user's own source.
///
/// Conforming types give each message an identifier and name their ``domain``; the diagnostic id
/// and the error severity follow from those, the same way for every plugin. Messages should name
/// the problem and what to write instead.
public protocol MacroDiagnostic: DiagnosticMessage, Error {
  /// The plugin's name, the domain of every diagnostic id it reports.
  static var domain: String { get }
  /// A short, stable name for this kind of diagnostic, unique within ``domain``.
  var identifier: String { get }
}

extension MacroDiagnostic {
  /// The id the compiler shows: ``domain`` and ``identifier``.
  public var diagnosticID: MessageID { MessageID(domain: Self.domain, id: identifier) }
  /// Every macro diagnostic is an error: a macro that cannot expand as written must stop the build.
  public var severity: DiagnosticSeverity { .error }
}
