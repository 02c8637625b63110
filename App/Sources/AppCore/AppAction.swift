import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// Everything that can happen in the app: the features' actions, lifted, and the app's own.
@Prisms
public enum AppAction: Sendable {
  /// The app finished launching: read the shelves.
  case started
  /// Show a screen.
  case navigate(Screen)
  /// The catalog's shelves were read.
  case shelvesLoaded([ShelfSummary])
  /// The catalog could not be read.
  case catalogFailed(String)
  /// Show another shelf in the library.
  case selectShelf(String)
  /// An action of the library feature.
  case library(Library.Action)
  /// Open the hero screen with a fresh hero.
  case showHero
  /// Close the hero screen; its state goes away.
  case closeHero
  /// An action of the hero feature, while it is open.
  case heroDetail(HeroDetails.Action)
  /// An action of the single counter.
  case counter(Counter.Action)
  /// Add a counter to the list.
  case addCounter
  /// Remove the counter with this id from the list.
  case removeCounter(Int)
  /// An action for one counter of the list.
  case counterRow(ElementAction<Int, Counter.Action>)
}
