/// Views side by side. Views of several lines are placed as columns.
///
/// As in SwiftUI, a spacer pushes the views apart and the columns are shared out by
/// flexibility and ``View/layoutPriority(_:)``. Unlike SwiftUI, the views are aligned to the
/// top by default (terminal columns read from their first line); pass `alignment: .center` for
/// SwiftUI's default.
public struct HStack<Content: View>: View {
  private let alignment: VerticalAlignment?
  private let spacing: Int
  private let content: Content

  /// Places `content` side by side, `spacing` columns apart (nil: one), aligned across the
  /// stack by `alignment` (nil: top).
  public init(alignment: VerticalAlignment? = nil, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = min(max(0, spacing ?? 1), TerminalConfiguration.maximumWidth)
    self.content = content()
  }

  /// A primitive: the renderer lays out the views left to right.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension HStack: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .horizontalStack(
      [scope.resolve(content, at: path.appending(.role("hstack")))], spacing: spacing, alignment: alignment)
  }

  /// Resolves the content where it lies, rather than in a copy of the stack.
  static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath) -> Element {
    guard let content = view.pointer(to: \.content) else { return view.pointee.resolve(in: scope, at: path) }
    return .horizontalStack(
      [scope.resolve(at: content, path.appending(.role("hstack")))], spacing: view.pointee.spacing,
      alignment: view.pointee.alignment)
  }
}
