import Testing

@testable import AppCore

@Suite("The state file's place")
struct StateFileTests {
  func place(_ arguments: [String] = [], _ environment: [String: String]) throws -> AppMain.StateFile {
    AppMain.stateFile(for: try AppOptions.parse(arguments), environment: environment)
  }

  @Test func xdgStateHomeComesFirstThenHome() throws {
    #expect(try place([], ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == .path("/s/swiftrex/state.json"))
    #expect(try place([], ["XDG_STATE_HOME": "/s/", "HOME": "/h"]) == .path("/s/swiftrex/state.json"))
    #expect(try place([], ["HOME": "/h"]) == .path("/h/.local/state/swiftrex/state.json"))
    #expect(try place([], ["HOME": "/h/"]) == .path("/h/.local/state/swiftrex/state.json"))
  }

  @Test func aRelativeOrEmptyXDGStateHomeIsIgnoredAsTheSpecificationSays() throws {
    #expect(
      try place([], ["XDG_STATE_HOME": "rel", "HOME": "/h"]) == .path("/h/.local/state/swiftrex/state.json"))
    #expect(
      try place([], ["XDG_STATE_HOME": "", "HOME": "/h"]) == .path("/h/.local/state/swiftrex/state.json"))
  }

  @Test func flagsWin() throws {
    #expect(try place(["--state-file", "mine.json"], ["HOME": "/h"]) == .path("mine.json"))
    #expect(try place(["--no-persist"], ["HOME": "/h"]) == .none)
  }

  @Test func withNowhereToGoTheAppSaysSoAndGoesOn() throws {
    guard case .unavailable(let message) = try place([], [:]) else {
      Issue.record("expected no place")
      return
    }
    #expect(message.contains("--state-file PATH"))
    #expect(try place(["--state-file", "/x/s.json"], [:]) == .path("/x/s.json"))
  }
}
