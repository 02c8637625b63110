/// The lines one composite view's subtree was laid out into, with everything laying them out
/// recorded besides: kept on the view's node so that the next layout, if neither the subtree
/// nor what it was laid out in changed, takes them as they are instead of walking the subtree.
///
/// What the lines depend on, besides the subtree's elements:
/// - the ``Key``: the inherited text style, the columns, the gutters and trailers around, the
///   layer, whether a horizontal stack already found the subtree plain; for a subtree holding
///   `ForEach` rows, also where it starts and the window (only the rows in sight are laid out);
/// - the handles its controls get and which of them has the focus (a focused control is drawn
///   reversed, a field with its cursor): checked against the table before the lines are reused;
/// - the height estimate of a `ForEach` laid out partly, which sizes the spacers standing for
///   the rows out of sight.
///
/// The renderer drops a node's layout when the node or any node below it, a `ForEach` row's
/// included, is evaluated after the layout was made or has observed data changed
/// (``ViewRenderer`` does it before each layout). A subtree that lays out forgotten rows (a piped session) is never kept: its rows
/// are resolved again on every render.
@MainActor
struct NodeLayout {
  /// What the subtree was laid out in.
  struct Key: Equatable {
    var style: TextStyle
    var width: Int
    var indent: Int
    var margin: Int
    var layer: Int
    var isCheckedPlain: Bool
    var forgetsRows: Bool
    var origin: Int?
    var window: Range<Int>?
    /// The rows offered (``FrameLayout/offeredHeight``): the lines depend on them only where a
    /// ``ViewThatFits`` compared heights with them.
    var offeredHeight: Int?

    /// Whether lines laid out in `self` can stand for lines laid out in `other`: everything
    /// matches, and where the lines start and the window too if rows were laid out in sight.
    func fits(_ other: Key, dependsOnWindow: Bool, dependsOnHeight: Bool) -> Bool {
      style == other.style && width == other.width && indent == other.indent && margin == other.margin
        && layer == other.layer && isCheckedPlain == other.isCheckedPlain && forgetsRows == other.forgetsRows
        && (!dependsOnWindow || (origin == other.origin && window == other.window))
        && (!dependsOnHeight || offeredHeight == other.offeredHeight)
    }
  }

  /// One control the subtree registered.
  struct Control {
    var handle: Int
    var control: RegisteredControl
    var isFocused: Bool
  }

  /// A `ForEach` whose rows were laid out in sight: the height it estimated its rows out of
  /// sight at, and the estimate it left.
  struct RowHeight {
    var store: RowStore
    var before: Int
    var after: Int
  }

  /// What a layout under way records while subtrees are laid out, so that the subtrees can be
  /// kept (and a kept one replayed into an enclosing one's record).
  struct Log {
    /// The rows reached, with the path each was reached at (a `RowStore` forgets rows not
    /// reached).
    var reachedRows: [(store: RowStore, path: ViewPath)] = []
    /// The `ForEach`es laid out in sight, in order.
    var rowHeights: [RowHeight] = []
    /// The handles of the controls registered, disabled ones included, in the order they were.
    var registeredHandles: [Int] = []
    /// How many times rows were laid out as far as a window needed.
    var windowedLayouts = 0
    /// How many times a ``ViewThatFits`` compared its views' heights with the rows offered.
    var heightChecks = 0
    /// How many times something was laid out that cannot be kept: forgotten rows, or a scroll
    /// view, whose lines depend on where it is scrolled to rather than on the views inside.
    var unkeepableLayouts = 0
    /// How many subtrees are being recorded: nothing is logged while none is.
    var recording = 0
    /// How deep the layout is in measuring a form or list again at another width: nothing is
    /// reused or kept there, since what it records is put back.
    var remeasuring = 0
    /// Subtrees laid out anew, and reused, so far.
    var laidOut = 0
    var reused = 0
  }

  var key: Key
  /// The ``ViewNode/evaluationClock`` when the subtree's layout began: a node below evaluated
  /// later, even during that layout, makes the lines stale.
  var laidOutAt: Int
  var lines: [FrameLine]
  var controls: [Control]
  /// The focus the lines were drawn with, when one of the controls has it.
  var focus: FocusRequest?
  var lifecycleEntries: [LifecycleEntry]
  var exitCommands: [(layer: Int, action: @MainActor () -> Void)]
  var sheets: [SheetPresentation]
  var reachedRows: [(store: RowStore, path: ViewPath)]
  var rowHeights: [RowHeight]
  /// Whether rows were laid out as far as the window needed: the lines then depend on where
  /// they start and on the window.
  var dependsOnWindow: Bool
  /// Whether a ``ViewThatFits`` chose by the rows offered: the lines then depend on them.
  var dependsOnHeight: Bool
  /// Whether a layout took these lines at least once.
  var wasReused = false
}
