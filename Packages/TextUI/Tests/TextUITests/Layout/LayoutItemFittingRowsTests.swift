import Observation
import Testing

@testable import TextUI

/// A line item wraps its lines once for every width they fit in (`LayoutItem.sharesFittingRows`):
/// random nested layouts, their texts changed and their widths too, draw the same frames with
/// that sharing as a fresh renderer draws without it.
@MainActor
@Suite struct LayoutItemFittingRowsTests {
  @MainActor
  @Observable
  final class Texts {
    var values: [String]

    init(count: Int) {
      values = Array(repeating: "", count: count)
    }
  }

  /// A text read from the model: a node of its own, re-evaluated alone when its value changes.
  struct Leaf: View {
    let texts: Texts
    let index: Int
    var body: some View { Text(texts.values[index]) }
  }

  /// Texts whose widths straddle the widths offered, and hostile ones.
  nonisolated static let strings =
    ["", "a", "Level 8", "Count: 12345", "two words here", "日本語", "tab\there\r\nnext", "e\u{301}x"]
    + LayoutItemTests.hostileStrings

  private func randomView(_ generator: inout SplitMix, texts: Texts, depth: Int, leaves: inout Int) -> AnyView
  {
    let length = [0, 1, 2, 5, 12, .max][Int(generator.next() % 6)]
    guard depth > 0 else {
      switch generator.next() % 5 {
      case 0: return AnyView(Spacer(minLength: length == .max ? 0 : length))
      case 1: return AnyView(Text(Self.strings[Int(generator.next() % UInt64(Self.strings.count))]))
      default:
        leaves += 1
        return AnyView(Leaf(texts: texts, index: (leaves - 1) % texts.values.count))
      }
    }
    let first = randomView(&generator, texts: texts, depth: depth - 1, leaves: &leaves)
    let second = randomView(&generator, texts: texts, depth: depth - 1, leaves: &leaves)
    switch generator.next() % 10 {
    case 0:
      return AnyView(
        HStack(alignment: .center, spacing: length == .max ? 1 : length) {
          first
          second
        })
    case 1:
      return AnyView(
        VStack(alignment: .center) {
          first
          second
        })
    case 2: return AnyView(first.frame(width: length, alignment: .trailing))
    case 3: return AnyView(first.frame(minWidth: length, maxWidth: .infinity, alignment: .leading))
    case 4: return AnyView(first.padding(.horizontal, length == .max ? 3 : length))
    case 5: return AnyView(first.border(.rounded))
    case 6:
      return AnyView(
        Grid {
          GridRow {
            first
            second
          }
        })
    case 7: return AnyView(first.fixedSize())
    case 8: return AnyView(first.lineLimit(1))
    default:
      return AnyView(
        HStack {
          first
          Spacer()
          second
        })
    }
  }

  /// The frame `view` draws at `width`, fresh, its lines wrapped once per width offered.
  private func freshFrame(_ view: some View, width: Int) -> String {
    LayoutItem.sharesFittingRows = false
    defer { LayoutItem.sharesFittingRows = true }
    let renderer = ViewRenderer(view)
    renderer.width = width
    return renderer.render().text(width: width)
  }

  @Test func sharedRowsDrawWhatRowsWrappedPerWidthDraw() {
    var generator = SplitMix(seed: 0x41_19)
    for tree in 0..<60 {
      let texts = Texts(count: 3)
      var leaves = 0
      let view = randomView(&generator, texts: texts, depth: 1 + Int(generator.next() % 4), leaves: &leaves)
      let renderer = ViewRenderer(view)
      for step in 0..<12 {
        if generator.next() % 2 == 0 {
          let index = Int(generator.next() % UInt64(texts.values.count))
          texts.values[index] = Self.strings[Int(generator.next() % UInt64(Self.strings.count))]
        } else {
          renderer.width = [1, 3, 7, 12, 20, 33, 80][Int(generator.next() % 7)]
        }
        let drawn = renderer.render().text(width: renderer.width)
        #expect(
          drawn == freshFrame(view, width: renderer.width), "tree \(tree), step \(step) at \(renderer.width)")
      }
    }
  }

  @Test func aTextOfferedManyWidthsIsWrappedOnceForThoseItFitsIn() {
    let item = LayoutItem(
      .lines(
        [FrameLine(content: [Span("Level 8")], layer: 0)], fillsWidth: false, text: TextLayout(),
        relayout: nil)
    )
    for width in [7, 8, 40, ProposedSize.limit] {
      #expect(item.size(for: ProposedSize(width: width, height: nil)) == Size(width: 7, height: 1))
    }
    #expect(item.size(for: ProposedSize(width: nil, height: nil)) == Size(width: 7, height: 1))
    #expect(item.size(for: ProposedSize(width: 6, height: nil)) == Size(width: 5, height: 2))
    #expect(item.wrappedWidths == 2)
  }
}
