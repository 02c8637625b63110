// libFuzzer harness for TextUI's two-dimensional layout: the input describes a view tree (stacks,
// frames, padding, borders, overlays, colours, line limits, forms, grids, scroll views, disabled
// and stateful views, ViewThatFits, sheets, tables, pickers and menus, and the widgets: steppers,
// text editors, progress views, labels, labelled content, disclosure groups and group boxes) over
// text taken from the input itself, a terminal width and a screen height; the tree is rendered
// at that width, its sheets as boxes over a screen that high (below the frame when the height is
// 0), then scrolled a page down and rendered again, and rendered after each of three presses of
// its first control. Built by Scripts/fuzz.sh against the TextUI module (its internals through
// `@testable import`).
//
// Property checked on every input (a violation traps, which libFuzzer reports as a crash): no
// rendered line is wider, in display columns, than the terminal it was rendered for.

import Foundation

@testable import TextUI

/// Reads the input front to back; once it is used up every read answers 0, so any input, however
/// short, describes a whole tree.
struct InputReader {
  private var bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
  }

  mutating func byte() -> UInt8 {
    bytes.popFirst() ?? 0
  }

  /// A length from a few that stress the layout: none, one cell, a screen's worth, the largest
  /// integer, a negative one.
  mutating func length() -> Int {
    [0, 1, 3, 40, 4_096, .max, -1, Int(byte())][Int(byte() % 8)]
  }

  /// Up to 24 bytes of the input as text, invalid UTF-8 repaired: controls, escapes, combining
  /// marks and wide characters come from the corpus and from mutation.
  mutating func text() -> String {
    let count = min(Int(byte() % 25), bytes.count)
    let text = String(decoding: bytes.prefix(count), as: UTF8.self)
    bytes = bytes.dropFirst(count)
    return text
  }
}

/// The most nested levels one input may build, so that a long input stays a fast execution.
private let maximumDepth = 6

/// A view keeping `@State`: a press flips what it shows around its content.
struct Expander: View {
  let content: AnyView
  @State private var isExpanded = true

  var body: some View {
    Button(isExpanded ? "▾" : "▸") { isExpanded.toggle() }
    if isExpanded { content }
  }
}

@MainActor
func view(from input: inout InputReader, depth: Int) -> AnyView {
  let choice = input.byte()
  guard depth < maximumDepth, choice % 24 >= 4 else {
    switch choice % 5 {
    case 0: return AnyView(Spacer(minLength: input.length()))
    case 1: return AnyView(Divider())
    case 2: return AnyView(Button(input.text()) {})
    case 3: return listWidget(from: &input)
    default: return AnyView(Text(input.text()))
    }
  }
  let first = view(from: &input, depth: depth + 1)
  switch choice % 24 {
  case 4:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      HStack(alignment: [.top, .center, .bottom][Int(input.byte() % 3)], spacing: input.length()) {
        first
        second
      })
  case 5:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      VStack(alignment: [.leading, .center, .trailing][Int(input.byte() % 3)], spacing: input.length()) {
        first
        second
      })
  case 6:
    return AnyView(first.frame(width: input.length(), height: input.length(), alignment: .bottomTrailing))
  case 7:
    return AnyView(first.frame(minWidth: input.length(), maxWidth: .infinity, maxHeight: input.length()))
  case 8: return AnyView(first.padding(.leading, input.length()).padding(input.length()))
  case 9: return AnyView(first.fixedSize().layoutPriority(Double(input.length())))
  case 10:
    let style: BorderStyle = [.single, .rounded, .double, .heavy][Int(input.byte() % 4)]
    return AnyView(first.border(style, title: input.text()))
  case 11:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(first.overlay(second, alignment: .bottomTrailing))
  case 12:
    let limit = input.length()
    return AnyView(
      first.lineLimit(limit == .max ? nil : limit).truncationMode(.middle).multilineTextAlignment(.center))
  case 13: return AnyView(first.background(Color(palette: input.length())).foregroundColor(.orange))
  case 14:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      ZStack(alignment: .topTrailing) {
        first
        second
      })
  case 15:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      Form {
        first
        second
      })
  case 16:
    let second = view(from: &input, depth: depth + 1)
    let third = view(from: &input, depth: depth + 1)
    let alignment: Alignment = [.topLeading, .center, .bottomTrailing][Int(input.byte() % 3)]
    return AnyView(
      Grid(alignment: alignment, horizontalSpacing: input.length(), verticalSpacing: input.length()) {
        GridRow {
          first
          second.gridCellColumns(input.length())
        }
        third
        GridRow(alignment: .bottom) {
          ForEach(0..<Int(input.byte() % 4), id: \.self) { Text("\($0)") }
        }
      })
  case 17:
    let axes: Axis.Set = [[.vertical], [.horizontal], [.horizontal, .vertical]][Int(input.byte() % 3)]
    let rows = Int(input.byte())
    return AnyView(
      ScrollView(axes, showsIndicators: input.byte() % 2 == 0) {
        first
        ForEach(0..<rows, id: \.self) { Text("row \($0)") }
      }
      .frame(maxHeight: input.length()))
  case 18:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      VStack {
        first.disabled(input.byte() % 2 == 0)
        second.disabled(false)
      }
      .disabled(input.byte() % 2 == 0))
  case 19:
    return AnyView(Expander(content: first))
  case 20:
    let second = view(from: &input, depth: depth + 1)
    // Every set of axes, and a first view bounded in height, so the rows offered decide too.
    let axes: [Axis.Set] = [[.horizontal, .vertical], .horizontal, .vertical, []]
    return AnyView(
      ViewThatFits(in: axes[Int(input.byte()) % axes.count]) {
        first.frame(minWidth: input.length(), minHeight: input.length())
        second
      }
      .frame(maxHeight: input.length()))
  case 21:
    let second = view(from: &input, depth: depth + 1)
    let title = input.text()
    return AnyView(first.sheet(isPresented: .constant(true)) { second.navigationTitle(title) })
  case 22:
    return widget(from: &input, around: first)
  default:
    let second = view(from: &input, depth: depth + 1)
    return AnyView(
      HStack {
        ScrollView {
          first
        }
        .frame(height: input.length())
        GridRow {
          second
        }
      })
  }
}

/// One of the widgets of issue #39 around `content`, over values from the input: bounds hit,
/// out of range, NaN and infinite; text with controls, wide characters and line breaks.
@MainActor
func widget(from input: inout InputReader, around content: AnyView) -> AnyView {
  let number = [0, 1, -1, 3, 1e300, -.infinity, .infinity, .nan][Int(input.byte() % 8)]
  let text = input.text()
  switch input.byte() % 7 {
  case 0:
    let bound = input.length()
    return AnyView(
      Stepper(text, value: .constant(input.length()), in: min(0, bound)...max(0, bound), step: input.length())
    )
  case 1:
    let editor = TextEditor(text: .constant(text + "\n" + input.text()))
    let height = input.length()
    return AnyView(
      VStack {
        editor.frame(height: height)
        content
      })
  case 2:
    return AnyView(
      VStack {
        ProgressView(text, value: number, total: [1, 0, .nan][Int(input.byte() % 3)])
        ProgressView(text)
        content
      })
  case 3:
    return AnyView(
      Label {
        content
      } icon: {
        Label(text, systemImage: input.text())
      })
  case 4:
    return AnyView(
      LabeledContent {
        content
      } label: {
        Text(text)
      })
  case 5: return AnyView(DisclosureGroup(text, isExpanded: .constant(input.byte() % 2 == 0)) { content })
  default: return AnyView(GroupBox(text) { content })
  }
}

/// A row of the widgets' data: its id, and text from the input.
struct FuzzRow: Identifiable {
  let id: Int
  let text: String
}

/// A table, a picker or a menu over text from the input: no rows, one, up to 31 or 300 (a
/// million is a unit test's: here it would slow every execution), column widths from the input
/// (none, negative, the largest integer), sorted and selected or not.
@MainActor
func listWidget(from input: inout InputReader) -> AnyView {
  let kind = input.byte()
  let text = input.text()
  let count = [0, 1, Int(input.byte() % 32), 300][Int(input.byte() % 4)]
  let rows = (0..<count).map { FuzzRow(id: $0 % 7, text: $0 % 3 == 0 ? text : "\(text)\($0)") }
  let order: [KeyPathComparator<FuzzRow>] =
    switch input.byte() % 3 {
    case 0: []
    case 1: [KeyPathComparator(\FuzzRow.text, order: .reverse)]
    default: [KeyPathComparator(\FuzzRow.id), KeyPathComparator(\FuzzRow.text)]
    }
  switch kind % 4 {
  case 0:
    let width = input.length()
    let maximum = input.length()
    return AnyView(
      Table(rows, selection: .constant(Optional(1)), sortOrder: .constant(order)) {
        TableColumn(text, value: \.text).width(width)
        TableColumn("#", value: \.id) { Text("\($0.id)") }.width(min: width, ideal: maximum, max: maximum)
      })
  case 1:
    return AnyView(
      Table(rows) {
        TableColumn(text) { Text($0.text) }
      })
  case 2:
    let style: PickerStyle = [.menu, .segmented, .inline][Int(input.byte() % 3)]
    return AnyView(
      Picker(text, selection: .constant(1)) {
        ForEach(rows.prefix(20)) { Text($0.text).tag($0.id) }
      }
      .pickerStyle(style))
  default:
    return AnyView(
      Menu(text) {
        ForEach(rows.prefix(20)) { row in Button(row.text) {} }
        Button(text) {}
      })
  }
}

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The first two bytes pick the terminal width, 0...511: from none at all to wider than most
  // terminals, past the widths where text starts to wrap. The third picks the screen's height,
  // 0...255: none (sheets below the frame), one row, a few, more than any terminal has.
  let width = Int(bytes.first ?? 80) << 1 | Int(bytes.dropFirst().first ?? 0) & 1
  let height = Int(bytes.dropFirst(2).first ?? 0)
  MainActor.assumeIsolated {
    var input = InputReader(bytes.dropFirst(3))
    let renderer = ViewRenderer(view(from: &input, depth: 0))
    renderer.width = width
    if height > 0 {
      renderer.viewportHeight = height
      renderer.overlaysModals = true
    }
    let limit = TerminalConfiguration.clamp(width: width)
    // A second frame after a page down (a scroll view scrolled) and pressing the first control;
    // then two more presses, each rendered: a view a press changes twice is spliced into the
    // last frame the second time, if its lines keep their shape.
    var frames = [renderer.render().text(width: width)]
    _ = renderer.perform(Key.pageDown)
    _ = renderer.perform(line: "1")
    frames.append(renderer.render().text(width: width))
    for _ in 0..<2 {
      _ = renderer.perform(line: "1")
      frames.append(renderer.render().text(width: width))
    }
    for text in frames {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard DisplayWidth.of(line) <= limit else {
          fatalError(
            "a line of \(DisplayWidth.of(line)) columns at width \(width) (\(limit) after clamping): \(line.debugDescription)"
          )
        }
      }
    }
  }
  return 0
}
