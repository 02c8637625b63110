/// One view in the two-dimensional layout, SwiftUI's model: a parent proposes a size
/// (``size(for:)``), the view chooses its own, and the parent places it (``draw(_:at:into:)``).
///
/// A tree of items is built from the resolved elements once per layout pass; controls and
/// lifecycle entries are registered while building, so measuring a view several times (as a
/// stack does, to find out how flexible its children are) has no side effect. Sizes are cached
/// per proposal, which keeps nested stacks linear rather than exponential in their depth.
@MainActor
final class LayoutItem {
  enum Kind {
    /// Lines from the line layout (text, controls, forms), wrapped to the width offered. A form
    /// or a list `fillsWidth`, as in SwiftUI: it takes all the width offered. Lines that hold
    /// views placed for a width (`relayout` not nil) are laid out again for the width offered.
    case lines([FrameLine], fillsWidth: Bool, text: TextLayout, relayout: Relayout?)
    /// Room that grows along `axis` (both axes outside a stack), at least `minLength`.
    case spacer(minLength: Int, axis: Axis?)
    /// A rule across a vertical stack, or down a horizontal one (`axis` is the stack's).
    case divider(Axis)
    case stack(Axis, alignment: StackAlignment, spacing: Int, [LayoutItem])
    case frame(width: Int?, height: Int?, Alignment, LayoutItem)
    case flexibleFrame(FlexibleFrame, Alignment, LayoutItem)
    case padding(EdgeInsets, LayoutItem)
    case fixedSize(horizontal: Bool, vertical: Bool, LayoutItem)
    case priority(Double, LayoutItem)
    /// Children on top of each other, the last in front, each aligned in the largest.
    case zStack(Alignment, [LayoutItem])
    /// `layer` offered the base's size and drawn in front of it, or behind it.
    case overlay(LayoutItem, layer: LayoutItem, Alignment, isBehind: Bool)
    /// A colour filling all it is offered (one cell where it is asked for its ideal size).
    case fill(Color)
    /// A box around the child, one cell on each side, with a title in its top edge.
    case border(BorderStyle, title: [Span], color: Color?, LayoutItem)
    /// A view that sizes and draws itself (a grid, a scroll view).
    case custom(any CustomLayout)
  }

  /// Lays lines out again for the columns offered, recording nothing.
  typealias Relayout = (Int) -> [FrameLine]

  /// Where a stack's children sit across it.
  enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    func offset(of length: Int, in room: Int) -> Int {
      switch self {
      case .horizontal(let alignment): alignment.offset(of: length, in: room)
      case .vertical(let alignment): alignment.offset(of: length, in: room)
      }
    }
  }

  /// The bounds of a `.frame(minWidth:idealWidth:maxWidth:…)`, each within `0...limit`.
  struct FlexibleFrame {
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
  }

  let kind: Kind
  private var sizes = ProposalCache<Size>()
  private var wrapped: [Int: [[Span]]] = [:]
  /// ``fittingWidth`` once computed (nil inside when no width shares the rows).
  private var computedFittingWidth: Int??
  /// A stack's placement of its children per proposal: each child's proposal and size.
  var arrangements = ProposalCache<[(proposal: ProposedSize, size: Size)]>()

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// The priority a stack gives this view when it shares out its room (`.layoutPriority`).
  var layoutPriority: Double {
    if case .priority(let value, _) = kind { return value }
    return 0
  }

  /// A rule, which a stack stretches across itself once it knows its own size.
  var isDivider: Bool {
    if case .divider = kind { return true }
    return false
  }

  // MARK: - Sizing

  /// The size this view chooses when offered `proposal`.
  func size(for proposal: ProposedSize) -> Size {
    if let cached = sizes[proposal] { return cached }
    let size = measure(proposal)
    sizes[proposal] = size
    return size
  }

  private func measure(_ proposal: ProposedSize) -> Size {
    switch kind {
    case .lines(_, let fillsWidth, _, _):
      // No column to draw in: wrapping at one column would make the text one character a row
      // (thousands of rows for a long text, each time a stack asks for its minimum) for nothing.
      if proposal.width == 0 { return .zero }
      let rows = rows(forWidth: proposal.width)
      var width = rows.map { $0.reduce(0) { $0 + DisplayWidth.of($1.text) } }.max() ?? 0
      if fillsWidth, let offered = proposal.width { width = offered }
      // Offered fewer rows than it has, text is cut, as SwiftUI's is.
      return Size(
        width: proposal.width.map { min($0, width) } ?? width,
        height: min(rows.count, proposal.height ?? .max))
    case .spacer(let minLength, let axis):
      var size = Size.zero
      for direction in [Axis.horizontal, .vertical] where axis == nil || axis == direction {
        size[direction] = max(minLength, proposal[direction] ?? minLength)
      }
      return size
    case .divider(let axis):
      // A vertical stack's rule runs across (its width is what is offered); a horizontal
      // stack's runs down, one column wide.
      return axis == .vertical
        ? Size(width: proposal.width ?? 3, height: 1) : Size(width: 1, height: proposal.height ?? 1)
    case .stack(let axis, _, let spacing, let children):
      let arrangement = arrange(children, along: axis, spacing: spacing, for: proposal)
      var size = Size.zero
      size[axis] = arrangement.reduce(0) { $0 + $1.size[axis] } + spacing * max(0, children.count - 1)
      let cross: Axis = axis == .horizontal ? .vertical : .horizontal
      size[cross] = arrangement.map { $0.size[cross] }.max() ?? 0
      return size
    case .frame(let width, let height, _, let child):
      let childSize = child.size(
        for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
      return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    case .flexibleFrame(let bounds, _, let child):
      let offered = flexibleProposal(bounds, proposal)
      let childSize = child.size(for: childProposal(bounds, offered))
      return Size(
        width: Self.flexibleLength(
          offered: proposal.width, ideal: bounds.idealWidth, child: childSize.width, min: bounds.minWidth,
          max: bounds.maxWidth),
        height: Self.flexibleLength(
          offered: proposal.height, ideal: bounds.idealHeight, child: childSize.height, min: bounds.minHeight,
          max: bounds.maxHeight))
    case .padding(let insets, let child):
      let childSize = child.size(for: Self.inset(proposal, by: insets))
      return Size(
        width: childSize.width + insets.leading + insets.trailing,
        height: childSize.height + insets.top + insets.bottom)
    case .fixedSize(let horizontal, let vertical, let child):
      return child.size(
        for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    case .priority(_, let child):
      return child.size(for: proposal)
    case .fill:
      return Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    case .zStack(_, let children):
      let sizes = children.map { $0.size(for: proposal) }
      return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .overlay(let base, _, _, _):
      return base.size(for: proposal)
    case .border(_, _, _, let child):
      let childSize = child.size(for: Self.inset(proposal, by: Self.borderInsets))
      return Size(width: childSize.width + 2, height: childSize.height + 2)
    case .custom(let custom):
      return custom.size(for: proposal)
    }
  }

  /// The rows of a line item wrapped at `width` (nil: unwrapped, its ideal width), at least one
  /// column wide.
  private func rows(forWidth width: Int?) -> [[Span]] {
    guard case .lines(let built, _, let text, let relayout) = kind else { return [] }
    // Every width its lines fit in wraps them alike: one key for all of them, so a text a stack
    // offers a dozen widths (its minimum, its maximum, its share at each proposal of its
    // ancestors) is wrapped once rather than once a width.
    let fitting = Self.sharesFittingRows ? fittingWidth : nil
    let key = fitting.flatMap { fitting in (width ?? .max) >= fitting ? fitting : nil } ?? width ?? -1
    if let cached = wrapped[key] { return cached }
    let lines = width.flatMap { width in relayout?(width) } ?? built
    let wrapper = LineWrapper(width: max(1, width ?? TerminalConfiguration.maximumWidth), styled: false)
    let wrappedRows = lines.flatMap { line -> [[Span]] in
      // A rule spans what is offered; unbounded, it is as short as a side-by-side column's.
      guard line.isRule else { return wrapper.spanRows(for: line) }
      return [line.gutter + [Span(String(repeating: "─", count: min(width ?? 3, wrapper.width)))]]
    }
    let rows =
      text.isPlain
      ? wrappedRows
      : text.fitted(wrappedRows, unwrapped: lines.map { $0.gutter + $0.content }, width: wrapper.width)
    wrapped[key] = rows
    return rows
  }

  /// The columns from which on this line item's lines are not broken, so that wrapping them at
  /// that width or any wider (the unwrapped width included) gives the same rows: its widest
  /// line's, measured as the wrapper measures. Nil where the rows depend on the width beyond
  /// breaking: rules span it, gutters and trailers give way to it, lines laid out for it, text
  /// fitted to a line limit or aligned in it. Computed once a pass.
  private var fittingWidth: Int? {
    if let computed = computedFittingWidth { return computed }
    var result: Int?
    if case .lines(let lines, _, let text, let relayout) = kind, relayout == nil, text.isPlain,
      lines.allSatisfy({ !$0.isRule && !$0.isLaidOut && $0.gutter.isEmpty && $0.trailer.isEmpty })
    {
      let widest =
        lines.map { line in
          line.content.reduce(0) { total, span in
            span.text.reduce(total) { $0 + DisplayWidth.of(TerminalSafeText.displayable($1)) }
          }
        }.max() ?? 0
      // Wider than the terminal, the unwrapped lines are broken too: no width shares them.
      if widest <= TerminalConfiguration.maximumWidth { result = max(1, widest) }
    }
    computedFittingWidth = .some(result)
    return result
  }

  /// How many widths this line item's lines were wrapped at this pass.
  var wrappedWidths: Int { wrapped.count }

  /// Whether line items wrap once for every width their lines fit in (``fittingWidth``); off
  /// only in tests, which compare the frames drawn either way.
  static var sharesFittingRows = true

  /// What a flexible frame offers before clamping: the proposal; where the parent asked for the
  /// ideal size, the ideal length, else a finite maximum. The frame scrolls, so heights are
  /// rarely offered: `.frame(maxHeight: 2)` must still offer its text two rows, as it would in
  /// SwiftUI, where the screen's height is always offered.
  private func flexibleProposal(_ bounds: FlexibleFrame, _ proposal: ProposedSize) -> ProposedSize {
    func finite(_ length: Int?) -> Int? { length.flatMap { $0 < ProposedSize.limit ? $0 : nil } }
    return ProposedSize(
      width: proposal.width ?? bounds.idealWidth ?? finite(bounds.maxWidth),
      height: proposal.height ?? bounds.idealHeight ?? finite(bounds.maxHeight))
  }

  /// What a flexible frame offers its child: its own offer brought within its bounds.
  private func childProposal(_ bounds: FlexibleFrame, _ offered: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: offered.width.map { Self.clamp($0, min: bounds.minWidth, max: bounds.maxWidth) },
      height: offered.height.map { Self.clamp($0, min: bounds.minHeight, max: bounds.maxHeight) })
  }

  /// SwiftUI's rule for a flexible frame's length: the offer within the bounds, a missing bound
  /// standing for the child's length; with no offer, the ideal length (else the child's) within
  /// the bounds. When the bounds contradict each other (min above max), the minimum wins.
  private static func flexibleLength(offered: Int?, ideal: Int?, child: Int, min lower: Int?, max upper: Int?)
    -> Int
  {
    guard let offered else { return clamp(ideal ?? child, min: lower, max: upper) }
    return max(lower ?? child, min(upper ?? child, offered))
  }

  private static func clamp(_ value: Int, min lower: Int?, max upper: Int?) -> Int {
    max(lower ?? 0, min(upper ?? value, value))
  }

  /// `proposal` less the room `insets` take, never below zero.
  static func inset(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { $0 - insets.leading - insets.trailing },
      height: proposal.height.map { $0 - insets.top - insets.bottom })
  }

  // MARK: - Drawing

  /// Draws this view as offered `proposal`, its top left corner at (`x`, `y`) of `canvas`.
  func draw(_ proposal: ProposedSize, at x: Int, _ y: Int, into canvas: inout Canvas) {
    let size = size(for: proposal)
    switch kind {
    case .lines(_, _, let text, _):
      guard size.width > 0, size.height > 0 else { return }
      for (index, row) in rows(forWidth: proposal.width).prefix(size.height).enumerated() {
        let rowWidth = row.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let offset: Int
        switch text.alignment {
        case .leading: offset = 0
        case .center: offset = max(0, (size.width - rowWidth) / 2)
        case .trailing: offset = max(0, size.width - rowWidth)
        }
        canvas.write(row, row: y + index, column: x + offset, limit: size.width - offset)
      }
    case .spacer:
      break
    case .divider(let axis):
      if axis == .vertical {
        canvas.fill("─", x: x, y: y, width: size.width, height: 1)
      } else {
        canvas.fill("│", x: x, y: y, width: 1, height: size.height)
      }
    case .stack(let axis, let alignment, let spacing, let children):
      let arrangement = arrange(children, along: axis, spacing: spacing, for: proposal)
      let cross: Axis = axis == .horizontal ? .vertical : .horizontal
      var position = axis == .horizontal ? x : y
      for (child, placed) in zip(children, arrangement) {
        var childProposal = placed.proposal
        var childSize = placed.size
        if child.isDivider {
          // A rule spans the whole stack, whatever it was offered while the stack was measured.
          childProposal[cross] = size[cross]
          childSize = child.size(for: childProposal)
        }
        let offset = alignment.offset(of: childSize[cross], in: size[cross])
        if axis == .horizontal {
          child.draw(childProposal, at: position, y + offset, into: &canvas)
        } else {
          child.draw(childProposal, at: x + offset, position, into: &canvas)
        }
        position += childSize[axis] + spacing
      }
    case .frame(let width, let height, let alignment, let child):
      let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      Self.place(child, childProposal, in: size, alignment, at: x, y, into: &canvas)
    case .flexibleFrame(let bounds, let alignment, let child):
      let childProposal = childProposal(bounds, flexibleProposal(bounds, proposal))
      Self.place(child, childProposal, in: size, alignment, at: x, y, into: &canvas)
    case .padding(let insets, let child):
      child.draw(Self.inset(proposal, by: insets), at: x + insets.leading, y + insets.top, into: &canvas)
    case .fixedSize(let horizontal, let vertical, let child):
      child.draw(
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
        at: x, y, into: &canvas)
    case .priority(_, let child):
      child.draw(proposal, at: x, y, into: &canvas)
    case .zStack(let alignment, let children):
      for child in children { Self.place(child, proposal, in: size, alignment, at: x, y, into: &canvas) }
    case .overlay(let base, let layer, let alignment, let isBehind):
      let layerProposal = ProposedSize(width: size.width, height: size.height)
      if isBehind { Self.place(layer, layerProposal, in: size, alignment, at: x, y, into: &canvas) }
      base.draw(proposal, at: x, y, into: &canvas)
      if !isBehind { Self.place(layer, layerProposal, in: size, alignment, at: x, y, into: &canvas) }
    case .fill(let color):
      if color != .clear {
        canvas.fill(" ", background: color, x: x, y: y, width: size.width, height: size.height)
      }
    case .border(let style, let title, let color, let child):
      Self.drawBox(style, title: title, color: color, at: x, y, size, into: &canvas)
      child.draw(Self.inset(proposal, by: Self.borderInsets), at: x + 1, y + 1, into: &canvas)
    case .custom(let custom):
      custom.draw(proposal, size: size, at: x, y, into: &canvas)
    }
  }

  /// The room a border takes: a cell on each side.
  static let borderInsets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

  /// Draws the edges of a box of `size` at (`x`, `y`), `title` in the top edge where it fits.
  static func drawBox(
    _ style: BorderStyle, title: [Span], color: Color?, at x: Int, _ y: Int, _ size: Size,
    into canvas: inout Canvas
  ) {
    guard size.width > 0, size.height > 0 else { return }
    let right = x + size.width - 1
    let bottom = y + size.height - 1
    func edge(_ character: Character, _ x: Int, _ y: Int, _ width: Int, _ height: Int) {
      canvas.fill(character, foreground: color, x: x, y: y, width: width, height: height)
    }
    edge(style.horizontal, x, y, size.width, 1)
    edge(style.horizontal, x, bottom, size.width, 1)
    edge(style.vertical, x, y, 1, size.height)
    edge(style.vertical, right, y, 1, size.height)
    edge(style.topLeft, x, y, 1, 1)
    edge(style.topRight, right, y, 1, 1)
    edge(style.bottomLeft, x, bottom, 1, 1)
    edge(style.bottomRight, right, bottom, 1, 1)
    if title.contains(where: { !$0.text.isEmpty }) {
      // "┌─ Title ─┐": a dash and a blank before the title, the corner kept.
      canvas.write([Span(" ")] + title + [Span(" ")], row: y, column: x + 2, limit: size.width - 3)
    }
  }

  /// Draws `child`, offered `proposal`, aligned within `room` at (`x`, `y`).
  static func place(
    _ child: LayoutItem, _ proposal: ProposedSize, in room: Size, _ alignment: Alignment, at x: Int, _ y: Int,
    into canvas: inout Canvas
  ) {
    let childSize = child.size(for: proposal)
    child.draw(
      proposal, at: x + alignment.horizontal.offset(of: childSize.width, in: room.width),
      y + alignment.vertical.offset(of: childSize.height, in: room.height), into: &canvas)
  }
}
