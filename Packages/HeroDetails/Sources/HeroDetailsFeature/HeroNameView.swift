import SwiftRexArchitecture

/// The name the hero goes by, as the screen's heading.
struct HeroNameView: View {
  let viewStore: TrackedViewStore<HeroDetails.ViewState, HeroDetails.ViewAction>

  var body: some View {
    Text(viewStore.state.displayName).font(.headline)
  }
}
