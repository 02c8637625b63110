import Testing

@testable import TextUI

/// `ViewThatFits` shows the first view whose ideal size fits along its axes in the room offered:
/// the columns, and the rows of the screen or of an enclosing frame.
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

  // MARK: - Heights

  /// Five lines, or their count when they do not fit.
  struct Summarised: View {
    let axes: Axis.Set
    var body: some View {
      ViewThatFits(in: axes) {
        VStack { ForEach(1...5, id: \.self) { Text("line \($0)") } }
        Text("5 lines")
      }
    }
  }

  private func text(_ view: some View, width: Int = 20, rows: Int?) -> String {
    let renderer = ViewRenderer(view)
    renderer.width = width
    renderer.viewportHeight = rows
    return renderer.render().text()
  }

  @Test func alongTheVerticalAxisTheRowsOfTheScreenDecide() {
    #expect(text(Summarised(axes: .vertical), rows: 4) == "5 lines")
    #expect(text(Summarised(axes: .vertical), rows: 5) == "line 1\nline 2\nline 3\nline 4\nline 5")
    // Both axes: the lines are narrow enough, but too many.
    #expect(text(Summarised(axes: [.horizontal, .vertical]), rows: 4) == "5 lines")
    // Only the columns checked: the rows do not count.
    #expect(text(Summarised(axes: .horizontal), rows: 4) == "line 1\nline 2\nline 3\nline 4")
  }

  @Test func alongTheVerticalAxisAloneAViewIsOfferedTheColumnsAndWraps() {
    // Wrapped in ten columns the first takes four rows: it fits in five, not in three.
    #expect(text(AlongAxes(axes: .vertical), width: 10, rows: 5) == "a line too\nwide for\nten\ncolumns")
    #expect(text(AlongAxes(axes: .vertical), width: 10, rows: 3) == "short")
  }

  @Test func aFrameOfFixedOrBoundedHeightOffersItsRows() {
    // No viewport: only the frame offers a height.
    #expect(
      text(Summarised(axes: .vertical).frame(height: 2, alignment: .topLeading), rows: nil).hasPrefix(
        "5 lines"))
    #expect(
      text(Summarised(axes: .vertical).frame(height: 6, alignment: .topLeading), rows: nil)
        .hasPrefix("line 1\nline 2\nline 3\nline 4\nline 5"))
    #expect(text(Summarised(axes: .vertical).frame(maxHeight: 3), rows: 40).hasPrefix("5 lines"))
  }

  @Test func boxesAndPaddingTakeTheirRows() {
    // Seven rows less the box's two edges leave the five lines room; six do not.
    #expect(text(Summarised(axes: .vertical).border(), rows: 7).contains("line 5"))
    #expect(text(Summarised(axes: .vertical).border(), rows: 6).contains("5 lines"))
    #expect(text(Summarised(axes: .vertical).padding(.vertical, 1), rows: 6).contains("5 lines"))
  }

  @Test func inAScrollViewNoHeightIsOfferedSoTheFirstFits() {
    let view = ScrollView { Summarised(axes: .vertical) }.frame(height: 3)
    let shown = text(view, rows: 3)
    #expect(shown.hasPrefix("line 1") && !shown.contains("5 lines"), "\(shown)")
  }

  @Test func theViewShownFollowsTheRowsFromRenderToRender() {
    // `Summarised` is a composite view whose lines the renderer keeps: they hold for the rows
    // they were chosen in only.
    let renderer = ViewRenderer(Summarised(axes: .vertical))
    renderer.width = 20
    renderer.viewportHeight = 5
    #expect(renderer.render().text().hasPrefix("line 1"))
    renderer.viewportHeight = 4
    #expect(renderer.render().text() == "5 lines")
    renderer.viewportHeight = 6
    #expect(renderer.render().text().hasPrefix("line 1"))
  }
}
