import Observation
import Testing

@testable import TextUI

/// A sheet's binding is read in a node of its own (`SheetPresentationView`): the view the
/// sheet is presented from does not depend on what the binding reads.
@MainActor
@Suite struct SheetViewTests {
  @MainActor
  @Observable
  final class Model {
    var showsSheet = false
    var count = 0
  }

  struct CountLine: View {
    let model: Model
    var body: some View { Text("Count: \(model.count)") }
  }

  struct Details: View {
    var body: some View { Text("Details") }
  }

  /// The presenting screen reads nothing of the model in its own body: the count is its child's,
  /// whether the sheet shows is the binding's.
  struct Screen: View {
    let model: Model
    var body: some View {
      VStack {
        Text("Title")
        CountLine(model: model)
      }
      .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 })) {
        Details()
      }
    }
  }

  @Test func presentingAndDismissingEvaluatesNotThePresentingView() {
    let model = Model()
    let renderer = ViewRenderer(Screen(model: model))
    #expect(renderer.render().text() == "Title\nCount: 0")
    model.showsSheet = true
    #expect(renderer.render().text() == "Title\nCount: 0\n\n┌─ [1] Dismiss\n│ Details\n└─")
    // Only the sheet's content is new; the screen and its count line are not evaluated again.
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["Details"])
    #expect(renderer.perform(.press(1)) == .performed)
    #expect(model.showsSheet == false)
    #expect(renderer.render().text() == "Title\nCount: 0")
    #expect(renderer.lastRenderStatistics.evaluatedViews.isEmpty)
  }

  @Test func aChangeTheBindingDoesNotReadLeavesThePresenterAlone() {
    let model = Model()
    model.showsSheet = true
    let renderer = ViewRenderer(Screen(model: model))
    renderer.render()
    model.count = 1
    #expect(renderer.render().text() == "Title\nCount: 1\n\n┌─ [1] Dismiss\n│ Details\n└─")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["CountLine"])
  }
}
