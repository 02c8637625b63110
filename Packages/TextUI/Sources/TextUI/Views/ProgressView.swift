/// Work in progress, as SwiftUI's `ProgressView`: a bar with a percentage when the progress is
/// known, a spinner when it is not.
///
/// ```swift
/// ProgressView("Copying", value: 3, total: 10)   // [###-------] 30% Copying
/// ProgressView("Loading the shelf")              // … Loading the shelf, then ⠋ ⠙ ⠹ …
/// ```
///
/// The bar is ten cells wide. Any value is drawn, never trapping: a value above `total` is a full
/// bar, a negative one an empty bar, and a value or total that is NaN or infinite, or a total
/// that is not positive, an empty bar at 0%.
///
/// A terminal has no animation loop: the spinner steps once per tick of
/// ``ViewRenderer/advanceAnimations()``, which ``TerminalDriver`` calls ten times a second while a
/// spinner is on screen. Before the first tick — a session printing frames to a pipe, a test —
/// it is drawn as a still `…`, so a transcript or a test's expected text never depends on time.
public struct ProgressView: View {
  private let label: String?
  private let fraction: Double?

  /// An indeterminate progress indicator without a label: a spinner.
  public init() {
    label = nil
    fraction = nil
  }

  /// An indeterminate progress indicator labelled `title`: a spinner.
  public init<S: StringProtocol>(_ title: S) {
    label = String(title)
    fraction = nil
  }

  /// Progress of `value` out of `total`, without a label; a `nil` value is indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = value.map { Self.fraction(of: $0, total: total) }
  }

  /// Progress of `value` out of `total`, labelled `title`; a `nil` value is indeterminate.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = String(title)
    fraction = value.map { Self.fraction(of: $0, total: total) }
  }

  /// Progress of `value` out of `total`, without a label; a `nil` value is indeterminate. The
  /// `Double` spelling, so `value: .nan` or `value: nil` needs no type.
  public init(value: Double?, total: Double = 1.0) {
    label = nil
    fraction = value.map { Self.fraction(of: $0, total: total) }
  }

  /// Progress of `value` out of `total`, labelled `title`; a `nil` value is indeterminate. The
  /// `Double` spelling, so `value: .nan` or `value: nil` needs no type.
  public init<S: StringProtocol>(_ title: S, value: Double?, total: Double = 1.0) {
    label = String(title)
    fraction = value.map { Self.fraction(of: $0, total: total) }
  }

  /// `value / total` within `0...1`; 0 when either is not finite or `total` is not positive.
  static func fraction<V: BinaryFloatingPoint>(of value: V, total: V) -> Double {
    // Non-finite input must not reach the percentage arithmetic, whose `Int(_:)` would trap.
    guard value.isFinite, total.isFinite, total > 0 else { return 0 }
    return min(max(Double(value / total), 0), 1)
  }

  /// A primitive: the renderer draws the indicator.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ProgressView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .progress(label: label, fraction: fraction)
  }
}
