import AppCatalog
import Foundation
import SwiftRexRecording

/// How the app records its runs (`--record`) and reads them back (`--replay`).
///
/// ``AppAction`` and ``AppState``, and the feature types inside them, are `Codable` by explicit
/// conformances each package declares next to its types; nothing else in the app needs them.
/// No screen of the app holds secure text, so nothing is redacted: a feature that adds a
/// `SecureField` passes `redactAction`/`redactState` to the recorder here.
public enum AppRecording {
  /// The app's name in a recording's header.
  public static let appName = "swiftrex"
  /// The app's version in a recording's header.
  public static let appVersion = "1.0"
  /// The largest recording read, in bytes.
  static let maximumSize = 1 << 30

  /// Why a recording could not be read, as the sentence to print.
  struct ReadFailure: Error {
    var message: String
    /// Whether the file could not be opened at all, rather than read and refused.
    var isMissingFile: Bool
  }

  /// A recorder of the app's store writing to `writer`; problems go to `report`, once.
  @MainActor
  public static func recorder(writing writer: RecordingWriter, report: @escaping @MainActor (String) -> Void)
    -> Recorder<AppAction, AppState>
  {
    Recorder(writer: writer, app: appName, appVersion: appVersion, report: report)
  }

  /// The recording at `path`, or why it cannot be replayed (naming the line at fault).
  static func read(path: String) -> Result<Recording<AppAction, AppState>, ReadFailure> {
    let data: Data
    do {
      data = try InputFile.read(path: path, limit: maximumSize)
    } catch {
      let reason =
        switch error {
        case .missing: "there is no such file"
        case .folder: "it is a folder, not a file"
        case .tooLarge: "it is larger than \(maximumSize) bytes"
        case .unreadable(let reason): reason
        }
      return .failure(ReadFailure(message: "Cannot replay \(path): \(reason).", isMissingFile: true))
    }
    do {
      return .success(try Recording<AppAction, AppState>.parse(data))
    } catch {
      return .failure(ReadFailure(message: "Cannot replay \(path): \(error).", isMissingFile: false))
    }
  }
}
