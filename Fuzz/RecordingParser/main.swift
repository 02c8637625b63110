// libFuzzer harness for the recording parser: any bytes either read as a recording whose actions
// are numbered 0, 1, … in order on increasing lines before its final record, or are refused with
// a RecordingError naming a line of the input — never a crash; a recording read is exported as a
// test holding no raw control text, or refused with a reason. Built by Scripts/fuzz.sh against
// the FP, IdentifiedCollections, SwiftRex and SwiftRexRecording modules, compiled from their
// source folders as they are.

import Foundation
import SwiftRexRecording

/// Actions of every shape a recording holds: no payload, a number, text, and a nested value.
enum FuzzAction: Codable, Equatable {
  case increment
  case add(Int)
  case type(String)
  case batch([FuzzAction])
}

/// A state with a number, a list, and an optional nested part.
struct FuzzState: Codable, Equatable {
  var count: Int
  var items: [String]
  var nested: [String: Int]?
}

/// Whether `scalar` is a control character, a line or paragraph separator, or a bidirectional
/// control: what an exported test must only hold escaped.
func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .lineSeparator, .paragraphSeparator: return true
  default:
    return [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
      .contains(scalar.value)
  }
}

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordingParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  let lineCount = max(bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count, 1)
  do {
    let recording = try Recording<FuzzAction, FuzzState>.parse(bytes)
    precondition(bytes.last == UInt8(ascii: "\n"), "a recording without its last line break was accepted")
    precondition(recording.actions.map(\.index) == Array(recording.actions.indices), "actions out of order")
    let lines = recording.actions.map(\.line) + [recording.finalLine]
    precondition(zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }, "lines out of order")
    precondition(recording.header.version <= RecordingFormat.version, "a newer version was accepted")
    // Whatever the recording holds, exporting it as a test either writes a whole file or says why.
    do {
      let source = try TestExport(behavior: "behavior", environment: "()").source(for: recording)
      precondition(source.hasSuffix("}\n"), "an exported test that does not end")
      precondition(source.contains("await store.finish()"), "an exported test that does not finish")
      // Recorded text is written escaped: nothing in the file but "\n" ends a line or a comment,
      // and nothing in it controls a terminal it is printed to.
      precondition(
        source.unicodeScalars.allSatisfy { $0 == "\n" || !isUnsafe($0) },
        "a control character, separator or bidirectional control written as it is")
    } catch {
      precondition(!error.problem.isEmpty, "an export refused without a reason")
    }
  } catch {
    precondition((1...lineCount).contains(error.line), "a refusal naming line \(error.line) of \(lineCount)")
    precondition(!error.problem.isEmpty, "a refusal without a reason")
  }
  return 0
}
