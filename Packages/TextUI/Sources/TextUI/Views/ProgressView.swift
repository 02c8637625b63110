/// Work in progress: an indeterminate `… Loading` or, given a value, a bar with a percentage.
public struct ProgressView: View {
  private let label: String?
  private let fraction: Double?

  /// An indeterminate progress indicator without a label.
  public init() {
    label = nil
    fraction = nil
  }

  /// An indeterminate progress indicator labelled `title`.
  public init<S: StringProtocol>(_ title: S) {
    label = String(title)
    fraction = nil
  }

  /// Progress of `value` out of `total`, labelled `title`; a `nil` value is indeterminate.
  public init<S: StringProtocol>(_ title: S, value: Double?, total: Double = 1) {
    label = String(title)
    fraction = value.map { value in
      // Non-finite input must not reach the percentage arithmetic, which would trap.
      guard value.isFinite, total.isFinite, total > 0 else { return 0 }
      return min(max(value / total, 0), 1)
    }
  }

  /// A primitive: the renderer draws the indicator.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ProgressView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .progress(label: label, fraction: fraction)
  }
}
