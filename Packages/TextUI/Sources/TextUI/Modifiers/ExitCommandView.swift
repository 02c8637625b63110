/// A view with an action for the Esc key: going back out of it (a pushed screen's Back).
struct ExitCommandView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor () -> Void

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .exitCommand(action, scope.resolve(content, at: path.appending(.role("exit"))))
  }
}

extension View {
  /// Runs `action` when the user presses Esc (or types `esc`) while this view is on the
  /// frontmost layer: a navigation stack pops its top screen this way.
  ///
  /// When several views on that layer have one, the last in reading order (the innermost, most
  /// recently pushed) wins. Esc dismisses a presented sheet before it reaches anything beneath.
  public func onExitCommand(perform action: @escaping @MainActor () -> Void) -> some View {
    ExitCommandView(content: self, action: action)
  }
}
