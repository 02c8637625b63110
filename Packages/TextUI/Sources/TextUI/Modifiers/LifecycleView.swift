/// A view with actions to run when it appears in, or disappears from, the rendered frame.
struct LifecycleView<Content: View>: View, PrimitiveView {
  let content: Content
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .lifecycle(
      LifecycleEntry(identity: path, onAppear: onAppear, onDisappear: onDisappear),
      scope.resolve(content, at: path.appending(.role("lifecycle"))))
  }
}

extension View {
  /// Runs `action` once when this view first appears in a rendered frame — not on re-renders.
  ///
  /// Actions run after the frame is laid out, in frame order (a parent before its children),
  /// and after every `onDisappear` of the same render.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` when this view leaves the rendered frame.
  ///
  /// Actions run in reverse frame order (children before their parent), before any `onAppear`
  /// of the same render.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, onAppear: nil, onDisappear: action)
  }
}
