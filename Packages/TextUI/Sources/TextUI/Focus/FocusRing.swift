/// Where the keyboard focus is on each presentation layer, and how it moves.
///
/// One entry per layer, the base first: a sheet opened over a focused control takes the focus
/// to its own first control, and closing it gives the focus back to where it was beneath. There
/// is no focus until a key asks for one, so a session driven by typed commands never shows one.
struct FocusRing {
  /// The focus of one layer.
  struct Focus: Hashable {
    /// The focused control.
    var target: FocusTarget
    /// Its index among the layer's controls in reading order when last seen: when the control
    /// goes away, the focus moves to whatever now stands at that index.
    var position: Int
    /// The cursor, when the control is a field being edited.
    var cursor: Int
    /// What the user has typed into the field, as typed. A binding may store something else (a
    /// list parsed from the text, trimmed, normalised): the field keeps showing and editing
    /// what was typed while it has the focus, so a character the binding drops ("flight," read
    /// back as "flight") does not vanish under the cursor. Nil until the first edit.
    var draft: String? = nil
  }

  private var layers: [Focus?] = [nil]

  /// The focus on the frontmost layer.
  var current: Focus? { layers.last ?? nil }

  /// What the layout needs to draw the current focus.
  func request(marksInText: Bool) -> FocusRequest? {
    current.map {
      FocusRequest(target: $0.target, cursor: $0.cursor, draft: $0.draft, marksInText: marksInText)
    }
  }

  /// Follows a new frame whose frontmost layer is `top` and whose reachable controls are
  /// `reachable` (reading order). Returns true when the focus moved, so the frame must be laid
  /// out again to draw it. O(reachable).
  mutating func reconcile(top: Int, reachable: [FocusTarget]) -> Bool {
    let before = current
    if layers.count > top + 1 {
      layers.removeLast(layers.count - top - 1)
    }
    while layers.count < top + 1 {
      // A sheet opened: it takes the focus only if the user was moving it beneath.
      let wasFocused = layers.last.map { $0 != nil } ?? false
      layers.append(wasFocused ? reachable.first.map { Focus(target: $0, position: 0, cursor: 0) } : nil)
    }
    if let focus = current {
      if let index = reachable.firstIndex(of: focus.target) {
        layers[top]?.position = index
      } else if reachable.isEmpty {
        layers[top] = nil
      } else {
        let index = min(focus.position, reachable.count - 1)
        layers[top] = Focus(target: reachable[index], position: index, cursor: Int.max)
      }
    }
    return current?.target != before?.target
  }

  /// Moves the focus `offset` controls along `reachable`, wrapping around; with no focus yet,
  /// forward starts at the first control and backward at the last.
  mutating func move(by offset: Int, reachable: [FocusTarget]) {
    guard !reachable.isEmpty else { return }
    let count = reachable.count
    let index: Int
    if let focus = current, let position = reachable.firstIndex(of: focus.target) {
      index = ((position + offset) % count + count) % count
    } else {
      index = offset >= 0 ? 0 : count - 1
    }
    // A field is entered with the cursor at the end of its text, ready to append.
    layers[layers.count - 1] = Focus(target: reachable[index], position: index, cursor: Int.max)
  }

  /// Puts the focus on `target` (a click, or a scroll that took the focused control out of
  /// sight), the `position`-th reachable control.
  mutating func focus(_ target: FocusTarget, position: Int) {
    guard current?.target != target else { return }
    layers[layers.count - 1] = Focus(target: target, position: position, cursor: Int.max)
  }

  /// Takes the focus away from the frontmost layer (Esc out of a field).
  mutating func clear() {
    layers[layers.count - 1] = nil
  }

  /// Records the focused field's text as typed and where its cursor now is.
  mutating func setDraft(_ draft: String, cursor: Int) {
    guard current != nil else { return }
    layers[layers.count - 1]?.draft = draft
    layers[layers.count - 1]?.cursor = cursor
  }
}
