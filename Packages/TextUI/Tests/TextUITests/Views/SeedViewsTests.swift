import Observation
import Testing

@testable import TextUI

/// A stand-in for the architecture layer's view store, just enough for the seed views' bodies.
@MainActor
@Observable
final class StandInViewStore<State, Action> {
  var state: State
  @ObservationIgnored var dispatched: [Action] = []
  @ObservationIgnored var reduce: (inout State, Action) -> Void

  init(state: State, reduce: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reduce = reduce
  }

  func dispatch(_ action: Action) {
    dispatched.append(action)
    reduce(&state, action)
  }

  func binding<Value>(_ read: @escaping (State) -> Value, _ embed: @escaping (Value) -> Action) -> Binding<
    Value
  > {
    Binding(get: { read(self.state) }, set: { self.dispatch(embed($0)) })
  }

  func item<Item>(_ read: @escaping (State) -> Item?, dismiss: Action) -> Binding<Item?> {
    Binding(get: { read(self.state) }, set: { if $0 == nil { self.dispatch(dismiss) } })
  }
}

enum CounterAction { case tick }

struct CounterView: View {
  let viewStore: StandInViewStore<Int, CounterAction>
  var body: some View {
    Button("count: \(viewStore.state)") { viewStore.dispatch(.tick) }
  }
}

struct HeroViewState {
  var displayName = "Superman"
  var powersText = "flight, heat vision"
  var isRetired = false
}

enum HeroViewAction {
  case editedPowers(String)
  case tappedRetirement
}

struct HeroDetailsView: View {
  let viewStore: StandInViewStore<HeroViewState, HeroViewAction>
  var body: some View {
    Form {
      Text(viewStore.state.displayName).font(.headline)
      TextField("Powers", text: viewStore.binding(\.powersText, HeroViewAction.editedPowers))
      Toggle("Retired", isOn: viewStore.binding(\.isRetired, { _ in .tappedRetirement }))
    }
  }
}

struct Book: Identifiable, Equatable {
  var id: String
  var title: String
}

struct LibraryState {
  var books: [Book] = []
  var selected: Book?
}

enum LibraryAction {
  case onAppear
  case tapped(Book)
  case dismissedDetail
}

struct LibraryView: View {
  let viewStore: StandInViewStore<LibraryState, LibraryAction>
  var body: some View {
    List(viewStore.state.books) { book in
      Button(book.title) { viewStore.dispatch(.tapped(book)) }
    }
    .onAppear { viewStore.dispatch(.onAppear) }
    .sheet(item: viewStore.item(\.selected, dismiss: .dismissedDetail)) { book in
      Text(book.title)
    }
  }
}

@MainActor
@Suite struct SeedViewsTests {
  @Test func counterViewCountsTicks() {
    let store = StandInViewStore<Int, CounterAction>(state: 0) { state, _ in state += 1 }
    let renderer = ViewRenderer(CounterView(viewStore: store))
    #expect(renderer.render().text() == "[1] count: 0")
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "[1] count: 1")
  }

  @Test func heroDetailsViewEditsThroughBindings() {
    let store = StandInViewStore<HeroViewState, HeroViewAction>(state: HeroViewState()) { state, action in
      switch action {
      case .editedPowers(let text): state.powersText = text
      case .tappedRetirement: state.isRetired.toggle()
      }
    }
    let renderer = ViewRenderer(HeroDetailsView(viewStore: store))
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [ ] Retired")
    _ = renderer.perform(line: "1 = flight")
    _ = renderer.perform(line: "2")
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight]\n[2] [x] Retired")
  }

  @Test func libraryViewLoadsOnAppearAndPresentsTheSelection() {
    let store = StandInViewStore<LibraryState, LibraryAction>(state: LibraryState()) { state, action in
      switch action {
      case .onAppear: state.books = [Book(id: "1", title: "Dune"), Book(id: "2", title: "Emma")]
      case .tapped(let book): state.selected = book
      case .dismissedDetail: state.selected = nil
      }
    }
    let renderer = ViewRenderer(LibraryView(viewStore: store))
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
    _ = renderer.perform(line: "1")
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma\n\n┌─ [3] Dismiss\n│ Dune\n└─")
    _ = renderer.perform(line: "dismiss")
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
    #expect(store.state.selected == nil)
    // onAppear fired once, not on every re-render.
    #expect(store.dispatched.filter { if case .onAppear = $0 { true } else { false } }.count == 1)
  }
}
