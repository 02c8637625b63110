/// Room that grows along the stack it is in, pushing the views around it apart, as in SwiftUI:
/// `HStack { Text("a"); Spacer(); Text("b") }` puts `b` against the right edge.
///
/// The frame scrolls rather than filling the screen, so a vertical stack is as tall as its
/// content: there a spacer takes its minimum length unless a frame gives the stack a height.
public struct Spacer: View {
  let minLength: Int

  /// A spacer at least `minLength` cells long (nil: no minimum, where SwiftUI's is a few points).
  public init(minLength: Int? = nil) {
    self.minLength = ProposedSize.length(minLength ?? 0)
  }

  /// A primitive: the layout gives it room.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Spacer: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element { .spacer(minLength: minLength) }
}
