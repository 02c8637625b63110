import Testing

@testable import TextUI

/// A view that keeps its action in a plain `var onSave: () -> Void` and hands it to a button,
/// exactly as SwiftUI code does: it compiles under Swift 6's complete concurrency checking.
struct SaveBar: View {
  var onSave: () -> Void

  var body: some View {
    Button("Save", action: onSave)
  }
}

/// The same with a label built by a closure.
struct SaveLabelBar: View {
  var onSave: () -> Void

  var body: some View {
    Button(action: onSave) {
      Text("Save").bold()
    }
  }
}

@MainActor
@Suite struct ButtonTests {
  @Test func aPlainClosureFromAViewIsCalledWhenTheButtonIsPressed() {
    var saves = 0
    let renderer = ViewRenderer(SaveBar(onSave: { saves += 1 }))
    #expect(renderer.render().text() == "[1] Save")
    #expect(renderer.perform(line: "press 1") == .performed)
    #expect(renderer.perform(line: "press Save") == .performed)
    #expect(saves == 2)
  }

  @Test func aPlainClosureWithALabelIsCalledToo() {
    var saves = 0
    let renderer = ViewRenderer(SaveLabelBar(onSave: { saves += 1 }))
    #expect(renderer.render().text() == "[1] Save")
    #expect(renderer.perform(Key.tab) == .performed)
    renderer.render()
    #expect(renderer.perform(Key.enter) == .performed)
    #expect(saves == 1)
  }

  @Test func aMainActorClosureStillWorks() {
    let pressed = Box(0)
    let renderer = ViewRenderer(Button("Count") { pressed.value += 1 })
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(pressed.value == 1)
  }
}
