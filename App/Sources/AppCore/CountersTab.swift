import CounterFeature
import Foundation
import SwiftRexArchitecture

/// The Counters tab: the list of counters in a table sortable by id or count, and below it the
/// selected counter's own view (its buttons and the step every counter shares) with a button
/// removing it.
///
/// The selection and the sort order are the app's state (``AppState/selectedCounterID``,
/// ``AppState/counterSortOrder``), changed by actions, so they are recorded and travelled through
/// like any navigation.
@MainActor
struct CountersTab: View {
  let store: Store<AppAction, AppState, AppEnvironment>
  let environment: AppEnvironment

  var body: some View {
    Button("Add a counter") { store.dispatch(.addCounter) }
    if store.state.counters.isEmpty {
      Text("No counters yet.").foregroundStyle(.secondary)
    } else {
      Table(store.state.counters, selection: selection, sortOrder: sortOrder) {
        TableColumn("Counter", value: \.id) { Text("Counter #\($0.id)") }
        TableColumn("Count", value: \.count) { Text("\($0.count)") }
        TableColumn("Timer") { Text($0.isAutoIncrementing ? "running" : "stopped") }
      }
      selectedCounter
    }
  }

  /// The table's selection, read from the state and changed by an action.
  private var selection: Binding<Int?> {
    Binding(get: { store.state.selectedCounterID }, set: { store.dispatch(.selectCounter($0)) })
  }

  /// The table's sort order, read from the state and changed by an action.
  private var sortOrder: Binding<[KeyPathComparator<Counter.State>]> {
    Binding(
      get: { store.state.counterSortOrder.comparators },
      set: { comparators in
        if let order = CounterSortOrder(comparators) { store.dispatch(.sortCounters(order)) }
      })
  }

  /// The selected counter's view and its removal, or a hint to select one.
  @ViewBuilder private var selectedCounter: some View {
    if let id = store.state.selectedCounterID, let row = store.projection(id, in: AppScope.counterRows) {
      // Keyed by the id: a feature's view keeps the view store it was first given for as long as
      // it stays at its place, so selecting another counter must give it another place.
      ForEach([id], id: \.self) { id in
        Section("Counter #\(id)") {
          Counter.view(store: row, environment: AppScope.counterRows.environment(environment))
          Button("Remove counter #\(id)") { store.dispatch(.askToRemoveCounter(id)) }
        }
      }
    } else {
      Text("Select a counter to change it.").foregroundStyle(.secondary)
    }
  }
}
