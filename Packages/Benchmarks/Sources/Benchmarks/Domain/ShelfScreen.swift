import SwiftRexArchitecture

/// J4's screen: a search field over a list of numbered rows, the field changed by an action.
struct ShelfScreenState: Sendable, Equatable {
  var query = ""
  var rows: [ShelfScreenRow] = []
}

/// One row of J4's list.
struct ShelfScreenRow: Identifiable, Sendable, Equatable {
  var id: Int
  var title: String
}

/// The one change J4 makes per frame.
enum ShelfScreenAction: Sendable {
  case typed(String)
}

/// J4's behaviour: the field takes what was typed.
let shelfScreenBehavior = Behavior<ShelfScreenAction, ShelfScreenState, Void>.reduce { action, state in
  switch action {
  case .typed(let text): state.query = text
  }
}

/// J4's feature under `.observationGranular`: the field's view reads `query` alone, the list's
/// view `rows` alone, so typing re-evaluates the field only.
@Feature(strategy: .observationGranular)
enum ShelfScreen {
  typealias State = ShelfScreenState
  typealias Action = ShelfScreenAction

  struct ViewState: Equatable {
    var query: String
    var rows: [ShelfScreenRow] = []
  }

  typealias ViewAction = ShelfScreenAction

  static let mapState = Reader<Void, @MainActor @Sendable (State) -> ViewState> { _ in
    { ViewState(query: $0.query, rows: $0.rows) }
  }
  static let mapAction = Reader<Void, @Sendable (ViewAction) -> Action> { _ in { $0 } }

  static func behavior() -> Behavior<Action, State, Environment> { shelfScreenBehavior }

  typealias Content = ShelfScreenView
}

/// The field over the list.
@BoundTo(ShelfScreen.self, strategy: .observationGranular)
struct ShelfScreenView: View {
  var body: some View {
    VStack {
      ShelfSearchField(store: viewStore)
      ShelfRowList(store: viewStore)
    }
  }
}

/// The search field: reads `query` only.
struct ShelfSearchField<Source: StoreType>: View
where Source.State == ShelfScreen.ViewState, Source.Action == ShelfScreenAction {
  let store: Source
  var body: some View {
    TextField("Search", text: Binding(get: { store.state.query }, set: { store.dispatch(.typed($0)) }))
  }
}

/// The list: reads `rows` only; one button per row, each row's body its own view.
struct ShelfRowList<Source: StoreType>: View where Source.State == ShelfScreen.ViewState {
  let store: Source
  var body: some View {
    List(store.state.rows) { row in ShelfRowView(row: row) }
  }
}

/// One row: a composite view, so its evaluation is counted.
struct ShelfRowView: View, Equatable {
  let row: ShelfScreenRow
  var body: some View { Button(row.title) {} }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.row == rhs.row }
}
