import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Suite struct ProgressViewTests {
  @Test func aKnownValueIsABarWithAPercentageThenTheLabel() {
    assertInlineSnapshot(
      of: VStack {
        ProgressView("Copying", value: 3, total: 10)
        ProgressView(value: 0.5)
        ProgressView(value: Float(1))
      }, width: 30
    ) {
      """
      [###-------] 30% Copying
      [#####-----] 50%
      [##########] 100%
      """
    }
  }

  @Test func valuesOutOfRangeAreDrawnWithoutTrapping() {
    assertInlineSnapshot(
      of: VStack {
        ProgressView("over", value: 12, total: 10)
        ProgressView("negative", value: -1, total: 10)
        ProgressView("nan", value: .nan, total: 10)
        ProgressView("infinite", value: .infinity, total: 10)
        ProgressView("zero total", value: 1, total: 0)
        ProgressView("nan total", value: 1, total: Double.nan)
      }, width: 30
    ) {
      """
      [##########] 100% over
      [----------] 0% negative
      [----------] 0% nan
      [----------] 0% infinite
      [----------] 0% zero total
      [----------] 0% nan total
      """
    }
  }

  @Test func aNilValueIsIndeterminate() {
    #expect(renderedText(ProgressView("Waiting", value: Double?.none)) == "… Waiting")
  }

  @Test func theSpinnerIsStillUntilTickedThenStepsOncePerTick() {
    let renderer = ViewRenderer(ProgressView("Loading"))
    #expect(renderer.render().text() == "… Loading")
    #expect(renderer.isAnimating)
    #expect(!renderer.needsRender)
    renderer.advanceAnimations()
    #expect(renderer.needsRender)
    #expect(renderer.render().text() == "⠋ Loading")
    renderer.advanceAnimations()
    #expect(renderer.render().text() == "⠙ Loading")
    // Ten frames: ten more ticks come back to the same one.
    for _ in 0..<10 { renderer.advanceAnimations() }
    #expect(renderer.render().text() == "⠙ Loading")
  }

  @Test func aFrameWithoutASpinnerDoesNotAnimate() {
    let renderer = ViewRenderer(ProgressView(value: 0.5))
    renderer.render()
    #expect(!renderer.isAnimating)
    renderer.advanceAnimations()
    #expect(!renderer.needsRender)
  }

  @Test func aSpinnerInAKeptSubtreeStillSteps() {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("Shelf")
          ProgressView()
        }
      }
    }
    let renderer = ViewRenderer(Screen())
    #expect(renderer.render().text() == "Shelf\n…")
    renderer.advanceAnimations()
    #expect(renderer.render().text() == "Shelf\n⠋")
  }
}
