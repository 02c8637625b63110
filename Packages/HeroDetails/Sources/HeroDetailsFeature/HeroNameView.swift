import SwiftRexArchitecture

/// The name the hero goes by, as the screen's heading.
struct HeroNameView: View {
  let viewStore: HeroDetails.ViewStore

  var body: some View {
    Text(viewStore.state.displayName).font(.headline)
  }
}
