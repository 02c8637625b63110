import Testing

@testable import TextUI

/// `.disabled(_:)`: drawn dim, skipped by the focus, refused when used, inherited by everything
/// inside.
@MainActor
@Suite struct ViewDisabledTests {
  struct Form: View {
    let pressed: Box<[String]>
    let name: Box<String>
    let isOn: Box<Bool>
    let isDisabled: Bool

    var body: some View {
      Button("Open") { pressed.value.append("Open") }
      VStack {
        Button("Save") { pressed.value.append("Save") }
        TextField("Name", text: name.binding)
        Toggle("Armed", isOn: isOn.binding)
        Button("Still off") { pressed.value.append("Still off") }.disabled(false)
      }
      .disabled(isDisabled)
    }
  }

  func form(disabled: Bool) -> (Form, Box<[String]>, Box<String>, Box<Bool>) {
    let pressed = Box<[String]>([])
    let name = Box("Ada")
    let isOn = Box(false)
    return (Form(pressed: pressed, name: name, isOn: isOn, isDisabled: disabled), pressed, name, isOn)
  }

  @Test func disabledControlsKeepTheirHandlesAndAreDrawnDim() {
    let renderer = ViewRenderer(form(disabled: true).0)
    let frame = renderer.render()
    #expect(
      frame.text() == """
        [1] Open
        [2] Save
        [3] Name: [Ada]
        [4] [ ] Armed
        [5] Still off
        """)
    let styled = frame.text(styled: true).split(separator: "\n").map(String.init)
    #expect(styled[0] == "\u{1B}[36m[1]\u{1B}[0m Open")
    #expect(styled[1] == "\u{1B}[2;36m[2]\u{1B}[0m \u{1B}[2mSave\u{1B}[0m")
    #expect(styled[4] == "\u{1B}[2;36m[5]\u{1B}[0m \u{1B}[2mStill off\u{1B}[0m")
  }

  @Test func typedCommandsOnADisabledControlAreRefused() {
    let (view, pressed, name, isOn) = form(disabled: true)
    let renderer = ViewRenderer(view)
    renderer.render()
    #expect(renderer.perform(line: "2") == .rejected("[2] Save is disabled: it cannot be used now."))
    #expect(
      renderer.perform(line: "type 3 Grace") == .rejected("[3] Name is disabled: it cannot be used now."))
    #expect(renderer.perform(line: "toggle 4") == .rejected("[4] Armed is disabled: it cannot be used now."))
    #expect(renderer.perform(line: "press Save") == .rejected("[2] Save is disabled: it cannot be used now."))
    // `.disabled(false)` inside `.disabled(true)` stays disabled, as in SwiftUI.
    #expect(renderer.perform(line: "5") == .rejected("[5] Still off is disabled: it cannot be used now."))
    #expect(renderer.perform(line: "1") == .performed)
    #expect(pressed.value == ["Open"])
    #expect(name.value == "Ada")
    #expect(!isOn.value)
  }

  @Test func theFocusSkipsDisabledControls() {
    let renderer = ViewRenderer(form(disabled: true).0)
    renderer.render()
    #expect(renderer.perform(Key.tab) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.handle == 1)
    #expect(renderer.perform(Key.tab) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.handle == 1)
    #expect(renderer.perform(Key.backTab) == .performed)
    renderer.render()
    #expect(renderer.focusedControl?.handle == 1)
  }

  @Test func aClickOnADisabledControlDoesNothing() {
    let (view, pressed, _, _) = form(disabled: true)
    let renderer = ViewRenderer(view)
    renderer.render()
    #expect(renderer.click(2) == .rejected("[2] Save is disabled: it cannot be used now."))
    #expect(renderer.focusedControl == nil)
    #expect(pressed.value.isEmpty)
  }

  @Test func enabledControlsWorkAsBefore() {
    let (view, pressed, _, _) = form(disabled: false)
    let renderer = ViewRenderer(view)
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.perform(line: "5") == .performed)
    #expect(pressed.value == ["Save", "Still off"])
    #expect(!renderer.render().text(styled: true).contains("\u{1B}[2"))
  }

  @Test func disabledControlsListedByTheFrameSayTheyAre() {
    let renderer = ViewRenderer(form(disabled: true).0)
    let frame = renderer.render()
    #expect(frame.controls.map(\.isDisabled) == [false, true, true, true, true])
  }
}
