import Foundation
import SwiftRexArchitecture

/// J7: TextUI's `Table`. J7.table10 and J7.table10000 change a title above a `ScrollView` holding
/// a table of 10 and of 10,000 rows and render: the table lays out only the rows in sight, which
/// keeps the second within a small factor of the first. J7.sort sorts the 10,000 rows by their
/// title through the table (its sort order written, the frame rendered), J7.sort-raw sorts a copy
/// of the same rows with `Array.sort` by the same key: the table's sort, render included, must stay
/// within a small factor of the plain sort.
@MainActor
enum TableWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let renders = scale.count(5_000, quick: 300)
    let sorts = scale.count(200, quick: 10)
    return [
      tableScreen("J7.table10", rows: 10, renders: renders, baselines: ["A-raw"]),
      tableScreen("J7.table10000", rows: 10_000, renders: renders, baselines: ["A-raw", "J7.table10"]),
      rawSort(sorts: sorts),
      tableSort(sorts: sorts),
    ]
  }

  /// J7.table: the title changes, then the frame is rendered (80 columns, no viewport).
  static func tableScreen(_ name: String, rows: Int, renders: Int, baselines: [String]) -> Workload {
    Workload(
      name, "a title over a Table of \(rows) rows in a ScrollView (20 lines high) changed, then render",
      actions: renders, baselines: baselines
    ) {
      let model = TableScreenModel()
      let renderer = ViewRenderer(TableScreenView(model: model, books: TableBook.shuffled(rows)))
      renderer.render()
      let shown = min(rows, TableScreenView.height - 2)
      let hole = Blackhole()
      return Trial {
        for index in 0..<renders {
          model.title = "t\(index)"
          hole.consume(renderer.render().lines.count)
        }
      } verify: { expect in
        let text = renderer.frame.text()
        expect.expect(text.hasPrefix("Title: t\(renders - 1)\n"), "the frame shows the last title:\n\(text)")
        expect.expect(hole.sink, equals: renders * (1 + TableScreenView.height), "lines of every frame")
        // Two sortable titles, and a control per row in sight.
        expect.expect(renderer.frame.controls.count, equals: 2 + shown, "only the rows in sight laid out")
      }
    }
  }

  /// J7.sort-raw: a copy of the 10,000 rows sorted by title, ascending then descending in turn.
  static func rawSort(sorts: Int) -> Workload {
    Workload(
      "J7.sort-raw", "raw: `Array.sort` of 10,000 rows by their title, ascending and descending in turn",
      actions: sorts, baselines: ["A-raw"]
    ) {
      let books = TableBook.shuffled(10_000)
      let hole = Blackhole()
      var first: [Int] = []
      return Trial {
        for index in 0..<sorts {
          var copy = books
          if index % 2 == 0 {
            copy.sort { $0.title < $1.title }
          } else {
            copy.sort { $0.title > $1.title }
          }
          hole.consume(copy[0].id)
          if index < 2 { first.append(copy[0].id) }
        }
      } verify: { expect in
        let sorted = books.sorted { $0.title < $1.title }
        expect.expect(first.first, equals: sorted.first?.id, "ascending puts the smallest title first")
        expect.expect(hole.reads, equals: sorts, "one read per sort")
      }
    }
  }

  /// J7.sort: the table's sort order set to its Title column, ascending then descending in turn
  /// (what pressing the title does), then the frame rendered: the table sorts its 10,000 rows and
  /// lays out those in sight.
  static func tableSort(sorts: Int) -> Workload {
    Workload(
      "J7.sort",
      "the Table of 10,000 rows sorted by its Title column, ascending and descending in turn, then render",
      actions: sorts, baselines: ["A-raw", "J7.sort-raw"]
    ) {
      let model = TableScreenModel()
      let books = TableBook.shuffled(10_000)
      let renderer = ViewRenderer(TableScreenView(model: model, books: books))
      renderer.render()
      let hole = Blackhole()
      return Trial {
        for index in 0..<sorts {
          model.order = [KeyPathComparator(\TableBook.title, order: index % 2 == 0 ? .forward : .reverse)]
          hole.consume(renderer.render().lines.count)
        }
      } verify: { expect in
        let sorted = books.sorted { $0.title < $1.title }
        let last = sorts % 2 == 1 ? sorted.first : sorted.last
        let firstRow = renderer.frame.text().split(separator: "\n").dropFirst(3).first.map(String.init) ?? ""
        expect.expect(
          firstRow.contains(last?.title ?? "?"), "the first row shown is the last order's first:\n\(firstRow)"
        )
        expect.expect(hole.reads, equals: sorts, "one frame per sort")
      }
    }
  }
}
