import Foundation
import LibraryFeature
import SwiftRexArchitecture
import SwiftRexPersistence
import SwiftRexRecording
@_spi(SwiftRexInternals) import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppMain {
  /// `--replay`: replays the recording at `path` on a fresh store whose effects never run,
  /// prints the final frame, and says whether the run ended in the recorded state. The state
  /// file is never attached, so a replay cannot change what the app saved; `--log` traces the
  /// replayed actions as it would a session's.
  @MainActor
  static func replay(path: String, options: AppOptions) -> Int32 {
    let recording: Recording<AppAction, AppState>
    switch AppRecording.read(path: path) {
    case .success(let read): recording = read
    case .failure(let failure):
      writeError(failure.message)
      return failure.isMissingFile ? fileStatus : dataStatus
    }
    guard let (behavior, logFile) = loggedBehavior(options) else { return fileStatus }
    let environment = liveEnvironment(options, watcher: nil)
    // A replay starts nothing of its own: no subscription (a recorded state may say the catalog
    // is watched or a counter ticks), no effect, no state file.
    let store = Store(
      initial: recording.initialState, behavior: behavior, environment: environment, runsSubscriptions: false)
    let outcome = Replayer.replay(recording, on: store)
    withExtendedLifetime(logFile) {}
    // One plain frame, as `--last-frame` prints it, at the width a session would use.
    // Laid out at that width, not only cut to it: boxes and rules then end at the last column.
    let renderer = ViewRenderer(RootView(store: store, environment: environment))
    let width = TerminalConfiguration.detect().width
    renderer.width = width
    print(renderer.render().text(width: width))
    guard case .diverged(let divergence) = outcome else { return 0 }
    writeError(divergence.description)
    return divergedStatus
  }
}
