import SwiftRexArchitecture

/// The powers as one editable line: what is typed is parsed into powers and bound to the hero's
/// `powers` (a binding action), and the field then shows the powers as saved.
struct PowersFieldView: View {
  let viewStore: HeroDetails.ViewStore

  var body: some View {
    TextField(
      "Powers",
      text: viewStore.binding(
        .state(\.powersText), dispatch: .action(review: { .binding(.set(\.powers, PowersText.parse($0))) })))
  }
}
