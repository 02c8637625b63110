import Foundation
import Observation
import Testing

@testable import TextUI

@MainActor
@Suite struct ViewRendererKeyboardTests {
  @MainActor
  @Observable
  final class Model {
    var name = "Ada"
    var flag = false
    var presses = 0
    var showsSheet = false
    var pushed = false
  }

  struct Screen: View {
    let model: Model

    var body: some View {
      VStack {
        Text("Pressed \(model.presses)")
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
        Toggle("Flag", isOn: Binding(get: { model.flag }, set: { model.flag = $0 }))
        Button("Press") { model.presses += 1 }
        Button("Open") { model.showsSheet = true }
        if model.pushed {
          Button("Inner") {}.onExitCommand { model.pushed = false }
        } else {
          Button("Push") { model.pushed = true }
        }
      }
      .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 })) {
        Button("Sheet button") { model.presses += 10 }
      }
    }
  }

  /// Applies `keys` one by one, rendering after each as the driver does.
  @discardableResult
  func press(_ keys: [Key], on renderer: ViewRenderer) -> [InputOutcome] {
    keys.map { key in
      let outcome = renderer.perform(key)
      renderer.render()
      return outcome
    }
  }

  @Test func thereIsNoFocusUntilAKeyAsksForOne() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    #expect(renderer.focusedControl == nil)
    #expect(renderer.perform(.enter) == .ignored)
    press([.tab], on: renderer)
    #expect(renderer.focusedControl?.label == "Name")
  }

  @Test func tabAndArrowsMoveInReadingOrderAndWrap() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    var labels: [String] = []
    for _ in 0..<6 {
      press([.down], on: renderer)
      labels.append(renderer.focusedControl?.label ?? "none")
    }
    // Down from a field moves on (only ← and → stay inside it).
    #expect(labels == ["Name", "Flag", "Press", "Open", "Push", "Name"])
    press([.backTab], on: renderer)
    #expect(renderer.focusedControl?.label == "Push")
    press([.up, .up], on: renderer)
    #expect(renderer.focusedControl?.label == "Press")
  }

  @Test func shiftTabWithNoFocusStartsAtTheLastControl() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    press([.backTab], on: renderer)
    #expect(renderer.focusedControl?.label == "Push")
  }

  @Test func enterAndSpacePressButtonsAndFlipToggles() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    press([.tab, .tab, .character(" ")], on: renderer)
    #expect(model.flag)
    press([.tab, .enter, .enter], on: renderer)
    #expect(model.presses == 2)
    #expect(renderer.frame.text().contains("Pressed 2"))
  }

  @Test func typingEditsTheFocusedFieldInPlace() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    press([.tab], on: renderer)
    #expect(renderer.isEditingField)
    press([.character("!"), .left, .left, .backspace, .character("é")], on: renderer)
    #expect(model.name == "Aéa!")
    press([.home, .delete, .end, .paste("q\nz")], on: renderer)
    #expect(model.name == "éa!q z")
    press([.left, .control("u")], on: renderer)
    #expect(model.name == "z")
    // `q` is text while a field is edited: it does not quit.
    #expect(renderer.perform(.character("q")) == .performed)
    #expect(model.name == "qz")
    // Enter moves on to the next control.
    press([.enter], on: renderer)
    #expect(renderer.focusedControl?.label == "Flag")
    #expect(renderer.perform(.character("q")) == .quit)
  }

  @Test func aFieldKeepsWhatWasTypedWhileItsBindingNormalisesIt() {
    // A binding that stores a list parsed from the text, as a tags field would.
    let tags = Box<[String]>([])
    let field = TextField(
      "Tags",
      text: Binding(
        get: { tags.value.joined(separator: ", ") },
        set: {
          tags.value = $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
          }
        }
      ))
    let renderer = ViewRenderer(field)
    renderer.marksFocusInText = true
    renderer.render()
    press([.tab] + "a, b".map { Key.character($0) }, on: renderer)
    // Typed key by key, the comma and the space survive although "a," reads back as "a".
    #expect(tags.value == ["a", "b"])
    #expect(renderer.frame.text().contains("[a, b|]"))
    // Once the focus leaves, the field shows what the binding stored (the box is not
    // observable: invalidating stands for the change notification).
    renderer.invalidate()
    press([.escape], on: renderer)
    #expect(renderer.frame.text() == "[1] Tags: [a, b]")
  }

  @Test func theFocusedControlIsDrawnReversedOrMarked() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    press([.tab, .tab, .tab], on: renderer)
    let styled = renderer.frame.text(width: 60, styled: true)
    #expect(styled.contains("\u{1B}[1;7;36m[3]\u{1B}[0m\u{1B}[1;7m Press\u{1B}[0m"))
    #expect(renderer.frame.text(width: 60).contains("[3] Press\n"))
    renderer.marksFocusInText = true
    renderer.render()
    #expect(renderer.frame.text(width: 60).contains("[3] Press ◂\n"))
    press([.backTab, .backTab, .left], on: renderer)
    #expect(renderer.frame.text(width: 60).contains("[1] Name: [Ad|a] ◂"))
  }

  @Test func aFocusedFieldShowsItsCursorAsAReversedCell() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    press([.tab], on: renderer)
    let styled = renderer.frame.text(width: 60, styled: true)
    // At the end of the text the cursor is a reversed blank.
    #expect(styled.contains("Ada\u{1B}[0m\u{1B}[4;7m \u{1B}[0m]"))
  }

  @Test func aSheetTakesTheFocusAndGivesItBack() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    press([.tab, .tab, .tab, .tab, .enter], on: renderer)
    #expect(renderer.frame.hasSheet)
    // The sheet's first control is its Dismiss, so an Enter right away cannot do harm.
    #expect(renderer.focusedControl?.kind == .sheetDismissal)
    press([.tab, .enter], on: renderer)
    #expect(model.presses == 10)
    #expect(renderer.keyHints.contains("Esc close"))
    #expect(renderer.perform(.escape) == .performed)
    renderer.render()
    #expect(!renderer.frame.hasSheet)
    #expect(renderer.focusedControl?.label == "Open")
  }

  @Test func escGoesBackThroughTheInnermostExitCommand() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    #expect(renderer.perform(.escape) == .ignored)
    model.pushed = true
    renderer.render()
    #expect(renderer.keyHints.contains("Esc back"))
    #expect(renderer.perform(.escape) == .performed)
    #expect(!model.pushed)
    // The typed command does the same.
    model.pushed = true
    renderer.render()
    #expect(renderer.perform(.dismiss) == .performed)
    #expect(!model.pushed)
  }

  @Test func escLeavesAFieldWhenThereIsNothingToClose() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    press([.tab], on: renderer)
    #expect(renderer.keyHints.hasPrefix("type to edit"))
    press([.escape], on: renderer)
    #expect(!renderer.isEditingField)
    #expect(renderer.focusedControl == nil)
    #expect(renderer.keyHints.hasSuffix("q quit"))
  }

  @Test func whenTheFocusedControlGoesTheFocusStaysAtItsPlace() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    press([.backTab, .enter], on: renderer)
    // "Push" was replaced by "Inner", at the same place in reading order.
    #expect(model.pushed)
    #expect(renderer.focusedControl?.label == "Inner")
  }

  @Test func controlCAndControlBackslashAlwaysQuit() {
    let renderer = ViewRenderer(Screen(model: Model()))
    renderer.render()
    press([.tab], on: renderer)
    #expect(renderer.perform(.control("c")) == .quit)
    #expect(renderer.perform(.control("\\")) == .quit)
  }
}
