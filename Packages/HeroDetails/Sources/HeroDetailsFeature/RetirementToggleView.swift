import SwiftRexArchitecture

/// Whether the hero has retired; flipping it asks the feature to toggle, whatever the control
/// wrote.
struct RetirementToggleView: View {
  let viewStore: HeroDetails.ViewStore

  var body: some View {
    Toggle(
      "Retired",
      isOn: viewStore.binding(.state(\.isRetired), dispatch: .action(review: { _ in .tappedRetirement })))
  }
}
