/// What the first line of a recording says about it: its format and version, and the app and
/// app version that made it.
public struct RecordingHeader: Codable, Equatable, Sendable {
  /// The format's name, always ``Recording/formatName``: tells a recording from other JSON.
  public var format: String
  /// The format version the recording was written in; a reader refuses versions newer than its own.
  public var version: Int
  /// The name of the app that recorded the run.
  public var app: String
  /// The version of the app that recorded the run.
  public var appVersion: String

  /// A header for a recording of `app` at `appVersion`, in the current format.
  public init(app: String, appVersion: String, version: Int = RecordingFormat.version) {
    format = RecordingFormat.name
    self.version = version
    self.app = app
    self.appVersion = appVersion
  }
}
