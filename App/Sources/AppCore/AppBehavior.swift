import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// The app's logic: each feature's behaviour lifted into the app's types through its
/// ``AppScope`` (the same scope `RootView` shows it through), and the app's own.
///
/// - the library, a present child (total state lane);
/// - the hero, an optional child that runs only while its screen is open (affine lane);
/// - the Counter screen's counter (total lane);
/// - the list of counters, routed by id (`liftCollection`), whose effects die with their row;
/// - navigation, shelves and the list's add/remove.
public let appBehavior = Behavior<AppAction, AppState, AppEnvironment>.combine(
  Library.behavior().lift(AppScope.library),
  HeroDetails.behavior().lift(AppScope.heroDetail),
  Counter.behavior().lift(AppScope.counter),
  Counter.behavior().liftCollection(AppScope.counterRows),
  appOwnBehavior
)

/// What belongs to the app itself: screens, shelves, the hero's lifetime, the list's rows.
let appOwnBehavior = Behavior<AppAction, AppState, AppEnvironment>.handle { action, _ in
  switch action {
  case .started:
    .produce { ctx in
      Effect.task(
        { .shelvesLoaded(try await ctx.environment.listShelves()) }, catch: { .catalogFailed("\($0)") })
    }
  case .navigate(let screen):
    .reduce { $0.screen = screen }
  case .shelvesLoaded(let shelves):
    .reduce {
      $0.shelves = shelves
      $0.catalogProblem = nil
    }
  case .catalogFailed(let message):
    .reduce { $0.catalogProblem = message }
  case .selectShelf(let id):
    .reduce { $0.library = Library.initialState(with: Library.Input(shelfID: id)) }
      .produce { _ in .just(.library(.onAppear)) }
  case .showHero:
    .reduce {
      $0.heroDetail = HeroDetails.initialState(with: ())
      $0.screen = .hero
    }
  case .closeHero:
    .reduce { $0.heroDetail = nil }
  case .addCounter:
    .reduce { state in
      state.counters.append(Counter.State(id: state.nextCounterID))
      state.nextCounterID += 1
    }
  case .removeCounter(let id):
    .reduce { $0.counters[id: id] = nil }
  case .library, .heroDetail, .counter, .counterRow:
    .doNothing
  }
}
