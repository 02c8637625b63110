// The code of the "@Feature from L0 to L4" article (SwiftRexArchitecture.docc), compiled and run
// here so that the article cannot rot: Scripts/check-doc-snippets.py fails when the article's
// blocks differ from the regions between `// snippet:` and `// snippet-end`.
import SwiftRexArchitecture
import SwiftRexSwiftConcurrency
import Testing

// snippet: feature-l0
@Feature(strategy: .observationSimple)
enum Lamp {
  struct State: Sendable, Equatable {
    var isOn = false
  }

  enum Action: Sendable {
    case switchFlipped
  }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .switchFlipped: state.isOn.toggle()
      }
    }
  }

  typealias Content = LampView
}

@BoundTo(Lamp.self, strategy: .observationSimple)
struct LampView: View {
  var body: some View {
    Button(viewStore.state.isOn ? "Turn off" : "Turn on") { viewStore.dispatch(.switchFlipped) }
  }
}
// snippet-end

// snippet: feature-l1
@Feature(strategy: .observationSimple)
enum Kettle {
  struct State: Sendable, Equatable {
    var temperature = 20
    var isHeating = false
  }

  enum Action: Sendable {
    case heatTapped
    case heated(to: Int)
  }

  struct Environment: Sendable {
    var heat: @Sendable () async -> Int
  }

  static func behavior() -> Behavior<Action, State, Environment> {
    .handle { action, _ in
      switch action {
      case .heatTapped:
        .reduce { $0.isHeating = true }
          .produce { context in
            let heat = context.environment.heat
            return Effect.task { .heated(to: await heat()) }
          }
      case .heated(let temperature):
        .reduce {
          $0.temperature = temperature
          $0.isHeating = false
        }
      }
    }
  }

  typealias Content = KettleView
}

@BoundTo(Kettle.self, strategy: .observationSimple)
struct KettleView: View {
  var body: some View {
    VStack {
      Text("\(viewStore.state.temperature) °C")
      if viewStore.state.isHeating {
        ProgressView("Heating")
      } else {
        Button("Heat") { viewStore.dispatch(.heatTapped) }
      }
    }
  }
}
// snippet-end

// snippet: feature-l2
@Feature(strategy: .observationSimple)
enum Nickname {
  struct State: Sendable, Equatable {
    var nicknames = ["Ada"]
    var isPublic = false
  }

  enum Action: Sendable {
    case nicknamesSaved([String])
    case visibilityToggled
  }

  struct ViewState: Sendable, Equatable {
    var nicknamesText: String
    var isPublic: Bool
  }

  enum ViewAction: Sendable {
    case editedNicknames(String)
    case tappedVisibility
  }

  static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState> { _ in
    { state in ViewState(nicknamesText: state.nicknames.joined(separator: ", "), isPublic: state.isPublic) }
  }

  static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action> { _ in
    { viewAction in
      switch viewAction {
      case .editedNicknames(let text):
        .nicknamesSaved(text.split(separator: ", ").map(String.init))
      case .tappedVisibility:
        .visibilityToggled
      }
    }
  }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .nicknamesSaved(let nicknames): state.nicknames = nicknames
      case .visibilityToggled: state.isPublic.toggle()
      }
    }
  }

  typealias Content = NicknameView
}

@BoundTo(Nickname.self, strategy: .observationSimple)
struct NicknameView: View {
  var body: some View {
    Form {
      TextField(
        "Nicknames", text: viewStore.binding(.state(\.nicknamesText), dispatch: .action(\.editedNicknames)))
      Toggle(
        "Public",
        isOn: viewStore.binding(.state(\.isPublic), dispatch: .action(review: { _ in .tappedVisibility })))
    }
  }
}
// snippet-end

// snippet: feature-l3
@Feature(strategy: .observationGranular)
enum Scoreboard {
  struct State: Sendable, Equatable {
    var home = 0
    var away = 0
  }

  enum Action: Sendable {
    case homeScored
    case awayScored
  }

  static func behavior() -> Behavior<Action, State, Environment> {
    .reduce { action, state in
      switch action {
      case .homeScored: state.home += 1
      case .awayScored: state.away += 1
      }
    }
  }

  typealias Content = ScoreboardView
}

@BoundTo(Scoreboard.self)
struct ScoreboardView: View {
  var body: some View {
    HStack {
      HomeScoreButton(viewStore: viewStore)
      Button("Away \(viewStore.state.away)") { viewStore.dispatch(.awayScored) }
    }
  }
}

struct HomeScoreButton: View {
  let viewStore: Scoreboard.ViewStore

  var body: some View {
    Button("Home \(viewStore.state.home)") { viewStore.dispatch(.homeScored) }
  }
}
// snippet-end

// snippet: feature-l4
/// One shelf of titles, loaded when it appears; a title opens in a sheet.
@Feature(strategy: .observationSimple)
public enum Bookshelf {
  /// What the app hands in: which shelf to show.
  public struct Input: Sendable {
    /// The shelf whose titles are fetched.
    public var shelf: String
    /// Shows `shelf`.
    public init(shelf: String) { self.shelf = shelf }
  }

  /// The shelf, its titles once loaded, and the title open in a sheet, if any.
  public struct State: Sendable, Equatable {
    var shelf: String
    var titles: [String] = []
    var isLoading = false
    var opened: OpenedTitle?
  }

  /// What the user and the fetch effect report.
  public enum Action: Sendable {
    case appeared
    case loaded([String])
    case opened(String)
    case closedTitle
  }

  /// Where titles come from: the live catalog in the app, a stub in tests.
  public struct Environment: Sendable {
    /// Fetches the titles on a shelf.
    public var fetch: @Sendable (String) async -> [String]
    /// An environment fetching with `fetch`.
    public init(fetch: @escaping @Sendable (String) async -> [String]) { self.fetch = fetch }
  }

  /// Starts on the shelf the app asked for, with nothing loaded.
  public static func initialState(with input: Input) -> State { State(shelf: input.shelf) }

  /// Loads on appearance; opens and closes titles.
  public static func behavior() -> Behavior<Action, State, Environment> {
    .handle { action, context in
      switch action {
      case .appeared:
        .reduce { $0.isLoading = true }
          .produce { effectContext in
            let shelf = context.state.shelf
            let fetch = effectContext.environment.fetch
            return Effect.task { .loaded(await fetch(shelf)) }
          }
      case .loaded(let titles):
        .reduce {
          $0.titles = titles
          $0.isLoading = false
        }
      case .opened(let title):
        .reduce { $0.opened = OpenedTitle(id: title) }
      case .closedTitle:
        .reduce { $0.opened = nil }
      }
    }
  }

  typealias Content = BookshelfView
}

/// The title a sheet shows; `Identifiable` so that `.sheet(item:)` can tell titles apart.
public struct OpenedTitle: Sendable, Equatable, Identifiable {
  /// The title itself, unique on a shelf.
  public var id: String
}

@BoundTo(Bookshelf.self, strategy: .observationSimple)
struct BookshelfView: View {
  var body: some View {
    VStack {
      if viewStore.state.isLoading {
        ProgressView("Loading \(viewStore.state.shelf)")
      }
      ForEach(viewStore.state.titles, id: \.self) { title in
        Button(title) { viewStore.dispatch(.opened(title)) }
      }
    }
    .onAppear { viewStore.dispatch(.appeared) }
    .sheet(item: viewStore.item(.state(\.opened), dismiss: .closedTitle)) { opened in
      Text(opened.id)
    }
  }
}
// snippet-end

// snippet: granular-root
struct Match: Sendable, Equatable {
  var tab = MatchTab.score
  var home = 0
}

enum MatchTab: String, Hashable, Sendable { case score, rules }

enum MatchAction: Sendable {
  case picked(MatchTab)
  case homeScored
}

struct MatchRoot: View {
  let store: Store<MatchAction, Match, Void>

  var body: some View {
    // The tab view reads the tab alone: a goal does not evaluate it again, a new tab does.
    TabView(selection: store.binding(get: \.tab, send: MatchAction.picked)) {
      Tab("Score", value: MatchTab.score) { HomeScore(store: store) }
      Tab("Rules", value: MatchTab.rules) { Text("Two halves of 45 minutes.") }
    }
  }
}

struct HomeScore: View {
  let store: Store<MatchAction, Match, Void>

  var body: some View {
    Button("Home \(store.state.home)") { store.dispatch(.homeScored) }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: @Feature from L0 to L4")
struct FeatureMacroSnippetTests {
  @Test func l0LampSwitchesOnAndOff() {
    // snippet: feature-l0-render
    let store = Store(initial: Lamp.initialState(), behavior: Lamp.behavior())
    let renderer = ViewRenderer(Lamp.view(store: store, environment: ()))
    #expect(renderer.render().text() == "[1] Turn on")
    #expect(renderer.perform(line: "1") == .performed)  // presses [1]: dispatches .switchFlipped
    #expect(renderer.render().text() == "[1] Turn off")
    // snippet-end
    #expect(store.state.isOn)
  }

  @Test func l1KettleHeatsThroughItsEnvironment() async {
    let store = Store(
      initial: Kettle.initialState(), behavior: Kettle.behavior(),
      environment: Kettle.Environment(heat: { 100 }))
    store.dispatch(.heatTapped)
    #expect(store.state.isHeating)
    #expect(await store.effectsFinished(within: .seconds(60)))  // returns as soon as they finish
    #expect(store.state == Kettle.State(temperature: 100, isHeating: false))
  }

  @Test func l2NicknameParsesWhatIsTyped() {
    let store = Store(initial: Nickname.initialState(), behavior: Nickname.behavior())
    let renderer = ViewRenderer(Nickname.view(store: store, environment: ()))
    _ = renderer.render()
    #expect(renderer.perform(line: "type 1 Ada, Countess") == .performed)
    #expect(store.state.nicknames == ["Ada", "Countess"])
    #expect(renderer.perform(line: "2") == .performed)
    #expect(store.state.isPublic)
  }

  @Test func l3ScoreboardCounts() {
    let store = Store(initial: Scoreboard.initialState(), behavior: Scoreboard.behavior())
    let renderer = ViewRenderer(Scoreboard.view(store: store, environment: ()))
    _ = renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(store.state == Scoreboard.State(home: 0, away: 1))
    #expect(renderer.render().text().contains("Away 1"))
  }

  @Test func aRootReadingItsTabGranularlyLeavesTheTabViewAloneOnAGoal() {
    let store = Store(
      initial: Match(),
      behavior: Behavior<MatchAction, Match, Void>.reduce { action, match in
        switch action {
        case .picked(let tab): match.tab = tab
        case .homeScored: match.home += 1
        }
      })
    let renderer = ViewRenderer(MatchRoot(store: store))
    #expect(renderer.render().text().contains("Home 0"))
    #expect(renderer.perform(line: "press Home 0") == .performed)
    #expect(renderer.render().text().contains("Home 1"))
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["HomeScore"])
    #expect(renderer.perform(line: "press Rules") == .performed)
    #expect(store.state.tab == .rules)
    #expect(renderer.render().text().contains("Two halves of 45 minutes."))
  }

  @Test func l4BookshelfLoadsOnAppearAndPresentsASheet() async {
    let store = Store(
      initial: Bookshelf.initialState(with: Bookshelf.Input(shelf: "classics")),
      behavior: Bookshelf.behavior(),
      environment: Bookshelf.Environment(fetch: { shelf in shelf == "classics" ? ["Emma"] : [] }))
    let renderer = ViewRenderer(Bookshelf.view(store: store, environment: store.environment))
    _ = renderer.render()
    #expect(await store.effectsFinished(within: .seconds(60)))  // returns as soon as they finish
    #expect(store.state.titles == ["Emma"])
    #expect(renderer.render().text().contains("Emma"))
    #expect(renderer.perform(line: "1") == .performed)
    #expect(store.state.opened == OpenedTitle(id: "Emma"))
    #expect(renderer.render().text().contains("Dismiss"))
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(store.state.opened == nil)
  }
}
