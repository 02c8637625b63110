import SwiftRexArchitecture

/// One counter of P's screens.
struct PipedCounter: Identifiable, Hashable, Sendable {
  var id: Int
  var count: Int
  /// The title the table's first column shows.
  var title: String { "Counter #\(id)" }
}

/// P's Counters tab as the app draws it: an "Add" button, then a `ForEach` of sections, one per
/// counter (its count, its buttons and a remove button), in a box as wide as the screen.
struct PipedSectionsTab: View {
  let counters: [PipedCounter]

  var body: some View {
    VStack {
      Button("Add a counter") {}
      ForEach(counters) { counter in
        Section("Counter #\(counter.id)") {
          PipedCounterView(counter: counter)
          Button("Remove counter #\(counter.id)") {}
        }
      }
    }
    .pipedTabBox("Counters")
  }
}

/// One counter's view, a composite view of its own as the app's `CounterView` is.
struct PipedCounterView: View {
  let counter: PipedCounter

  var body: some View {
    VStack {
      Text("Count: \(counter.count)").bold()
      HStack {
        Button("Increment") {}
        Button("Decrement") {}
        Button("Reset") {}
      }
      Button("Start auto-increment") {}
    }
  }
}

/// P's Counters tab drawn as a `Table` (one selectable row per counter) in the same box.
struct PipedTableTab: View {
  let counters: [PipedCounter]

  var body: some View {
    Table(counters, selection: Binding<PipedCounter.ID?>(get: { nil }, set: { _ in })) {
      TableColumn("Counter", value: \.title)
      TableColumn("Count") { Text("\($0.count)") }
    }
    .pipedTabBox("Counters")
  }
}

extension View {
  /// The app's tab box: filling the width at the leading edge, padded, in a rounded titled border.
  fileprivate func pipedTabBox(_ title: String) -> some View {
    frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 1).border(.rounded, title: title)
  }
}
