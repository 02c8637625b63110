// The code of the "Widgets" article, compiled and run here so that the article cannot rot
// (Scripts/check-doc-snippets.py compares the article's blocks with these regions); the
// snapshots below are the article's rendered output.
import Observation
import Testing
import TextUI
import TextUITesting

// snippet: widgets-stepper
@Observable
@MainActor
final class Order {
  var copies = 1
}

struct OrderForm: View {
  let order: Order

  var body: some View {
    Stepper(
      "Copies: \(order.copies)",
      value: Binding(get: { order.copies }, set: { order.copies = $0 }),
      in: 1...5)
  }
}
// snippet-end

// snippet: widgets-text-editor
struct NoteEditor: View {
  @State private var note = "Lent to Ada\nback by Friday"

  var body: some View {
    VStack {
      Text("Note").bold()
      TextEditor(text: $note)
        .frame(height: 3)
    }
  }
}
// snippet-end

// snippet: widgets-progress
struct CopyProgress: View {
  let copied: Double
  let total: Double

  var body: some View {
    VStack {
      ProgressView("Copying", value: copied, total: total)
      ProgressView("Indexing")
    }
  }
}
// snippet-end

// snippet: widgets-containers
struct BookDetails: View {
  @State private var showsHistory = false

  var body: some View {
    GroupBox("The Dispossessed") {
      Label("Le Guin", systemImage: "person")
      LabeledContent("Year", value: "1974")
      DisclosureGroup("History", isExpanded: $showsHistory) {
        Text("Borrowed twice")
      }
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: Widgets")
struct WidgetsSnippetsTests {
  @Test func theStepperSteps() {
    let order = Order()
    assertInlineSnapshot(of: OrderForm(order: order), width: 40) {
      """
      Copies: 1 [1] - [2] +
      """
    }
    let renderer = ViewRenderer(OrderForm(order: order))
    renderer.render()
    #expect(renderer.perform(line: "press 2") == .performed)
    #expect(order.copies == 2)
  }

  @Test func theTextEditorShowsItsNote() {
    assertInlineSnapshot(of: NoteEditor(), width: 30) {
      """
      Note
      [1] │Lent to Ada
          │back by Friday
          │
      """
    }
  }

  @Test func theProgressViews() {
    assertInlineSnapshot(of: CopyProgress(copied: 3, total: 4), width: 40) {
      """
      [#######---] 75% Copying
      … Indexing
      """
    }
  }

  @Test func theContainers() {
    assertInlineSnapshot(of: BookDetails(), width: 30) {
      """
      ╭─ The Dispossessed ─────────╮
      │☺ Le Guin                   │
      │Year: 1974                  │
      │[1] ▸ History               │
      ╰────────────────────────────╯
      """
    }
  }
}
