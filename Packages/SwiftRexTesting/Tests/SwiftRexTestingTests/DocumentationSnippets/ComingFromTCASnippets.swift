// The code of the "Coming from TCA" article (SwiftRexTesting.docc) and of the case key path,
// binding and dependency sections of "Testing with TestStore", compiled and run here; see
// GettingStartedSnippets.swift for how the articles are kept identical to it.
import Foundation
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

// snippet: tca-domain
enum Episodes {
  struct Episode: Identifiable, Equatable, Sendable {
    var id: UUID
    var title: String
    var isFavorite = false
  }

  struct State: Equatable, Sendable {
    var title = ""
    var episodes: IdentifiedArrayOf<Episode> = []
    @Presents var alert: AlertState<AlertAction>?
  }

  struct FavoriteError: Error, Equatable {}

  @Prisms enum AlertAction: Equatable, Sendable { case confirmTapped }
  @Prisms enum FavoriteAction: Equatable, Sendable {
    case tapped
    case response(Result<Bool, FavoriteError>)
  }
  @Prisms enum EpisodeAction: Equatable, Sendable { case favorite(FavoriteAction) }

  @Prisms
  enum Action: Equatable, Sendable, BindableAction {  // TCA: @CasePathable, BindableAction
    case binding(BindingAction<State>)
    case add
    case clearTapped
    case alert(PresentationAction<AlertAction>)
    case episodes(ElementAction<UUID, EpisodeAction>)
  }

  static let clearAlert = AlertState<AlertAction> {
    TextState("Remove every episode?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmTapped) { TextState("Remove") }
  }

  static let episode = Behavior<EpisodeAction, Episode, Void> { action, _ in
    switch action {
    case .favorite(.tapped):
      .produce { _ in Effect.task { .favorite(.response(.success(true))) } }
    case .favorite(.response(let result)):
      .reduce { $0.isFavorite = (try? result.get()) ?? false }
    }
  }

  static func behavior() -> Behavior<Action, State, Void> {
    .combine(
      .binding(),  // TCA: BindingReducer()
      Behavior { action, context in
        @Dependency(\.uuid) var uuid  // read while reducing; no environment needed
        switch action {
        case .add:
          return .reduce { $0.episodes.append(Episode(id: uuid(), title: context.state.title)) }
        case .clearTapped:
          return .reduce { $0.alert = clearAlert }
        case .alert(.presented(.confirmTapped)):
          return .reduce { $0.episodes = [] }
        case .binding, .alert, .episodes:
          return .doNothing
        }
      },
      .presentation(Relay.Empty.action(\Action.alert).presentation(\State.$alert)),
      episode.liftCollection(action: \.episodes, stateContainer: \.episodes))
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Coming from TCA")
struct ComingFromTCASnippetTests {
  private let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000") ?? UUID()

  @Test func theTableSpellingsCompileAndRun() async {
    // snippet: tca-spellings
    let store = TestStore(
      initial: Episodes.State(), behavior: Episodes.behavior(),
      dependencies: { $0.uuid = .incrementing })  // TCA: withDependencies { $0.uuid = .incrementing }
    let x = first

    store.dispatch(\.binding.title, "Pilot") { $0.title = "Pilot" }  // TCA: send(\.binding.title, "Pilot")
    store.dispatch(.add) { $0.episodes = [Episodes.Episode(id: x, title: "Pilot")] }
    store.dispatch(\.episodes[id: x].favorite.tapped)  // TCA: send(\.episodes[id: x].favorite.tapped)
    await store.runEffects()
    store.receive(\.episodes[id: x].favorite.response.success, true) {  // TCA: the same
      $0.episodes[id: x]?.isFavorite = true
    }
    store.dispatch(.clearTapped) { $0.alert = Episodes.clearAlert }
    store.dispatch(\.alert.confirmTapped) {  // TCA: send(\.alert.confirmTapped)
      $0.alert = nil
      $0.episodes = []
    }
    await store.finish()
    // snippet-end
  }

  @Test func addressingActionsByPath() async {
    // snippet: teststore-case-key-paths
    let store = TestStore(initial: Episodes.State(), behavior: Episodes.behavior())
    let x = first  // ids count up from zero in a TestStore
    store.dispatch(.add) { $0.episodes = [Episodes.Episode(id: x, title: "")] }

    store.dispatch(\.episodes[id: x].favorite.tapped)
    await store.runEffects()
    store.receive(\.episodes[id: x].favorite.response) {
      $0.episodes[id: x]?.isFavorite = true
    }
    await store.finish()
    // snippet-end
  }

  @Test func bindingAFieldIsAnAction() async {
    // snippet: teststore-bindings
    let store = TestStore(initial: Episodes.State(), behavior: Episodes.behavior())
    store.dispatch(\.binding.title, "Pilot") { $0.title = "Pilot" }
    store.dispatch(.binding(.set(\.title, "Finale"))) { $0.title = "Finale" }  // the same, spelled out
    await store.finish()
    // snippet-end
  }

  @Test func replacingADependency() async {
    // snippet: teststore-dependencies
    let id = UUID()
    let store = TestStore(
      initial: Episodes.State(title: "Pilot"), behavior: Episodes.behavior(),
      dependencies: { $0.uuid = .constant(id) })
    store.dispatch(.add) { $0.episodes = [Episodes.Episode(id: id, title: "Pilot")] }
    await store.finish()
    // snippet-end
  }
}
