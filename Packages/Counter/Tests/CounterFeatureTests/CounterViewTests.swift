import CounterFeature
import SwiftRexArchitecture
import SwiftRexTesting
import Testing
import TextUITesting

@MainActor
@Suite struct CounterViewTests {
  private let environment = Counter.Environment(track: { _ in })

  private func render(_ initial: Counter.State = .init(), clock: TestClock = TestClock()) -> (
    Store<Counter.Action, Counter.State, Counter.Environment>, ViewRenderer
  ) {
    let store = Store(initial: initial, behavior: Counter.behavior(), environment: environment, clock: clock)
    return (store, ViewRenderer(Counter.view(store: store, environment: environment)))
  }

  @Test func theFrameShowsTheCountAndEveryButton() {
    let (_, renderer) = render(.init(count: 7))
    assertInlineSnapshot(of: renderer) {
      """
      Count: 7
      [1] Increment [2] Decrement [3] Reset
      [4] Start auto-increment
      Step: 1 [5] - [6] +
      """
    }
  }

  @Test func aCountBelowZeroIsRedWhereTheTerminalHasColours() {
    let (_, below) = render(.init(count: -1))
    assertInlineSnapshot(of: below, as: .styledText) {
      """
      ␛[1;31mCount: -1␛[0m
      ␛[36m[1]␛[0m Increment ␛[36m[2]␛[0m Decrement ␛[36m[3]␛[0m Reset
      ␛[36m[4]␛[0m Start auto-increment
      Step: 1 ␛[36m[5]␛[0m ␛[2m-␛[0m ␛[36m[6]␛[0m +
      """
    }
    let (_, zero) = render(.init(count: 0))
    assertInlineSnapshot(of: zero, as: .styledText) {
      """
      ␛[1mCount: 0␛[0m
      ␛[36m[1]␛[0m Increment ␛[36m[2]␛[0m Decrement ␛[36m[3]␛[0m Reset
      ␛[36m[4]␛[0m Start auto-increment
      Step: 1 ␛[36m[5]␛[0m ␛[2m-␛[0m ␛[36m[6]␛[0m +
      """
    }
  }

  @Test func pressingButtonsByHandleMovesTheCount() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.perform(line: "press 1") == .performed)
    #expect(store.state.count == 2)
    #expect(renderer.render().text().hasPrefix("Count: 2\n"))
    #expect(renderer.perform(line: "[2]") == .performed)
    #expect(renderer.render().text().hasPrefix("Count: 1\n"))
    #expect(renderer.perform(line: "3") == .performed)
    #expect(store.state.count == 0)
    #expect(renderer.render().text().hasPrefix("Count: 0\n"))
  }

  @Test func theAutoIncrementButtonFlipsAndKeepsItsHandle() {
    // The timer itself is tested through TestStore; here the test clock is never advanced, so
    // no tick can race the assertions.
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "4") == .performed)
    #expect(store.state.isAutoIncrementing)
    #expect(renderer.render().text().contains("\n[4] Stop auto-increment\n"))
    #expect(renderer.perform(line: "4") == .performed)
    #expect(!store.state.isAutoIncrementing)
    #expect(renderer.render().text().contains("\n[4] Start auto-increment\n"))
    #expect(store.state.count == 0)
  }

  @Test func theStepperSetsTheStepThatPressesMoveBy() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "6") == .performed)
    #expect(renderer.perform(line: "6") == .performed)
    #expect(store.state.step == 3)
    #expect(renderer.render().text().hasSuffix("\nStep: 3 [5] - [6] +"))
    #expect(renderer.perform(line: "1") == .performed)
    #expect(store.state.count == 3)
    // At the lower bound the minus half stays in place but steps no further.
    for _ in 0..<4 { #expect(renderer.perform(line: "5") == .performed) }
    #expect(store.state.step == 1)
  }

  @Test func aTickRedrawsTheCount() {
    let (store, renderer) = render(.init(count: 1, isAutoIncrementing: true))
    #expect(renderer.render().text().hasPrefix("Count: 1\n"))
    store.dispatch(.tick)
    #expect(renderer.needsRender)
    #expect(renderer.render().text().hasPrefix("Count: 2\n"))
  }

  @Test func anUnknownHandleIsRejectedAndChangesNothing() {
    let (store, renderer) = render()
    renderer.render()
    guard case .rejected = renderer.perform(line: "9") else {
      Issue.record("pressing a handle that is not on screen should be rejected")
      return
    }
    #expect(store.state == Counter.State())
  }
}
