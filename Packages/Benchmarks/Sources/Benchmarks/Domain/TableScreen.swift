import Foundation
import Observation
import SwiftRexArchitecture

/// One row of J7's table.
struct TableBook: Identifiable, Hashable, Sendable {
  var id: Int
  var title: String
  var year: Int

  /// `count` books in a fixed pseudo-random order, their titles unsorted: what J7 sorts.
  static func shuffled(_ count: Int) -> [TableBook] {
    var generator = SplitMix64(seed: 0x7AB1_E5)
    return (0..<count).map { id in
      TableBook(id: id, title: "Title \(generator.next() % 1_000_000)", year: 1900 + id % 125)
    }
  }
}

/// J7's data: a title above the table, the table's sort order and selection.
@MainActor
@Observable
final class TableScreenModel {
  var title = ""
  var order: [KeyPathComparator<TableBook>] = []
  var selected: TableBook.ID?
}

/// J7's screen: a title over a `Table` of books in a `ScrollView` 20 lines high.
struct TableScreenView: View {
  let model: TableScreenModel
  let books: [TableBook]

  /// The lines the scroll view shows: the table's header and rule, then its rows.
  static let height = 20

  var body: some View {
    VStack {
      TableScreenTitle(model: model)
      TableScreenTable(model: model, books: books)
    }
  }
}

/// J7's title: reads `title` only, so a change of it re-evaluates this view alone.
struct TableScreenTitle: View {
  let model: TableScreenModel
  var body: some View { Text("Title: \(model.title)") }
}

/// J7's table, sortable by either column, its rows selectable: reads the sort order and the
/// selection, so sorting resolves the table again.
struct TableScreenTable: View {
  let model: TableScreenModel
  let books: [TableBook]

  var body: some View {
    let model = model
    ScrollView {
      Table(
        books, selection: Binding(get: { model.selected }, set: { model.selected = $0 }),
        sortOrder: Binding(get: { model.order }, set: { model.order = $0 })
      ) {
        TableColumn("Title", value: \.title)
        TableColumn("Year", value: \.year) { Text("\($0.year)") }
      }
    }
    .frame(height: TableScreenView.height)
  }
}
