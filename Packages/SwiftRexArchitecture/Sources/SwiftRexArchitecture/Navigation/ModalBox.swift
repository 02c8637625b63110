/// An alert or a confirmation dialog on screen: the message, then one button per `ButtonState`,
/// a destructive one marked. The title is the presentation's (`navigationTitle`): the box's top
/// edge over the screen, its first line in bold below the frame. Pressing a button hands its
/// action (or `nil`) to `send`.
struct ModalBox<Action>: View {
  let content: ModalBoxContent<Action>
  let send: @MainActor (Action?) -> Void

  var body: some View {
    VStack {
      if let message = content.message { Text(message) }
      HStack {
        ForEach(0..<content.buttons.count) { index in
          let button = content.buttons[index]
          Button(button.role == .destructive ? "\(button.label.description) (!)" : button.label.description) {
            send(button.action)
          }
        }
      }
    }
  }
}
