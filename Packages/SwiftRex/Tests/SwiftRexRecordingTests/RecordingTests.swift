import Foundation
import SwiftRexRecording
import Testing

@MainActor
@Suite struct RecordingTests {
  private func recorded() async throws -> String {
    let data = try await recordVault { store in
      store.dispatch(.increment)
      store.dispatch(.increment)
    }
    return String(decoding: data, as: UTF8.self)
  }

  private func refusal(_ text: String) -> RecordingError? {
    do {
      _ = try Recording<VaultAction, VaultState>.parse(Data(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test func anEmptyFileHasNoHeader() {
    #expect(refusal("") == RecordingError(line: 1, problem: "the recording is empty: it has no header"))
  }

  @Test func aLineCutOffIsTruncation() async throws {
    let text = try await recorded()
    let error = refusal(String(text.dropLast(10)))
    #expect(error?.line == 4)
    #expect(error?.problem.contains("truncated") == true)
  }

  @Test func aMissingFinalRecordIsTruncation() async throws {
    let kept = lines(try await recorded()).dropLast().joined(separator: "\n") + "\n"
    let error = refusal(kept)
    #expect(error?.line == 3)
    #expect(error?.problem.contains("without its final record") == true)
  }

  @Test func badJSONNamesItsLine() async throws {
    var edited = lines(try await recorded())
    edited[1] = "{not json"
    #expect(
      refusal(edited.joined(separator: "\n") + "\n") == RecordingError(line: 2, problem: "not valid JSON"))
  }

  @Test func aCauseThatIsNoEarlierActionIsRefused() async throws {
    let data = try await recordVault { store in
      store.dispatch(.echo)
    }
    let text = String(decoding: data, as: UTF8.self)
    // Line 3 holds action 1, the echo's answer: its cause is action 0.
    #expect(text.contains(#""cause":0"#))
    for cause in ["-1", "1", "9223372036854775807"] {
      #expect(
        refusal(text.replacingOccurrences(of: #""cause":0"#, with: #""cause":"# + cause))
          == RecordingError(
            line: 3, problem: "its cause, action \(cause), is not an action before it (0 to 0)"))
    }
  }

  @Test func JSONNestedTooDeepIsSaidToBeTooDeep() async throws {
    var edited = lines(try await recorded())
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    // Brackets inside a string do not count.
    edited[1] = ##"{"kind":"action","x":"[[{\"","deep":"## + deep + "}"
    #expect(
      refusal(edited.joined(separator: "\n") + "\n")
        == RecordingError(
          line: 2,
          problem:
            "its JSON is nested 601 levels deep, deeper than the 512 levels a line of a recording may have"))
    // Not deep, only broken: still "not valid JSON".
    edited[1] = "[[[[" + #"{"kind":"# + "]]]]"
    #expect(
      refusal(edited.joined(separator: "\n") + "\n") == RecordingError(line: 2, problem: "not valid JSON"))
  }

  @Test func recordedTextInAProblemIsPrintedOnOneLineWithoutControls() async throws {
    let text = try await recorded()
    let forged = text.replacingOccurrences(
      of: #""kind":"action""#, with: #""kind":"x\nline 9: all is well\u001b[2J\u009b2J""#)
    let error = try #require(refusal(forged))
    #expect(error.problem.contains("\n"))
    #expect(
      error.description == #"line 2: an unknown kind of line, "x\u{a}line 9: all is well\u{1b}[2J\u{9b}2J""#)
  }

  @Test func aNewerVersionIsRefusedAsNewer() async throws {
    let text = try await recorded().replacingOccurrences(of: #""version":1"#, with: #""version":9"#)
    let error = refusal(text)
    #expect(error?.line == 1)
    #expect(error?.problem.contains("format version 9, newer than this app reads (1)") == true)
  }

  @Test func otherJSONIsNotARecording() {
    #expect(
      refusal("{\"kind\":\"header\"}\n")
        == RecordingError(line: 1, problem: "not a SwiftRex recording: the first line is not its header"))
    #expect(refusal("[1,2]\n")?.problem.contains("is not of the expected type") == true)
  }

  @Test func aWrongTypeNamesTheField() async throws {
    let text = try await recorded().replacingOccurrences(
      of: #""initialState":{"count":0"#, with: #""initialState":{"count":"zero""#)
    let error = refusal(text)
    #expect(error?.line == 1)
    #expect(error?.problem.contains("\"initialState.count\"") == true)
  }

  @Test func aMissingFieldNamesTheField() async throws {
    var edited = lines(try await recorded())
    edited[2] = edited[2].replacingOccurrences(of: #""source":"#, with: #""origin":"#)
    let error = refusal(edited.joined(separator: "\n") + "\n")
    #expect(error == RecordingError(line: 3, problem: "\"source\" is missing"))
  }

  @Test func aRemovedActionLineIsFound() async throws {
    var edited = lines(try await recorded())
    edited.remove(at: 1)
    let error = refusal(edited.joined(separator: "\n") + "\n")
    #expect(error?.line == 2)
    #expect(error?.problem.contains("action number 1 where 0 was expected") == true)
  }

  @Test func anUnknownActionIsRefused() async throws {
    let text = try await recorded().replacingOccurrences(
      of: #""action":{"increment":{}}"#, with: #""action":{"explode":{}}"#)
    let error = refusal(text)
    #expect(error?.line == 2)
    #expect(error?.problem.contains("\"action\"") == true)
  }

  @Test func aLineAfterTheFinalRecordIsRefused() async throws {
    let text = try await recorded() + "{\"kind\":\"action\"}\n"
    #expect(refusal(text) == RecordingError(line: 5, problem: "a line after the final record (line 4)"))
  }

  @Test func aFinalRecordWithTheWrongCountIsRefused() async throws {
    let text = try await recorded().replacingOccurrences(
      of: #"{"count":2,"#, with: #"{"count":3,"#)
    let error = refusal(text)
    #expect(error?.line == 4)
    #expect(error?.problem.contains("counts 3 actions, but 2 came before it") == true)
  }
}
