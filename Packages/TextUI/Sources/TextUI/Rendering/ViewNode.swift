/// The retained state of one composite view: its last inputs, the element its body produced,
/// the composite children that body contains, and whether observed data changed since.
@MainActor
final class ViewNode {
  let identity: ViewPath
  /// The latest value of the view, as its parent last handed it over.
  private(set) var view: any View
  /// False for the renderer's root, which resolves the root view itself rather than its body.
  let evaluatesBody: Bool
  var content: Element = .empty
  private(set) var children: [ViewPath: ViewNode] = [:]
  private(set) var orderedChildren: [ViewNode] = []
  /// The rows of the `ForEach`es in this node's body, resolved as the layout reaches them.
  private(set) var rowStores: [ViewPath: RowStore] = [:]
  /// Set when the node is new, or its parent handed it inputs that may differ.
  var needsEvaluation = true
  /// Set from Observation's change callback, possibly off the main actor.
  let invalidation = InvalidationFlag()
  /// Set on the nodes of a row forgotten once laid out (``ViewRenderer/forgetsRowsOnceLaidOut``):
  /// the row stays in the frame after its nodes are released, so a change it read still calls
  /// for a render.
  var isInForgottenRow = false
  /// The object a ``Retained`` view at this place keeps; empty for every other view.
  let retainedObject = RetainedObjectSlot()
  /// The `@State` values of the view at this place, made when its body is first evaluated.
  private(set) var stateSlots: StateSlots?

  /// Links the ``State`` properties of ``view`` to this place's storage, before its body runs.
  func linkState() {
    StateSlots.link(view) {
      if let slots = stateSlots { return slots }
      let slots = StateSlots()
      stateSlots = slots
      return slots
    }
  }

  /// The lines of the last layout of this node's content, for the next layout to reuse while
  /// nothing below changes.
  var layout: NodeLayout? {
    didSet {
      // A layout dropped without ever being reused cost its recording for nothing: the subtree
      // changes on every render (a view reading what every action changes). Such a node keeps
      // its next layouts less often: after 1, 2, 4, … up to 16 layouts, until one is reused.
      guard let dropped = oldValue, !dropped.wasReused, layout == nil else { return }
      layoutBackoff = min(16, max(1, layoutBackoff * 2))
      layoutsToSkip = layoutBackoff
    }
  }
  /// How many layouts of this node go by without keeping their lines, and how many the last
  /// wasted one made it skip (``layout``).
  var layoutsToSkip = 0
  private(set) var layoutBackoff = 0

  /// Records that the kept layout was reused: the subtree is stable, keep it every time.
  func reuseLayout() {
    layout?.wasReused = true
    layoutBackoff = 0
  }
  /// When the node was last evaluated, on ``evaluationClock``: a layout kept by it or by a node
  /// above it before then no longer holds (``ViewRenderer`` drops it before laying out).
  private(set) var evaluatedAt = 0
  /// Counts evaluations, of every node: the time ``evaluatedAt`` and ``NodeLayout/laidOutAt``
  /// are read on.
  private(set) static var evaluationClock = 0

  /// Records that the node's content is new: its kept layout, and those above it, are stale.
  func markEvaluated() {
    Self.evaluationClock += 1
    evaluatedAt = Self.evaluationClock
    layout = nil
  }

  /// The sheet this node presents, when it is a sheet modifier's presenter
  /// (``Element/sheet(base:presenter:)``).
  var presentation: SheetPresentation? {
    if case .presentation(let presentation) = content { return presentation }
    return nil
  }

  init(identity: ViewPath, view: any View, evaluatesBody: Bool = true) {
    self.identity = identity
    self.view = view
    self.evaluatesBody = evaluatesBody
  }

  var isDirty: Bool { needsEvaluation || invalidation.isSet }

  /// Takes the parent's new value of this view. An `Equatable` view equal to the previous value
  /// keeps its cached body; any other view is evaluated again.
  func receive<V: View>(_ newView: V) {
    if let previous = view as? V, areKnownEqual(previous, newView) { return }
    view = newView
    needsEvaluation = true
  }

  /// Keeps the children the latest evaluation reached; the others are dropped with their subtrees.
  func adoptChildren(of scope: ResolutionScope) {
    children = scope.children
    orderedChildren = scope.orderedChildren
    rowStores = scope.rowStores
  }

  /// Every node below this one, in tree order, then the nodes of the rows resolved so far.
  func forEachDescendant(_ body: (ViewNode) -> Void) {
    for child in orderedChildren + rowStores.values.flatMap(\.nodes) {
      body(child)
      child.forEachDescendant(body)
    }
  }

  /// A readable name for instrumentation: the view's type.
  var typeName: String {
    let type = type(of: view)
    if let name = Self.typeNames[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    Self.typeNames[ObjectIdentifier(type)] = name
    return name
  }

  /// The names ``typeName`` gave, by type: describing a generic type walks its metadata, which
  /// cost a few microseconds per evaluated view on every render. Bounded by the view types of
  /// the program.
  private static var typeNames: [ObjectIdentifier: String] = [:]
}
