import HeroDetailsFeature
import SwiftRexArchitecture

/// What the app presents over its screens, declared once: one at a time, in
/// ``AppState/destination``. `@Destination` makes its `State` and `Action` (one case each), the
/// behaviour that runs the hero while it is presented, and the case key paths the views and tests
/// address (`\.heroDetail`, `\.catalogAlert`, `\.counterRemoval`).
@Destination
public enum AppDestination {
  /// The hero, in a sheet on the Hero tab.
  case heroDetail(HeroDetails)
  /// The alert shown when the catalog's shelves could not be read.
  case catalogAlert(AlertState<CatalogAlertAction>)
  /// The dialog that confirms removing a counter from the list.
  case counterRemoval(ConfirmationDialogState<CounterRemovalAction>)

  /// The hero's dependencies: the only destination with any.
  public typealias Environment = HeroDetails.Environment
}

// Part of the app's recorded state and actions (see AppRecording).
extension AppDestination.State: Codable {}
extension AppDestination.Action: Codable {}
