import Testing
import TextUITesting

@testable import TextUI

/// A stepper over a value kept in a box, its label showing the value.
private struct StepperHost: View {
  let value: Box<Int>
  var bounds: ClosedRange<Int> = 0...3
  var step = 1

  var body: some View {
    Stepper("Copies: \(value.value)", value: value.binding, in: bounds, step: step)
  }
}

@MainActor
@Suite struct StepperTests {
  @Test func drawsItsLabelThenTheTwoButtons() {
    assertInlineSnapshot(of: StepperHost(value: Box(1)), width: 30) {
      """
      Copies: 1 [1] - [2] +
      """
    }
  }

  @Test func theHalfThatCannotGoFurtherIsDrawnDim() {
    assertInlineSnapshot(of: StepperHost(value: Box(3)), width: 30, as: .styledText) {
      """
      Copies: 3 ␛[36m[1]␛[0m - ␛[36m[2]␛[0m ␛[2m+␛[0m
      """
    }
  }

  @Test func pressingTheButtonsStepsWithinTheBounds() {
    let value = Box(1)
    let renderer = ViewRenderer(StepperHost(value: value))
    renderer.render()
    #expect(renderer.perform(line: "2") == .performed)
    #expect(value.value == 2)
    for _ in 0..<5 { _ = renderer.perform(line: "2") }
    #expect(value.value == 3)
    renderer.invalidate()
    #expect(renderer.render().text() == "Copies: 3 [1] - [2] +")
    for _ in 0..<9 { _ = renderer.perform(line: "press 1") }
    #expect(value.value == 0)
  }

  @Test func aStepLargerThanTheRoomLandsOnTheBound() {
    let value = Box(1)
    let renderer = ViewRenderer(StepperHost(value: value, bounds: 0...10, step: 4))
    renderer.render()
    _ = renderer.perform(line: "2")
    _ = renderer.perform(line: "2")
    #expect(value.value == 9)
    _ = renderer.perform(line: "2")
    #expect(value.value == 10)
  }

  @Test func enterOrSpaceOnTheFocusedHalfStepsAndTheFocusStaysAtTheBound() {
    let value = Box(2)
    let renderer = ViewRenderer(StepperHost(value: value))
    renderer.render()
    _ = renderer.perform(Key.tab)
    _ = renderer.perform(Key.tab)
    renderer.render()
    #expect(renderer.focusedControl?.handle == 2)
    _ = renderer.perform(Key.enter)
    renderer.render()
    _ = renderer.perform(Key.character(" "))
    renderer.render()
    #expect(value.value == 3)
    // At the bound the `+` stays focusable: Enter again does nothing rather than press `-`.
    #expect(renderer.focusedControl?.handle == 2)
  }

  @Test func aClickOnAHalfStepsIt() {
    let value = Box(2)
    let renderer = ViewRenderer(StepperHost(value: value))
    renderer.render()
    #expect(renderer.click(1) == .performed)
    #expect(value.value == 1)
  }

  @Test func aValueStartingOutsideTheBoundsComesBackInOnTheFirstStep() {
    let value = Box(99)
    let renderer = ViewRenderer(StepperHost(value: value))
    renderer.render()
    _ = renderer.perform(line: "1")
    #expect(value.value == 3)
    let extreme = Box(Int.max)
    let wide = ViewRenderer(StepperHost(value: extreme, bounds: Int.min...Int.max, step: .max))
    wide.render()
    _ = wide.perform(line: "2")
    #expect(extreme.value == .max)
    _ = wide.perform(line: "1")
    #expect(extreme.value == 0)
  }

  @Test func aFloatingPointValueStepsToo() {
    let value = Box(Double.nan)
    let renderer = ViewRenderer(Stepper("Speed", value: value.binding, in: 0.5...2, step: 0.5))
    renderer.render()
    _ = renderer.perform(line: "2")
    #expect(value.value == 0.5)
    _ = renderer.perform(line: "2")
    #expect(value.value == 1)
  }

  @Test func aLabelViewIsDrawnBeforeTheButtons() {
    assertInlineSnapshot(
      of: Stepper(value: .constant(2), in: 0...5) { Text("漢字 wide").bold() }, width: 30
    ) {
      """
      漢字 wide [1] - [2] +
      """
    }
  }
}
