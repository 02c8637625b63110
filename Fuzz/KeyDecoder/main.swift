// libFuzzer harness for TextUI's raw key decoder. Built by Scripts/fuzz.sh against the TextUI
// module (its internals through `@testable import`).
//
// The first byte of an input picks where the rest is split into reads: bit i % 8 set means a
// read ends after byte i, so 0x00 is one read and 0xFF is byte by byte. Properties checked on
// every input (a violation traps, which libFuzzer reports as a crash):
// - decoding never traps;
// - one read, the chosen reads, and byte by byte (each followed by one flush) give equal keys,
//   since a reader cannot choose how the terminal's bytes are split;
// - no `.character` holds a control (C0, DEL, C1), ESC included, which would act on the terminal
//   if echoed;
// - no `.paste` holds a control other than "\n" and "\t", and none is longer than
//   `KeyDecoder.maximumPasteBytes` in UTF-8;
// - a `.mouse` event names a cell (column and row from 1);
// - the decoded keys, applied to a form with fields, a toggle, a sheet, a pushed page and a list
//   of rows (clicks press a control picked by the event's column, the wheel scrolls), never trap,
//   and the focus is always on a control the frame shows on its frontmost layer; with a
//   viewport (every other input), that control is in sight and the viewport within the frame.

import Observation

@testable import TextUI

@MainActor
@Observable
final class FuzzForm {
  var name = "Ada"
  var secret = ""
  var flag = false
  var showsSheet = false
  var pushed = false
  var rows = Array(0..<40)
}

struct FuzzFormView: View {
  let form: FuzzForm

  var body: some View {
    VStack {
      TextField("Name", text: Binding(get: { form.name }, set: { form.name = $0 }))
      SecureField("Secret", text: Binding(get: { form.secret }, set: { form.secret = $0 }))
      Toggle("Flag", isOn: Binding(get: { form.flag }, set: { form.flag = $0 }))
      Button("Open") { form.showsSheet = true }
      if form.pushed {
        Button("Inner") {}.onExitCommand { form.pushed = false }
      } else {
        Button("Push") { form.pushed = true }
      }
      List(form.rows, id: \.self) { row in
        Button("Row \(row)") { form.rows.removeAll { $0 == row } }
      }
    }
    .sheet(isPresented: Binding(get: { form.showsSheet }, set: { form.showsSheet = $0 })) {
      TextField("In sheet", text: Binding(get: { form.name }, set: { form.name = $0 }))
      Button("Close") { form.showsSheet = false }
    }
  }
}

/// The most keys one input applies to the form, so that a long input stays a fast execution.
private let maximumKeys = 64

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let splits = bytes.first ?? 0
  let input = Array(bytes.dropFirst())

  let whole = decodeInReads(input) { _ in false }
  let split = decodeInReads(input) { index in splits >> UInt8(index % 8) & 1 == 1 }
  let byteByByte = decodeInReads(input) { _ in true }
  precondition(split == whole, "split reads (pattern \(splits)) changed the keys of \(input)")
  precondition(byteByByte == whole, "byte-by-byte reads changed the keys of \(input)")

  for key in whole {
    switch key {
    case .character(let character):
      for scalar in character.unicodeScalars {
        precondition(!isControl(scalar), "a control in a character: \(key)")
      }
    case .paste(let text):
      precondition(text.utf8.count <= KeyDecoder.maximumPasteBytes, "a paste past the cap")
      for scalar in text.unicodeScalars where scalar != "\n" && scalar != "\t" {
        precondition(!isControl(scalar), "a control in a paste: \(text.debugDescription)")
      }
    case .mouse(let event):
      precondition(event.column >= 1 && event.row >= 1, "a mouse event outside the screen: \(event)")
    case .control(let character):
      precondition(
        character.isASCII && character.unicodeScalars.allSatisfy { !isControl($0) },
        "a control chord named by a control: \(key)")
    default:
      break
    }
  }
  applyToForm(whole.prefix(maximumKeys))
  return 0
}

/// Applies `keys` to a fresh form as the terminal driver does (render after each), checking
/// that the focus only ever stands on a reachable control of the frame.
private func applyToForm(_ keys: ArraySlice<Key>) {
  MainActor.assumeIsolated {
    let renderer = ViewRenderer(FuzzFormView(form: FuzzForm()))
    renderer.marksFocusInText = keys.count % 2 == 0
    if keys.count % 2 == 1 { renderer.viewportHeight = 2 + keys.count % 7 }
    renderer.render()
    for key in keys {
      switch key {
      case .mouse(let event) where event.kind == .wheelUp || event.kind == .wheelDown:
        _ = renderer.scroll(by: event.kind == .wheelUp ? -3 : 3)
      case .mouse(let event):
        let controls = renderer.frame.controls
        if !controls.isEmpty { _ = renderer.click(controls[event.column % controls.count].handle) }
      default:
        _ = renderer.perform(key)
      }
      let frame = renderer.render()
      if let focused = renderer.focusedControl {
        let shown = frame.control(focused.handle)
        precondition(shown?.isReachable == true, "the focus is on \(focused), not a reachable control")
        precondition(renderer.isInSight(focused.handle), "the focus is on \(focused), out of sight")
      }
      if let height = renderer.viewportHeight {
        precondition(frame.lines.count <= height, "more lines than the viewport holds")
        precondition(
          renderer.scrollOffset <= max(0, frame.lineCount - height), "the viewport is past the frame's end")
      }
      _ = frame.text(width: 40, styled: true)
      _ = renderer.keyHints
    }
  }
}

/// Decodes `input` in reads that end after each index for which `endsRead` holds, then flushes.
private func decodeInReads(_ input: [UInt8], endsRead: (Int) -> Bool) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  var start = 0
  for index in input.indices where endsRead(index) {
    keys += decoder.decode(input[start...index])
    start = index + 1
  }
  keys += decoder.decode(input[start...])
  return keys + decoder.flush()
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
