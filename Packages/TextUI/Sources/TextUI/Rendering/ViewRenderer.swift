import Foundation
import Observation

/// Renders a view tree headlessly into ``Frame``s and applies user ``Command``s to its controls.
///
/// Every composite view's `body` is evaluated inside Observation's tracking: when data it read
/// changes, only that view is marked dirty and ``onNeedsRender`` is called. The next
/// ``render()`` evaluates the dirty views (and the children they hand new inputs to) and reuses
/// every other view's cached content. An `Equatable` view whose parent hands it an equal value
/// is not evaluated again.
@MainActor
public final class ViewRenderer {
  private let root: ViewNode
  var handles = HandleTable()
  var controls = ControlTable()
  var focusedLayer = 0
  var sheetDismissals: [@MainActor () -> Void] = []
  /// The Esc actions of the frame, in frame order, with their layers.
  var exitCommands: [(layer: Int, action: @MainActor () -> Void)] = []
  /// The handles of the frontmost layer's controls, in reading order.
  var reachableOrder: [Int] = []
  /// The handle of the control drawn focused in the last frame.
  var focusedHandle: Int?
  var focusRing = FocusRing()
  /// The frame line each laid-out control stands on.
  var controlLines: [Int: Int] = [:]
  /// Where the frontmost sheet starts, in frame lines.
  private var topLayerLine = 0
  /// How many lines are shown, and where the frame and each of its scroll views are scrolled to.
  var viewport = Viewport()
  /// Decides what keys, clicks and typed commands mean against this renderer's frame.
  private(set) lazy var interpreter = InputInterpreter(renderer: self)
  /// The ``ScrollView``s of the last layout, and which controls stand in which.
  let scrollViews = ScrollViewRegistry()

  /// How many lines of the frame are shown, when the screen is shorter than the frame; nil
  /// (the default) shows every line.
  ///
  /// With a viewport, rows of a `ForEach` outside it are neither laid out nor have their bodies
  /// evaluated, so a list of 100,000 rows costs one screen. The viewport scrolls to keep the
  /// focused control in sight, and ``scroll(by:)`` (PageUp/PageDown, the mouse wheel) moves it.
  public var viewportHeight: Int? {
    get { viewport.height }
    set {
      let height = newValue.map { max(1, $0) }
      guard height != viewport.height else { return }
      viewport.height = height
      staleSignal.raise()
    }
  }
  /// The columns the layout offers the views, 80 unless set: frames, padding, spacers and
  /// alignment place views within it (text that is not placed still wraps at whatever width the
  /// frame is printed). The terminal driver keeps it at the terminal's width. Brought into
  /// `1...TerminalConfiguration.maximumWidth`.
  public var width = 80 {
    didSet {
      width = TerminalConfiguration.clamp(width: width)
      if width != oldValue { staleSignal.raise() }
    }
  }

  /// The first frame line in the viewport.
  public internal(set) var scrollOffset: Int {
    get { viewport.offset }
    set { viewport.offset = newValue }
  }

  /// Whether sheets, alerts and confirmation dialogs are drawn as boxes over the screen, the
  /// frame beneath them faint, rather than below the frame; false (the default) draws them below.
  ///
  /// Only a frame with a ``viewportHeight`` has a screen to draw over: without one, sheets stay
  /// below the frame whatever this says. ``TerminalDriver`` sets it for a screen it redraws in
  /// place; a session printing frames one after another (a pipe, a script) keeps sheets below,
  /// where a transcript reads them in order. A full-screen cover replaces the frame either way.
  /// Over the screen, the box on top scrolls its own content (``scroll(by:)``, the focus) while
  /// the frame beneath stays where it was.
  public var overlaysModals = false {
    didSet {
      if overlaysModals != oldValue { staleSignal.raise() }
    }
  }

  /// The rows what scrolls is shown in: the box on top's content rows over the screen, else the
  /// viewport's; nil without a viewport.
  var scrollHeight: Int? {
    viewport.scrollHeight
  }

  /// Whether the rows of a `ForEach`, laid out whole for want of a viewport, are forgotten as
  /// soon as they are laid out, as rows scrolled out of a viewport are. For a session printing
  /// whole frames (a pipe, a script): memory then follows one row, not the frame, and a command
  /// on a row's control lays that row out again to reach it (``RowLocator``). Every row's body
  /// is evaluated anew on each render.
  var forgetsRowsOnceLaidOut = false

  /// Whether a layout takes the lines of a composite view whose subtree did not change from the
  /// previous layout (``NodeLayout``) rather than laying the subtree out again. Always on but in
  /// tests, which compare the two.
  var reusesLayouts = true

  /// How many `ForEach` rows are kept between renders, in every row store of the tree.
  var cachedRowCount: Int {
    func count(in node: ViewNode) -> Int { node.rowStores.values.reduce(0) { $0 + $1.cachedRowCount } }
    var total = count(in: root)
    root.forEachDescendant { total += count(in: $0) }
    return total
  }

  /// Draws the focus into the text itself — a marker after the focused control and a bar at a
  /// field's cursor — for a terminal that shows no styles (`NO_COLOR`). Styled output reverses
  /// the focused control instead.
  public var marksFocusInText = false
  private var appeared: [(key: ViewPath, entry: LifecycleEntry)] = []
  private var evaluatedViews: [String] = []
  /// The subtrees the layouts of the render under way laid out, reused and spliced.
  var layoutCounts = (laidOut: 0, reused: 0, spliced: 0)
  /// The last layout's frame as a layout can splice changed nodes' lines into
  /// (``FrameLayout/splice(_:nodes:controls:)``), and what it was laid out in.
  private var lastSplice: (frame: FrameSplice, inputs: LayoutInputs)?
  /// The nodes evaluated since the last layout, each not below another: what changed.
  private var evaluatedSinceLayout: [ViewNode] = []
  /// How deep ``evaluate(_:)`` is in evaluating nodes below the one it started from.
  private var evaluationDepth = 0
  /// The ``ViewNode/evaluationClock`` when the render under way began: the nodes it evaluated
  /// are the ones a layout records for the next render to splice.
  private var renderStartClock = 0

  /// The frame of the last render (empty before the first).
  public private(set) var frame = Frame(lines: [], controls: [], hasSheet: false)
  /// What the last ``render()`` evaluated.
  public private(set) var lastRenderStatistics = RenderStatistics()
  private let staleSignal = StaleSignal()

  /// True when observed data changed, or ``invalidate()`` was called, since the last render.
  public var needsRender: Bool { staleSignal.isStale }

  /// Called when the frame goes stale: observed data is about to change, or ``invalidate()``
  /// was called. It runs on the thread that changes the data, before the change is stored, so
  /// schedule a ``render()`` rather than rendering inside it. Called once per stale period
  /// (until the next render), never during a render.
  public var onNeedsRender: (@Sendable () -> Void)? {
    get { staleSignal.onStale }
    set { staleSignal.onStale = newValue }
  }

  /// The most layout passes one render makes while lifecycle actions keep changing data.
  private static let maximumPasses = 8

  /// A renderer drawing `rootView`.
  public init<Root: View>(_ rootView: Root) {
    root = ViewNode(identity: ViewPath(), view: rootView, evaluatesBody: false)
  }

  // MARK: - Rendering

  /// Brings the frame up to date, evaluating only what changed, then runs the `onAppear` and
  /// `onDisappear` actions the change calls for (and renders again if they changed data).
  @discardableResult
  public func render() -> Frame {
    renderCount += 1
    staleSignal.suppressNotifications()
    evaluatedViews = []
    layoutCounts = (0, 0, 0)
    renderStartClock = ViewNode.evaluationClock
    var passes = 0
    repeat {
      staleSignal.clear()
      refresh(root)
      layOut()
      runLifecycleActions()
      passes += 1
    } while staleSignal.isStale && passes < Self.maximumPasses
    lastRenderStatistics = RenderStatistics(
      evaluatedViews: evaluatedViews, passes: passes, subtreesLaidOut: layoutCounts.laidOut,
      subtreesReused: layoutCounts.reused, subtreesSpliced: layoutCounts.spliced)
    staleSignal.resumeNotifications()
    return frame
  }

  /// How many times ``render()`` ran: a key that changes something must cost one.
  private(set) var renderCount = 0

  /// Marks the frame stale without marking any view for evaluation: input moved the focus or a
  /// scroll position, or edited a field's draft, which the next render draws.
  func setNeedsRender() {
    staleSignal.raise()
  }

  /// Marks every view for evaluation: the next render rebuilds the whole tree. For data that
  /// Observation cannot see.
  public func invalidate() {
    root.needsEvaluation = true
    root.forEachDescendant { $0.needsEvaluation = true }
    staleSignal.raise()
  }

  /// Whether the last frame shows something that animates (the spinner of an indeterminate
  /// ``ProgressView``): a host ticks ``advanceAnimations()`` while it does.
  public private(set) var isAnimating = false
  /// The animation tick spinners are drawn at: 0 until ``advanceAnimations()`` is first called.
  private var animationTick = 0

  /// Steps the animations on screen (the spinner of an indeterminate ``ProgressView``) one tick
  /// and marks the frame stale, so the next ``render()`` draws them at their new step. Does
  /// nothing while nothing on screen animates.
  ///
  /// Nothing else moves them: a renderer that is never ticked (a session printing frames, a
  /// test) draws every spinner still, and a test ticks it to see the steps in order.
  public func advanceAnimations() {
    guard isAnimating else { return }
    animationTick += 1
    staleSignal.raise()
  }

  /// Makes every view on screen appear anew at the next render: each `onAppear` runs again as if
  /// the view were shown for the first time, and no `onDisappear` runs. For a host whose history
  /// of appearances no longer holds: time travel starting a new branch from a past state, where
  /// what the views did when they appeared belonged to the steps the branch discarded.
  public func appearAgain() {
    appeared.removeAll()
    staleSignal.raise()
  }

  private func refresh(_ node: ViewNode) {
    if node.isDirty {
      evaluate(node)
    } else {
      for child in node.orderedChildren { refresh(child) }
    }
  }

  private func evaluate(_ node: ViewNode) {
    if evaluationDepth == 0 { evaluatedSinceLayout.append(node) }
    evaluationDepth += 1
    defer { evaluationDepth -= 1 }
    node.needsEvaluation = false
    node.invalidation.clear()
    node.markEvaluated()
    if node.evaluatesBody { evaluatedViews.append(node.typeName) }
    let scope = ResolutionScope(previousChildren: node.children, previousRowStores: node.rowStores)
    let flag = node.invalidation
    let signal = staleSignal
    let isInForgottenRow = node.isInForgottenRow
    // The type is asked first: casting the value copies it into a new existential box, and all
    // but a few views retain no object.
    let retaining =
      node.evaluatesBody && type(of: node.view) is any ObjectRetainingView.Type
      ? node.view as? any ObjectRetainingView : nil
    // Made before tracking starts: what setting the object up reads is not this view's dependency.
    retaining?.prepare(node.retainedObject)
    if node.evaluatesBody { node.linkState() }
    let content = withObservationTracking {
      if let retaining {
        retaining.resolve(in: scope, at: node.identity, keeping: node.retainedObject)
      } else if node.evaluatesBody {
        scope.resolveBody(of: node.view, at: node.identity)
      } else {
        scope.resolve(node.view, at: node.identity)
      }
    } onChange: { [weak node] in
      // Runs on the mutating thread: only lock-protected state is touched here.
      flag.set()
      // A node dropped from the tree since this tracking began no longer matters — unless it
      // was a forgotten row's, dropped once laid out while its row is still in the frame.
      if node != nil || isInForgottenRow { signal.raise() }
    }
    node.content = content
    node.adoptChildren(of: scope)
    if isInForgottenRow {
      for child in node.orderedChildren { child.isInForgottenRow = true }
    }
    // Children are evaluated outside the parent's tracking, so the parent depends only on
    // what its own body read.
    for child in node.orderedChildren { refresh(child) }
  }

  /// Lays the frame out, then once more if the focus had to move (its control went away, or a
  /// sheet opened or closed) so the frame draws where the focus now is.
  func layOut() {
    layOutOnce()
    // A sheet closed: back to where the viewport was beneath it, before the focus is reconciled
    // (its control is there).
    if focusedLayer < viewport.followedLayer, let offset = viewport.coveredLayerOffsets[focusedLayer] {
      viewport.coveredLayerOffsets = viewport.coveredLayerOffsets.filter { $0.key < focusedLayer }
      if offset != scrollOffset {
        scrollOffset = offset
        layOutOnce()
      }
    }
    let reachable = reachableOrder.compactMap { controls[$0]?.target }
    if focusRing.reconcile(top: focusedLayer, reachable: reachable) { layOutOnce() }
    if followViewport() { layOutOnce() }
  }

  /// Moves the viewport where it must be after a layout: back within the frame if the frame
  /// shrank, onto the focused control, onto a sheet that just opened. True when it moved.
  private func followViewport() -> Bool {
    guard let height = scrollHeight else { return false }
    var offset = min(scrollOffset, max(0, frame.lineCount - height))
    // A sheet that just opened is shown from its top, as much of it as fits.
    if focusedLayer > viewport.followedLayer {
      viewport.coveredLayerOffsets[viewport.followedLayer] = scrollOffset
      offset = min(topLayerLine, max(0, frame.lineCount - height))
    }
    viewport.followedLayer = focusedLayer
    if let handle = focusedHandle, let line = controlLines[handle] {
      if line < offset { offset = line }
      if line >= offset + height { offset = line - height + 1 }
    }
    guard offset != scrollOffset else { return false }
    scrollOffset = offset
    return true
  }

  /// One layout pass at the current scroll offset, the focus left where it is (see
  /// ``layOutOnce()``, which repeats it for a scroll view that changed size).
  func layOutPass() {
    // Hand the table over rather than copy it: the renderer keeping a reference would make the
    // layout's first change copy every remembered identity (copy-on-write), every frame.
    var table = HandleTable()
    swap(&table, &handles)
    let window = viewport.layoutWindow
    let isSomethingDirty = dropChangedLayouts(below: root) == Int.max
    let changed = evaluatedSinceLayout
    let request = focusRing.request(marksInText: marksFocusInText)
    let inputs = LayoutInputs(
      width: width, viewport: viewport, focus: request, overlaysModals: overlaysModals,
      animationTick: animationTick, forgetsRows: forgetsRowsOnceLaidOut)
    // Each layer over the screen is laid out where it is scrolled to: the one the scroll offset
    // is for at it, the ones beneath where they were left. The offset is for the layer the
    // viewport followed, or, once a sheet closed and its offset was put back, the one beneath.
    var offsets = viewport.coveredLayerOffsets
    offsets[min(viewport.followedLayer, focusedLayer)] = scrollOffset
    let screen = overlaysModals ? viewportHeight.map { ModalScreen(height: $0, offsets: offsets) } : nil
    func makeLayout(_ table: consuming HandleTable) -> FrameLayout {
      let layout = FrameLayout(
        handles: table, focus: request, window: window, forgetsRows: forgetsRowsOnceLaidOut && window == nil,
        width: width, scrollViews: scrollViews, screen: screen, reusesLayouts: reusesLayouts,
        refresh: { [unowned self] node in refresh(node) })
      layout.animationTick = animationTick
      return layout
    }
    // A full layout registers about as many controls as the last frame had; a splice works in
    // the last frame's table.
    let lastControlCount = controls.count
    var layout = makeLayout(table)
    var spliced: FrameLayout.Result?
    // Only the nodes evaluated since the last layout changed, and nothing they are laid out in:
    // their new lines can take the place of their old ones in the last frame.
    // Moved out, not copied: the splice below changes what it holds in place.
    var last: (frame: FrameSplice, inputs: LayoutInputs)?
    swap(&last, &lastSplice)
    if reusesLayouts, last?.inputs == inputs, !changed.isEmpty, !isSomethingDirty,
      !scrollViews.needsAnotherPass,
      let previous = last.take()?.frame
    {
      // Handed over, not shared: the splice then changes the frame's lines, controls and records
      // in place rather than copying each of them first.
      frame = Frame(lines: [], controls: [], hasSheet: false)
      var frameControls = ControlTable()
      swap(&frameControls, &controls)
      spliced = layout.splice(consume previous, nodes: changed, controls: consume frameControls)
      if spliced == nil {
        // The handle table is as it was: it goes on to a full layout.
        var kept = HandleTable()
        swap(&kept, &layout.handles)
        layout = makeLayout(kept)
      }
    }
    let laidOut: FrameLayout.Result
    if let spliced {
      laidOut = spliced
    } else {
      layout.reserveCapacity(forControls: lastControlCount)
      if reusesLayouts { layout.segmentEvaluations = (renderStartClock + 1)..<(ViewNode.evaluationClock + 1) }
      scrollViews.beginLayout(scrollViews: &viewport.scrollViews)
      laidOut = layout.layOut(.node(root))
      scrollViews.endLayout(scrollViews: &viewport.scrollViews)
    }
    layoutCounts.laidOut += laidOut.subtreeCounts.laidOut
    layoutCounts.reused += laidOut.subtreeCounts.reused
    layoutCounts.spliced += laidOut.splicedNodes
    controlLines = laidOut.controlLines
    topLayerLine = laidOut.topLayerLine
    viewport.boxContentHeight = laidOut.scrollHeight
    handles = laidOut.handles
    controls = laidOut.controls
    focusedLayer = laidOut.focusedLayer
    sheetDismissals = laidOut.sheetDismissals
    exitCommands = laidOut.exitCommands
    reachableOrder = laidOut.reachableOrder
    focusedHandle = laidOut.focusedHandle
    frame = Frame(
      lines: laidOut.lines,
      controls: controls.handles.compactMap { handle in
        controls[handle].map {
          ControlDescription(
            handle: handle, kind: $0.kind, label: $0.label, isReachable: $0.layer == focusedLayer,
            isDisabled: $0.isDisabled)
        }
      },
      hasSheet: focusedLayer > 0, firstLine: laidOut.firstLine, lineCount: laidOut.lineCount)
    pendingLifecycle = laidOut.lifecycleEntries
    isAnimating = laidOut.showsSpinner
    // Rows and candidates evaluated as the layout reached them were laid out with it.
    evaluatedSinceLayout = []
    lastSplice = laidOut.splice.map {
      (
        $0,
        LayoutInputs(
          width: width, viewport: viewport, focus: request, overlaysModals: overlaysModals,
          animationTick: animationTick, forgetsRows: forgetsRowsOnceLaidOut)
      )
    }
  }

  private var pendingLifecycle: [LifecycleEntry] = []

  /// Disappearances first, innermost and last first; then appearances in frame order.
  private func runLifecycleActions() {
    // Nothing appeared and nothing appears: no sets to build.
    if pendingLifecycle.isEmpty && appeared.isEmpty { return }
    var current: [(key: ViewPath, entry: LifecycleEntry)] = []
    var seen: Set<ViewPath> = []
    for entry in pendingLifecycle {
      var key = entry.identity
      var occurrence = 1
      while seen.contains(key) {
        key = entry.identity.appending(.index(occurrence))
        occurrence += 1
      }
      seen.insert(key)
      current.append((key, entry))
    }
    let previousKeys = Set(appeared.map { $0.key })
    let gone = appeared.filter { !seen.contains($0.key) }
    let new = current.filter { !previousKeys.contains($0.key) }
    appeared = current
    for item in gone.reversed() { item.entry.onDisappear?() }
    for item in new { item.entry.onAppear?() }
  }

  // MARK: - Input

  /// The app's own commands, tried when a line is none of the built-in ones; `help` lists them
  /// after the built-in ones.
  public var customCommands: [CustomCommand] = []

  /// The action of a control of a forgotten row: the row laid out again, alone, and not kept.
  func behavior(at locator: RowLocator) -> RegisteredControl.Behavior? {
    let layout = FrameLayout(
      handles: HandleTable(), forgetsRows: true, width: width,
      refresh: { [unowned self] node in refresh(node) })
    return layout.behavior(ofControl: locator.ordinal, inRow: locator.row.index, of: locator.row.rows)
  }
}
