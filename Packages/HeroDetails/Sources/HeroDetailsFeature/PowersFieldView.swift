import SwiftRexArchitecture

/// The powers as one editable line; what is typed is parsed back into powers by `mapAction`,
/// and the field then shows the powers as saved.
struct PowersFieldView: View {
  let viewStore: HeroDetails.ViewStore

  var body: some View {
    TextField("Powers", text: viewStore.binding(.state(\.powersText), dispatch: .action(\.editedPowers)))
  }
}
