import PublicFeatureFixture
import SwiftRexArchitecture
import Testing

// Composing modules into the app, as the seed writes it: Library from its own module (public),
// HeroDetails as an optional child that exists only while shown.

struct AppState: Sendable {
  var library = Library.initialState(with: .init(shelfID: "sci-fi"))
  var heroDetail: HeroDetails.State?
}

@Prisms
enum AppAction: Sendable {
  case library(Library.Action)
  case heroDetail(HeroDetails.Action)
  case showHero
  case hideHero
}

struct AppEnvironment: Sendable {
  var library: Library.Environment
  var heroDetail: HeroDetails.Environment
}

let appBehavior = Behavior<AppAction, AppState, AppEnvironment>.combine(
  Library.behavior().lift(
    Relay.Empty
      .action(AppAction.prism.library)  // a Prism<AppAction, Library.Action>
      .state(\AppState.library)  // total WritableKeyPath → ReadsWrites lane
      .environment { $0.library }
  ),
  HeroDetails.behavior().lift(  // active only while heroDetail != nil
    Relay.Empty
      .action(AppAction.prism.heroDetail)
      .state(\AppState.heroDetail)  // optional key path → affine Writes lane
      .environment { $0.heroDetail }
  ),
  .reduce { action, state in
    switch action {
    case .showHero: state.heroDetail = HeroDetails.initialState()
    case .hideHero: state.heroDetail = nil
    case .library, .heroDetail: break
    }
  }
)

/// The app's root: the library always, the hero details only while its state exists.
struct AppView: View {
  let store: Store<AppAction, AppState, AppEnvironment>
  let appEnv: AppEnvironment

  var body: some View {
    VStack {
      // Render the module — the opaque view() hides ViewState/ViewAction/Content:
      Library.view(
        store: store.projection(action: AppAction.library, state: { $0.library }),  // plain closures
        environment: appEnv.library
      )
      if let heroStore = store.projection(action: AppAction.heroDetail, state: { $0.heroDetail }).transpose()
      {
        HeroDetails.view(store: heroStore, environment: appEnv.heroDetail)
      }
    }
  }
}

@MainActor
@Suite struct CompositionTests {
  let appEnv = AppEnvironment(
    library: .init(fetch: { shelf in [Book(id: "1", title: "Dune (\(shelf))")] }),
    heroDetail: .init())

  @Test func theAppRendersAPresentChildAndAnOptionalOne() async {
    let store = Store(initial: AppState(), behavior: appBehavior, environment: appEnv)
    let renderer = ViewRenderer(AppView(store: store, appEnv: appEnv))
    #expect(renderer.render().text().isEmpty)
    await store.effectsFinished()
    #expect(renderer.render().text() == "[1] Dune (sci-fi)")

    store.dispatch(.showHero)
    #expect(
      renderer.render().text()
        == "[1] Dune (sci-fi)\nSuperman\n[2] Powers: [flight, heat vision]\n[3] [ ] Retired")
    #expect(renderer.perform(line: "3") == .performed)
    #expect(store.state.heroDetail?.isRetired == true)  // through HeroDetails.mapAction, lifted
    #expect(renderer.render().text().hasSuffix("[3] [x] Retired"))

    store.dispatch(.hideHero)
    #expect(renderer.render().text() == "[1] Dune (sci-fi)")
  }

  @Test func aChildSheetPresentsFromAppState() async {
    let store = Store(initial: AppState(), behavior: appBehavior, environment: appEnv)
    let renderer = ViewRenderer(AppView(store: store, appEnv: appEnv))
    renderer.render()
    await store.effectsFinished()
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.render().text() == "[1] Dune (sci-fi)\n\n┌─ [2] Dismiss\n│ Dune (sci-fi)\n└─")
    #expect(
      renderer.perform(line: "1")
        == .rejected("[1] is behind the open sheet: dismiss the sheet first (`dismiss`)."))
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.render().text() == "[1] Dune (sci-fi)")
  }
}
