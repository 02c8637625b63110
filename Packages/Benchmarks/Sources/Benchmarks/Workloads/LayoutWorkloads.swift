import SwiftRexArchitecture

/// J5 and J6: TextUI's layout. J5.10 and J5.10000 change a title above a `ScrollView` of 10 and
/// of 10,000 rows and render; the scroll view lays out only the rows it shows, which keeps the
/// second within a small factor of the first. J6 changes the innermost text of a layout nested
/// 8 levels deep (stacks, frames, padding, borders) and renders the whole frame.
@MainActor
enum LayoutWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let renders = scale.count(5_000, quick: 300)
    return [
      scrollScreen("J5.10", rows: 10, renders: renders, baselines: ["A-raw"]),
      scrollScreen("J5.10000", rows: 10_000, renders: renders, baselines: ["A-raw", "J5.10"]),
      nested(depth: 8, renders: scale.count(2_000, quick: 100)),
    ]
  }

  /// J5: the title changes, then the frame is rendered (80 columns, no viewport).
  static func scrollScreen(_ name: String, rows: Int, renders: Int, baselines: [String]) -> Workload {
    Workload(
      name, "a title over a ScrollView of \(rows) rows (20 lines high) changed, then renderer.render()",
      actions: renders, baselines: baselines
    ) {
      let model = LayoutScreenModel()
      let renderer = ViewRenderer(ScrollScreenView(model: model, rows: rows))
      renderer.render()
      let shown = min(rows, ScrollScreenView.height)
      let views = Tally("views re-evaluated per render")
      let hole = Blackhole()
      return Trial(tally: views) {
        for index in 0..<renders {
          model.title = "t\(index)"
          hole.consume(renderer.render().lines.count)
          views.add(renderer.lastRenderStatistics.bodiesEvaluated)
        }
      } verify: { expect in
        let text = renderer.frame.text()
        expect.expect(text.hasPrefix("Title: t\(renders - 1)\n"), "the frame shows the last title:\n\(text)")
        expect.expect(hole.sink, equals: renders * (1 + ScrollScreenView.height), "lines of every frame")
        expect.expect(views.count, equals: renders, "only the title's view re-evaluated per render")
        expect.expect(
          renderer.frame.controls.count, equals: shown, "only the rows in sight laid out (their buttons)")
        expect.expect(text.contains("[\(shown)] Row \(shown - 1)"), "the last row in sight is drawn")
      }
    }
  }

  /// J6: the innermost count changes, then the frame, nested `depth` levels deep, is rendered.
  static func nested(depth: Int, renders: Int) -> Workload {
    Workload(
      "J6.nest\(depth)",
      "a layout nested \(depth) deep (stacks, frames, padding, borders): innermost text changed, then render",
      actions: renders, baselines: ["A-raw", "J5.10"]
    ) {
      let model = LayoutScreenModel()
      let renderer = ViewRenderer(NestedLevel(depth: depth, model: model))
      let lines = renderer.render().lines.count
      let views = Tally("views re-evaluated per render")
      let hole = Blackhole()
      return Trial(tally: views) {
        for _ in 0..<renders {
          model.count += 1
          hole.consume(renderer.render().lines.count)
          views.add(renderer.lastRenderStatistics.bodiesEvaluated)
        }
      } verify: { expect in
        let text = renderer.frame.text()
        // Each level adds its title and its box's two edges.
        expect.expect(lines, equals: 3 * depth + 1, "the first frame's lines")
        expect.expect(hole.sink, equals: renders * lines, "every frame as tall as the first")
        expect.expect(text.contains("│ Count: \(renders) │"), "the innermost box shows the count:\n\(text)")
        expect.expect(text.contains("Level \(depth)"), "the outermost level's title")
        expect.expect(views.count, equals: renders, "only the innermost view re-evaluated per render")
      }
    }
  }
}
