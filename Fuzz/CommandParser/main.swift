// libFuzzer harness for TextUI's input handling: the command grammar, a renderer applying the
// parsed commands to real controls, and the line wrapper drawing whatever text was typed at a
// width the input picks. Built by Scripts/fuzz.sh against the TextUI module (its internals through
// `@testable import`).
//
// Properties checked on every input (a violation traps, which libFuzzer reports as a crash):
// - parsing never traps and a rejection always carries a message;
// - a parsed handle is positive, and a typed value never contains the line's terminator;
// - every wrapped row is at most the requested width (in display columns) when unstyled; below 4
//   columns a row may be one column wider, since a wide glyph (2 columns) cannot be split.

import Foundation
import Observation

@testable import TextUI

@MainActor
@Observable
final class FuzzModel {
  var name = ""
  var notes = "🙂 wide 漢字"
  var flag = false
  var presses = 0
  var showsSheet = false
}

struct FuzzScreen: View {
  let model: FuzzModel

  var body: some View {
    Form {
      Text("Pressed \(model.presses) times: \(model.name)")
      TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
      TextField("Notes", text: Binding(get: { model.notes }, set: { model.notes = $0 }))
      Toggle("Flag", isOn: Binding(get: { model.flag }, set: { model.flag = $0 }))
      Button("Press") { model.presses += 1 }
      Button("Open") { model.showsSheet = true }
    }
    .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 })) {
      VStack {
        Text("Sheet for \(model.name)")
        Button("Close") { model.showsSheet = false }
      }
    }
  }
}

/// The most lines one input may perform, so that a long input stays a fast execution.
private let maximumLines = 32

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // The first byte picks the terminal width (1...256); the rest is typed, line by line.
  let width = Int(bytes.first ?? 80) + 1
  let input = String(decoding: bytes.dropFirst(), as: UTF8.self)
  MainActor.assumeIsolated {
    let model = FuzzModel()
    let renderer = ViewRenderer(FuzzScreen(model: model))
    renderer.render()
    for line in input.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines) {
      checkParse(String(line))
      switch renderer.perform(line: String(line)) {
      case .rejected(let message): precondition(!message.isEmpty, "a rejection without a message")
      // Only the Ctrl-Z key suspends: no typed command may stop the process.
      case .suspend: preconditionFailure("a typed line asked to suspend: \(line.debugDescription)")
      case .performed, .ignored, .help, .message, .quit: break
      }
      let frame = renderer.render()
      let limit = width < 4 ? width + 1 : width
      // Rows are split on the newline byte, not on Characters: a row ending in "\r" would
      // otherwise fuse with the next row's "\n" into one "\r\n" Character.
      for rowBytes in frame.text(width: width).utf8.split(separator: 10, omittingEmptySubsequences: false) {
        let row = String(decoding: rowBytes, as: UTF8.self)
        precondition(DisplayWidth.of(row) <= limit, "row wider than \(width): \(row.debugDescription)")
      }
      _ = frame.text(width: width, styled: true)
    }
  }
  return 0
}

private func checkParse(_ line: String) {
  do {
    switch try Command(parsing: line) {
    case .press(let handle), .toggle(let handle):
      precondition(handle > 0, "a non-positive handle parsed from \(line.debugDescription)")
    case .type(let handle, let text):
      precondition(handle > 0, "a non-positive handle parsed from \(line.debugDescription)")
      precondition(!text.hasSuffix("\n"), "a typed value kept the line terminator")
    case .pressLabelled(let label):
      precondition(
        label.contains(where: \.isLetter), "a label without a letter parsed from \(line.debugDescription)")
      precondition(
        label.first?.isWhitespace == false && label.last?.isWhitespace == false,
        "a label kept surrounding blanks")
      precondition(!label.hasSuffix("\n"), "a label kept the line terminator")
    case .scroll(let handle, let lines):
      precondition(
        handle.map { $0 > 0 } ?? true, "a non-positive handle parsed from \(line.debugDescription)")
      precondition(lines != 0, "a scroll of no lines parsed from \(line.debugDescription)")
    case .dismiss, .help, .quit: break
    }
  } catch {
    precondition(!error.description.isEmpty, "an error without a message")
  }
}
