import Testing

@testable import TextUI

/// `ViewThatFits` shows the first view whose ideal width fits in the columns offered.
@MainActor
@Suite struct ViewThatFitsTests {
  struct Adaptive: View {
    let presses: Box<[String]>

    var body: some View {
      ViewThatFits {
        HStack {
          Button("Wide") { presses.value.append("wide") }
          Text("beside")
        }
        .frame(minWidth: 20, alignment: .leading)
        VStack {
          Button("Narrow") { presses.value.append("narrow") }
          Text("below")
        }
      }
    }
  }

  @Test func picksTheFirstViewThatFitsElseTheLast() {
    #expect(laidOutText(Adaptive(presses: Box([])), width: 30) == "[1] Wide beside")
    #expect(laidOutText(Adaptive(presses: Box([])), width: 20) == "[1] Wide beside")
    #expect(laidOutText(Adaptive(presses: Box([])), width: 19) == "[1] Narrow\nbelow")
  }

  struct AlongAxes: View {
    let axes: Axis.Set
    var body: some View {
      ViewThatFits(in: axes) {
        Text("a line too wide for ten columns")
        Text("short")
      }
    }
  }

  @Test func onlyTheHorizontalAxisConstrains() {
    #expect(laidOutText(AlongAxes(axes: .horizontal), width: 10) == "short")
    #expect(laidOutText(AlongAxes(axes: [.horizontal, .vertical]), width: 10) == "short")
    // No height is offered: along the vertical axis alone the first view fits, and wraps.
    #expect(laidOutText(AlongAxes(axes: .vertical), width: 10) == "a line too\nwide for\nten\ncolumns")
    #expect(laidOutText(AlongAxes(axes: .horizontal), width: 40) == "a line too wide for ten columns")
  }

  @Test func onlyTheViewShownHasControls() {
    let presses = Box<[String]>([])
    let renderer = ViewRenderer(Adaptive(presses: presses))
    renderer.width = 10
    let frame = renderer.render()
    #expect(frame.controls.map(\.label) == ["Narrow"])
    #expect(renderer.perform(line: "1") == .performed)
    renderer.width = 40
    renderer.render()
    #expect(renderer.frame.controls.map(\.label) == ["Wide"])
    #expect(renderer.perform(line: "press Wide") == .performed)
    #expect(presses.value == ["narrow", "wide"])
  }

  @Test func textIsMeasuredOnOneLine() {
    let view = ViewThatFits {
      Text("a sentence of thirty columns..")
      Text("short")
    }
    #expect(laidOutText(view, width: 30) == "a sentence of thirty columns..")
    #expect(laidOutText(view, width: 29) == "short")
  }

  @Test func onlyTheViewShownAppears() {
    let appeared = Box<[String]>([])
    let view = ViewThatFits {
      Text("wide one").frame(width: 50).onAppear { appeared.value.append("wide") }
      Text("narrow").onAppear { appeared.value.append("narrow") }
    }
    #expect(laidOutText(view, width: 40) == "narrow")
    #expect(appeared.value == ["narrow"])
  }

  /// A composite view, so the statistics name it when its body is evaluated.
  struct Pane: View {
    let title: String
    var body: some View { Text(title) }
  }

  @Test func aViewPassedOverIsNeverEvaluated() {
    let renderer = ViewRenderer(
      ViewThatFits {
        HStack {
          Pane(title: "wide left")
          Pane(title: "wide right")
        }
        .frame(minWidth: 60, alignment: .leading)
        Pane(title: "narrow")
      })
    renderer.width = 40
    #expect(renderer.render().text() == "narrow")
    #expect(renderer.lastRenderStatistics.evaluatedViews.filter { $0 == "Pane" }.count == 1)
    // Wide enough, the first is shown, its panes evaluated, and the last is never reached.
    renderer.width = 80
    #expect(renderer.render().text() == "wide left wide right")
    #expect(renderer.lastRenderStatistics.evaluatedViews.filter { $0 == "Pane" }.count == 2)
  }

  @Test func aSingleViewIsShownWhetherItFitsOrNot() {
    #expect(laidOutText(ViewThatFits { Text("too wide for it") }, width: 6) == "too\nwide\nfor it")
  }

  @Test func insideAStackItPicksForTheWidthOfTheScreen() {
    let view = HStack {
      Text("left")
      Spacer()
      ViewThatFits {
        Text("right, long").fixedSize()
        Text("r")
      }
    }
    #expect(laidOutText(view, width: 20) == "left     right, long")
  }

  @Test func aListChosenLastKeepsItsRowsLazy() {
    let rows = (0..<10_000).map { Row(id: $0, title: "Row \($0)") }
    let renderer = ViewRenderer(
      ViewThatFits {
        List(rows) { Text($0.title) }.frame(minWidth: 200)
        List(rows) { Text($0.title) }
      })
    renderer.width = 40
    renderer.viewportHeight = 3
    #expect(renderer.render().text() == "Row 0\nRow 1\nRow 2")
    #expect(renderer.cachedRowCount < 100)
  }
}
