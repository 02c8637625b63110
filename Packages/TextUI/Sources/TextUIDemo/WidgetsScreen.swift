import Foundation
import Observation
import TextUI

/// What `TextUIDemo --tables` shows and changes: a shelf picked, books sorted and one selected.
@MainActor
@Observable
final class WidgetsModel {
  var shelf = "fiction"
  var order: [KeyPathComparator<DemoBook>] = []
  var selected: DemoBook.ID?
  var lastAction = "none"
  let books = [
    DemoBook(id: 1, title: "Dune", year: 1965),
    DemoBook(id: 2, title: "Neuromancer", year: 1984),
    DemoBook(id: 3, title: "Foundation", year: 1951),
  ]
}

/// One row of the widgets screen's table.
struct DemoBook: Identifiable, Hashable {
  var id: Int
  var title: String
  var year: Int
}

/// `TextUIDemo --tables`: a picker, a menu and a sortable, selectable table, with a status line
/// saying what they changed, for the pseudo-terminal tests of those widgets.
struct WidgetsScreen: View {
  let model: WidgetsModel

  var body: some View {
    let model = model
    VStack {
      Text(
        "Shelf: \(model.shelf) · Selected: \(model.selected.map(String.init) ?? "none") · Action: \(model.lastAction)"
      )
      Picker("Shelf", selection: Binding(get: { model.shelf }, set: { model.shelf = $0 })) {
        Text("Fiction").tag("fiction")
        Text("Science").tag("science")
      }
      .pickerStyle(.segmented)
      Menu("Actions") {
        Button("Archive") { model.lastAction = "archive" }
      }
      Table(
        model.books, selection: Binding(get: { model.selected }, set: { model.selected = $0 }),
        sortOrder: Binding(get: { model.order }, set: { model.order = $0 })
      ) {
        TableColumn("Title", value: \.title)
        TableColumn("Year", value: \.year) { Text("\($0.year)") }
      }
    }
  }
}
