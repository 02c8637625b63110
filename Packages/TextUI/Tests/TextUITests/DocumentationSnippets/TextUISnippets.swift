// The code of the "TextUI and the renderer" article (TextUI.docc), compiled and run here so that
// the article cannot rot: Scripts/check-doc-snippets.py fails when the article's blocks differ
// from the regions between `// snippet:` and `// snippet-end`.
import Observation
import Testing
import TextUI

// snippet: textui-view
@MainActor
@Observable
final class Alarm {
  var label = "Wake up"
  var isArmed = false
  var isShowingSummary = false
}

struct AlarmForm: View {
  let alarm: Alarm

  var body: some View {
    Form {
      Text("Alarm").font(.title)
      Section("Settings") {
        TextField("Label", text: Binding(get: { alarm.label }, set: { alarm.label = $0 }))
        Toggle("Armed", isOn: Binding(get: { alarm.isArmed }, set: { alarm.isArmed = $0 }))
      }
      Button("Summary") { alarm.isShowingSummary = true }
    }
    .sheet(isPresented: Binding(get: { alarm.isShowingSummary }, set: { alarm.isShowingSummary = $0 })) {
      Text("\(alarm.label): \(alarm.isArmed ? "armed" : "off")")
    }
  }
}
// snippet-end

@MainActor
@Suite("Documentation: TextUI and the renderer")
struct TextUISnippetTests {
  @Test func theRendererDrivesTheForm() {
    // snippet: textui-renderer
    let alarm = Alarm()
    let renderer = ViewRenderer(AlarmForm(alarm: alarm))
    let first = renderer.render()  // every control carries a handle: [1] Label, [2] Armed, [3] Summary
    #expect(first.controls.count == 3)

    #expect(renderer.perform(line: "type 1 Stand up") == .performed)
    #expect(renderer.perform(line: "toggle 2") == .performed)
    #expect(renderer.needsRender)  // Observation saw the view read what changed

    #expect(renderer.perform(line: "3") == .performed)
    let withSheet = renderer.render()
    #expect(withSheet.hasSheet)
    #expect(withSheet.text().contains("Stand up: armed"))
    #expect(renderer.perform(line: "dismiss") == .performed)  // writes false through the binding
    // snippet-end
    #expect(alarm.isShowingSummary == false)
    #expect(alarm.label == "Stand up")
  }
}
