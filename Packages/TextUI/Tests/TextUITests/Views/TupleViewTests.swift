import Testing

@testable import TextUI

/// A tuple's views are resolved where they lie in it, at offsets the layout computes from their
/// sizes and alignments: views of every size and alignment must come out whole and in order.
@MainActor
@Suite struct TupleViewTests {
  /// One byte, aligned to one.
  struct Flag: View {
    let isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
  }

  /// Two bytes, aligned to two.
  struct Short: View {
    let value: UInt16
    var body: some View { Text("short \(value)") }
  }

  /// Sixteen bytes, aligned to eight, after one byte of its own.
  struct Padded: View {
    let tag: UInt8
    let value: Int
    var body: some View { Text("padded \(tag) \(value)") }
  }

  @Test func viewsOfEverySizeAndAlignmentResolveInOrder() {
    let view = VStack {
      Flag(isOn: true)
      Short(value: 513)
      Flag(isOn: false)
      EmptyView()
      Padded(tag: 7, value: -42)
      Text("text")
      Flag(isOn: true)
      Short(value: 65_535)
    }
    #expect(
      renderedText(view) == """
        on
        short 513
        off
        padded 7 -42
        text
        on
        short 65535
        """)
  }

  @Test func anEmptyTupleAndOneOfEmptyViewsDrawNothing() {
    #expect(renderedText(TupleView(())) == "")
    #expect(
      renderedText(
        VStack {
          EmptyView()
          EmptyView()
        }) == "")
  }

  @Test func aButtonAfterASmallViewKeepsItsAction() {
    let pressed = Box(0)
    let view = HStack {
      Flag(isOn: true)
      Button("Count") { pressed.value += 1 }
      Short(value: 1)
    }
    let renderer = ViewRenderer(view)
    #expect(renderer.render().text(width: 40) == "on [1] Count short 1")
    #expect(renderer.perform(line: "press 1") == .performed)
    #expect(pressed.value == 1)
  }

  @Test func nestedTuplesResolveEachLevelInPlace() {
    let view = VStack {
      HStack {
        Flag(isOn: false)
        Text("a").bold()
      }
      VStack {
        Padded(tag: 1, value: 2)
        HStack {
          Short(value: 3)
          Flag(isOn: true)
        }
      }
    }
    #expect(renderedText(view) == "off a\npadded 1 2\nshort 3 on")
  }
}
