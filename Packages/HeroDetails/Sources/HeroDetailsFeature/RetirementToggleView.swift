import SwiftRexArchitecture

/// Whether the hero has retired, bound to the hero's `isRetired` (a binding action).
struct RetirementToggleView: View {
  let viewStore: HeroDetails.ViewStore

  var body: some View {
    Toggle(
      "Retired",
      isOn: viewStore.binding(
        .state(\.isRetired), dispatch: .action(review: { .binding(.set(\.isRetired, $0)) })))
  }
}
