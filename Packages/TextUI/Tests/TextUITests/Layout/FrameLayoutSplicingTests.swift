import Observation
import Testing

@testable import TextUI

/// A node that changes render after render has its new lines laid out alone and put in place of
/// its old ones in the last frame, the views around it not laid out again — while its lines keep
/// their number and edges, and nothing else of the frame changed. Whatever it does, the frame is
/// the one a full layout draws.
@MainActor
@Suite struct FrameLayoutSplicingTests {
  @MainActor
  @Observable
  final class Cell {
    var count = 0
  }

  /// Five counts, each observed apart, so that changing one evaluates its panel only.
  @MainActor
  @Observable
  final class Board {
    let cells = (0..<5).map { _ in Cell() }
    /// Extra lines under counter 0, and extra buttons under counter 1.
    var extraLines = 0
    var extraButtons = 0
    var title = "Board"
  }

  /// One count and a button that adds `step` to it: the closure made at the latest evaluation.
  struct CounterPanel: View {
    let board: Board
    let index: Int
    var body: some View {
      VStack {
        Text("Count \(index): \(board.cells[index].count)")
        Button("Add \(index)") { board.cells[index].count += board.cells[index].count + 1 }
        if index == 0 && board.extraLines > 0 { Text("extra line 0") }
        if index == 0 && board.extraLines > 1 { Text("extra line 1") }
        if index == 1 && board.extraButtons > 0 { Button("Extra 0") { board.cells[1].count -= 1 } }
      }
    }
  }

  /// Counters in every context a node's lines can reach the frame through: plain, boxed and
  /// padded, in a section, beside another view, under a colour.
  struct BoardView: View {
    let board: Board
    var body: some View {
      VStack {
        Text(board.title)
        CounterPanel(board: board, index: 0)
        // Filling the width at the leading edge, as a tab's box does: boxed line by line.
        CounterPanel(board: board, index: 1).frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 2).border(.rounded, title: "Boxed")
        Form { Section("Section") { CounterPanel(board: board, index: 2) } }
        HStack {
          Text("Beside:")
          CounterPanel(board: board, index: 3)
        }
        CounterPanel(board: board, index: 4).foregroundColor(.red)
      }
    }
  }

  @Test func aViewChangingAgainIsSplicedIntoTheLastFrame() {
    let board = Board()
    let renderer = ViewRenderer(BoardView(board: board))
    renderer.render()
    board.cells[0].count = 1
    renderer.render()
    // Laid out with the frame the first time it changed: now its lines are known in the frame.
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 0)
    board.cells[0].count = 2
    let frame = renderer.render()
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["CounterPanel"])
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 1)
    #expect(renderer.lastRenderStatistics.subtreesLaidOut == 1)
    #expect(frame.text().hasPrefix("Board\nCount 0: 2\n[1] Add 0\n╭─ Boxed"), "\(frame.text())")
  }

  @Test func aBoxedPaddedViewIsSplicedWithinItsEdges() {
    let board = Board()
    let renderer = ViewRenderer(BoardView(board: board))
    renderer.width = 30
    renderer.render()
    for count in 1...3 {
      board.cells[1].count = count
      renderer.render()
    }
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 1)
    #expect(renderer.frame.text(width: 30).contains("│  Count 1: 3"), "\(renderer.frame.text(width: 30))")
  }

  @Test func aViewBesideAnotherOrUnderAColourIsLaidOutWithTheFrame() {
    let board = Board()
    let renderer = ViewRenderer(BoardView(board: board))
    renderer.render()
    for index in [3, 4] {
      for count in 1...3 {
        board.cells[index].count = count
        renderer.render()
        #expect(renderer.lastRenderStatistics.subtreesSpliced == 0, "counter \(index)")
      }
    }
    #expect(renderer.frame.text().contains("Beside: Count 3: 3"), "\(renderer.frame.text())")
  }

  @Test func moreLinesOrAnotherControlAreLaidOutWithTheFrame() {
    let board = Board()
    let renderer = ViewRenderer(BoardView(board: board))
    renderer.render()
    board.cells[0].count = 1
    renderer.render()
    board.extraLines = 1
    renderer.render()
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 0)
    #expect(renderer.frame.text().contains("[1] Add 0\nextra line 0\n"))
    board.cells[1].count = 1
    renderer.render()
    board.extraButtons = 1
    renderer.render()
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 0)
    #expect(renderer.frame.text().contains("] Extra 0"), "\(renderer.frame.text())")
  }

  @Test func aSplicedButtonRunsTheActionOfTheLatestEvaluation() {
    let board = Board()
    let renderer = ViewRenderer(BoardView(board: board))
    renderer.render()
    for _ in 0..<3 {
      #expect(renderer.perform(line: "press 1") == .performed)
      renderer.render()
    }
    // 0 → 1 → 3 → 7: each press added the count it saw plus one, so each ran the closure of the
    // render just before it.
    #expect(board.cells[0].count == 7)
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 1)
    #expect(renderer.frame.text().contains("Count 0: 7"))
  }

  @Test func theFocusedControlOfASplicedViewIsDrawnFocused() {
    let boards = (spliced: Board(), full: Board())
    let renderer = ViewRenderer(BoardView(board: boards.spliced))
    let full = ViewRenderer(BoardView(board: boards.full))
    full.reusesLayouts = false
    for each in [renderer, full] {
      each.marksFocusInText = true
      each.render()
      _ = each.perform(.tab)
      each.render()
    }
    for count in 1...3 {
      boards.spliced.cells[0].count = count
      boards.full.cells[0].count = count
      #expect(renderer.render() == full.render())
    }
    #expect(renderer.lastRenderStatistics.subtreesSpliced == 1)
    #expect(renderer.frame.text().contains("Count 0: 3\n[1] Add 0"), "\(renderer.frame.text())")
    #expect(renderer.frame.text().contains(FocusRequest.marker))
  }

  @MainActor
  @Observable
  final class Note {
    var text = "a"
    var isForm = true
  }

  /// A form takes the whole width, a text its own: a box around the one is drawn line by line,
  /// around the other by the two-dimensional layout.
  struct NoteView: View {
    let note: Note
    var body: some View {
      if note.isForm {
        Form { Text(note.text) }
      } else {
        Text(note.text)
      }
    }
  }

  @Test func aViewWhoseContentTheBoxAroundItDependsOnIsLaidOutWithTheFrame() {
    let notes = (spliced: Note(), full: Note())
    func screen(_ note: Note) -> some View {
      VStack {
        Text("Notes")
        NoteView(note: note).border(.rounded)
      }
    }
    let renderer = ViewRenderer(screen(notes.spliced))
    let full = ViewRenderer(screen(notes.full))
    full.reusesLayouts = false
    renderer.width = 20
    full.width = 20
    #expect(renderer.render() == full.render())
    for change in [{ (note: Note) in note.text = "b" }, { $0.isForm = false }, { $0.text = "c" }] {
      change(notes.spliced)
      change(notes.full)
      #expect(renderer.render() == full.render(), "\(renderer.frame.text())")
    }
    // Text in a box as wide as the text: the box is not the form's, twenty columns wide.
    #expect(renderer.frame.text().contains("╭─╮"), "\(renderer.frame.text())")
  }

  /// Random changes to two identical boards, each rendered by a renderer that reuses and splices
  /// and by one that lays every frame out whole: the frames must be the same, and presses must
  /// reach the same closures (each board gets its renderer's presses).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func splicedFramesDrawWhatAFullLayoutDraws(seed: UInt64) {
    let boards = (kept: Board(), full: Board())
    let kept = ViewRenderer(BoardView(board: boards.kept))
    let full = ViewRenderer(BoardView(board: boards.full))
    full.reusesLayouts = false
    var generator = SplitMix64(seed: seed)
    var spliced = 0
    // Changes keep to one panel for a while, as a user's presses do: what a splice is for.
    var panel = 0
    func each(_ change: (Board) -> Void) {
      change(boards.kept)
      change(boards.full)
    }
    func both(_ change: (ViewRenderer) -> Void) {
      change(kept)
      change(full)
    }
    for step in 0..<300 {
      let choice = Int(generator.next() % 13)
      let pick = Int(generator.next() % 64)
      switch choice {
      case 0, 1, 2, 3: each { $0.cells[panel].count += 1 }
      case 12: panel = pick % 5
      case 4: each { $0.cells[pick % 5].count = 1_000_000 * pick }
      case 5: each { $0.extraLines = pick % 3 }
      case 6: each { $0.extraButtons = pick % 2 }
      case 7: each { $0.title = "Board \(pick % 3)" }
      case 8: both { _ = $0.perform(pick % 2 == 0 ? .tab : .backTab) }
      case 9: both { _ = $0.perform(line: "press \(pick % 8 + 1)") }
      case 10: both { $0.width = [10, 30, 80][pick % 3] }
      default: both { $0.viewportHeight = [nil, 4, 12][pick % 3] }
      }
      let keptFrame = kept.render()
      let fullFrame = full.render()
      #expect(keptFrame == fullFrame, "step \(step), change \(choice)")
      #expect(boards.kept.cells.map(\.count) == boards.full.cells.map(\.count), "step \(step)")
      spliced += kept.lastRenderStatistics.subtreesSpliced
      guard keptFrame == fullFrame else { break }
    }
    #expect(spliced > 15)
  }
}
