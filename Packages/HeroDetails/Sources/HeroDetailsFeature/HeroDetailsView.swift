import SwiftRexArchitecture

/// The hero's screen. Each part is a view of its own that reads only its own fields, so under
/// the granular strategy a change redraws only the part that shows it.
@BoundTo(HeroDetails.self)
struct HeroDetailsView: View {
  var body: some View {
    Form {
      HeroNameView(viewStore: viewStore)
      PowersFieldView(viewStore: viewStore)
      RetirementToggleView(viewStore: viewStore)
      Button("Done") { viewStore.dispatch(.done) }
    }
  }
}
