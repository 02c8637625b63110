import Observation
import Testing

@testable import TextUI

/// A composite view whose subtree did not change keeps its lines from one layout to the next
/// (`NodeLayout`); whatever changes below it, or around it, is drawn as a full layout draws it.
@MainActor
@Suite struct NodeLayoutTests {
  @MainActor
  @Observable
  final class Pair {
    var left = 0
    var right = 0
  }

  struct LeftView: View {
    let pair: Pair
    var body: some View {
      VStack {
        Text("left \(pair.left)")
        Button("More left") { pair.left += 1 }
      }
    }
  }

  struct RightView: View {
    let pair: Pair
    var body: some View {
      VStack {
        Text("right \(pair.right)")
        Button("More right") { pair.right += 1 }
      }
    }
  }

  /// Reads nothing of the pair itself: only its two children depend on it.
  struct PairView: View {
    let pair: Pair
    var body: some View {
      VStack {
        LeftView(pair: pair)
        RightView(pair: pair)
      }
    }
  }

  @Test func anUnchangedSubtreeIsReusedAndAChangedOneLaidOut() {
    let pair = Pair()
    let renderer = ViewRenderer(PairView(pair: pair))
    #expect(renderer.render().text() == "left 0\n[1] More left\nright 0\n[2] More right")
    // The root, the pair, and each side: all new.
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 4)
    #expect(renderer.lastRenderStatistics.subtreesReused == 0)

    pair.left += 1
    #expect(renderer.render().text() == "left 1\n[1] More left\nright 0\n[2] More right")
    // The left side and the two views above it are laid out again; the right side is reused.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["LeftView"])
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 3)
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)

    renderer.render()
    // The left side and the views above it kept lines that went unused: they skip keeping them
    // once, so this layout lays them out again, and keeps them.
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 3)
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)
    renderer.render()
    // Nothing changed since the previous layout: the root's lines are taken whole.
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 0)
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)
    #expect(renderer.frame.text() == "left 1\n[1] More left\nright 0\n[2] More right")

    renderer.invalidate()
    renderer.render()
    // Every view evaluated again: every subtree is new.
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 4)
    #expect(renderer.lastRenderStatistics.subtreesReused == 0)
  }

  @Test func aRenderWithNothingChangedReusesTheWholeFrame() {
    let pair = Pair()
    let renderer = ViewRenderer(PairView(pair: pair))
    let first = renderer.render()
    #expect(renderer.perform(.press(2)) == .performed)
    renderer.render()
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)
    renderer.width = 50
    // Another width: every subtree is laid out again.
    renderer.render()
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 4)
    #expect(renderer.lastRenderStatistics.subtreesReused == 0)
    #expect(first.controls == renderer.frame.controls)
    #expect(renderer.frame.text() == "left 0\n[1] More left\nright 1\n[2] More right")
  }

  @Test func theFocusMovingIntoAKeptSubtreeIsDrawn() {
    let pair = Pair()
    let renderer = ViewRenderer(PairView(pair: pair))
    renderer.marksFocusInText = true
    renderer.render()
    #expect(renderer.perform(.tab) == .performed)
    #expect(renderer.render().text() == "left 0\n[1] More left ◂\nright 0\n[2] More right")
    // The focus moved onto the left side, which is laid out again; the right side is reused.
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)
    #expect(renderer.perform(.tab) == .performed)
    #expect(renderer.render().text() == "left 0\n[1] More left\nright 0\n[2] More right ◂")
    pair.left = 5
    #expect(renderer.render().text() == "left 5\n[1] More left\nright 0\n[2] More right ◂")
    // The right side keeps its focused lines: the focus did not move.
    #expect(renderer.lastRenderStatistics.subtreesReused == 1)
  }

  @MainActor
  @Observable
  final class Item: Identifiable {
    let id: Int
    var name: String
    var count = 0

    init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  @MainActor
  @Observable
  final class Shelf {
    var title = "Shelf"
    var items = (0..<6).map { Item(id: $0, name: "item \($0)") }
    var note = "note"
    var isCompact = false
    var showsSheet = false
  }

  struct ItemRow: View, Equatable {
    let item: Item

    nonisolated static func == (lhs: ItemRow, rhs: ItemRow) -> Bool { lhs.item === rhs.item }

    var body: some View {
      HStack {
        Text(item.name).bold()
        Text("\(item.count)")
        Button("+\(item.id)") { item.count += 1 }
      }
      if item.count % 3 == 1 {
        Text("one more than three times").padding(.leading, 2).border(.rounded)
      }
    }
  }

  struct Header: View {
    let shelf: Shelf
    var body: some View {
      Text(shelf.title).font(.title).onAppear {}
    }
  }

  struct Footer: View {
    let shelf: Shelf
    var body: some View {
      Toggle("Compact", isOn: Binding(get: { shelf.isCompact }, set: { shelf.isCompact = $0 }))
      if !shelf.isCompact {
        Section("More") {
          Text("\(shelf.items.count) items")
          Button("Open") { shelf.showsSheet = true }
        }
      }
    }
  }

  /// Reads nothing that changes: its lines move only when it is scrolled, or the focus moves.
  struct Drawer: View {
    var body: some View {
      ScrollView {
        ForEach(0..<8) { DrawerRow(index: $0) }
      }
      .frame(height: 3)
    }
  }

  /// A composite row, so that kept layouts stand inside the scroll view.
  struct DrawerRow: View {
    let index: Int
    var body: some View { Button("Drawer \(index)") {} }
  }

  /// Disabled while the shelf is compact: its control keeps its number but takes no focus.
  struct Locked: View {
    let isLocked: Bool
    var body: some View {
      Button("Locked") {}.disabled(isLocked)
    }
  }

  struct ShelfScreen: View {
    let shelf: Shelf
    /// Adds ``Locked`` and ``Drawer`` below the form.
    var hasExtras = false
    var body: some View {
      VStack {
        Header(shelf: shelf)
        TextField("Note", text: Binding(get: { shelf.note }, set: { shelf.note = $0 }))
        List(shelf.items) { item in ItemRow(item: item) }
        Form { Footer(shelf: shelf) }
        if hasExtras {
          Locked(isLocked: shelf.isCompact)
          Drawer()
        }
      }
      .sheet(isPresented: Binding(get: { shelf.showsSheet }, set: { shelf.showsSheet = $0 })) {
        Header(shelf: shelf)
        ItemRow(item: shelf.items[0])
      }
    }
  }

  @Test func aChangeInsideAKeptRowIsDrawn() {
    let shelf = Shelf()
    let renderer = ViewRenderer(ShelfScreen(shelf: shelf))
    renderer.viewportHeight = 6
    renderer.width = 30
    renderer.render()
    shelf.items[1].count = 1
    let frame = renderer.render()
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["ItemRow"])
    #expect(
      frame.text(width: 30) == """
        Shelf
        [1] Note: [note]
        item 0 0 [2] +0
        item 1 1 [3] +1
        ╭───────────────────────────╮
        │  one more than three times│
        """)
    // The header and row 0 are reused; the root and the screen are laid out again, with row 1,
    // which now stands for two views (its row and its box) and is laid out as part of the list.
    #expect(renderer.lastRenderStatistics.subtreesReused == 2)
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 2)
  }

  /// Random changes to the data, the focus, the width, the viewport, the inner scroll view and
  /// whether sheets are boxes over the screen, each made to two identical shelves and rendered by
  /// a renderer that reuses kept layouts and by one that lays every frame out from scratch: the
  /// two frames must be the same, and so must the views each render evaluated, in a session that
  /// keeps rows and in one that forgets them (piped). Keys go to both renderers, so a pressed
  /// button or a typed character changes each renderer's own shelf.
  @Test(arguments: [1, 2, 3, 4] as [UInt64], [false, true])
  func keptLayoutsDrawWhatAFullLayoutDraws(seed: UInt64, forgetsRows: Bool) {
    let shelves = (kept: Shelf(), full: Shelf())
    let kept = ViewRenderer(ShelfScreen(shelf: shelves.kept, hasExtras: true))
    let full = ViewRenderer(ShelfScreen(shelf: shelves.full, hasExtras: true))
    full.reusesLayouts = false
    // A piped session forgets the rows it laid out without a viewport.
    kept.forgetsRowsOnceLaidOut = forgetsRows
    full.forgetsRowsOnceLaidOut = forgetsRows
    var generator = SplitMix64(seed: seed)
    var nextID = 100
    var reused = 0
    func both(_ change: (ViewRenderer) -> Void) {
      change(kept)
      change(full)
    }
    func each(_ change: (Shelf) -> Void) {
      change(shelves.kept)
      change(shelves.full)
    }
    for step in 0..<400 {
      let choice = Int(generator.next() % 18)
      let pick = Int(generator.next() % 64)
      switch choice {
      case 0, 1: each { shelf in shelf.items[pick % shelf.items.count].count += 1 }
      case 2: each { shelf in shelf.items[pick % shelf.items.count].name = "renamed \(pick)" }
      case 3: each { $0.title = "Shelf \(pick)" }
      case 4:
        each { shelf in
          shelf.items.insert(Item(id: nextID, name: "new \(nextID)"), at: pick % (shelf.items.count + 1))
        }
        nextID += 1
      case 5: each { shelf in if shelf.items.count > 1 { shelf.items.remove(at: pick % shelf.items.count) } }
      case 6: each { $0.isCompact.toggle() }
      case 7: each { $0.showsSheet.toggle() }
      case 8: each { $0.note = String(repeating: "n", count: pick % 5) }
      case 9: both { _ = $0.perform(pick % 2 == 0 ? .tab : .backTab) }
      case 10: both { $0.width = [12, 24, 40, 80][pick % 4] }
      case 11: both { $0.viewportHeight = [nil, 3, 5, 9][pick % 4] }
      case 12: both { _ = $0.scroll(by: pick % 7 - 3) }
      case 13: both { _ = $0.perform(.enter) }
      case 14: both { _ = $0.scrollPage(by: pick % 2 == 0 ? 1 : -1) }
      case 15: both { _ = $0.scroll(by: pick % 3 - 1, overScrollArea: pick % 2) }
      case 16: both { $0.overlaysModals.toggle() }
      default: both { _ = $0.perform(.character("z")) }
      }
      let keptFrame = kept.render()
      let fullFrame = full.render()
      #expect(keptFrame == fullFrame, "step \(step), change \(choice)")
      #expect(kept.lastRenderStatistics.evaluatedViews == full.lastRenderStatistics.evaluatedViews)
      #expect(full.lastRenderStatistics.subtreesReused == 0)
      reused += kept.lastRenderStatistics.subtreesReused
      guard keptFrame == fullFrame else { break }
    }
    #expect(reused > 100)
  }
}
