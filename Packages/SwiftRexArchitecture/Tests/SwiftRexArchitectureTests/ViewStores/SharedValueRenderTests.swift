import SwiftRexArchitecture
import Testing

// A view that reads a shared value (`@Shared`) is evaluated again when another feature changes
// it, whoever changed it; a view that does not read it is not.

struct SharedBadge: View {
  let count: Shared<Int>
  var body: some View { Text("count: \(count.wrappedValue)") }
}

struct SharedLabel: View {
  var body: some View { Text("label") }
}

struct SharedScreen: View {
  let count: Shared<Int>
  var body: some View {
    VStack {
      SharedBadge(count: count)
      SharedLabel()
    }
  }
}

/// A feature that owns the count; the screen above is another holder of it.
struct CountOwner: Equatable {
  @Shared(.inMemory("render.count")) var count = 0
}

@MainActor
@Suite struct SharedValueRenderTests {
  @Test func onlyTheViewThatReadsTheSharedValueIsEvaluatedAgain() {
    let container = SharedContainer()
    SharedContainer.withContainer(container) {
      let store = Store(
        initial: CountOwner(),
        behavior: Behavior<Int, CountOwner, Void>.reduce { step, state in state.count += step },
        environment: ())
      let shown = Shared(wrappedValue: 0, .inMemory("render.count"))
      let renderer = ViewRenderer(SharedScreen(count: shown))
      #expect(renderer.render().text() == "count: 0\nlabel")

      store.dispatch(2)  // the owner's reduction writes the value the screen reads
      #expect(renderer.needsRender)
      #expect(renderer.render().text() == "count: 2\nlabel")
      #expect(evaluatedRows(renderer) == ["SharedBadge"])

      // Changed with no action at all (as a file another process wrote): still seen.
      container.seed(.inMemory("render.count"), with: 9)
      #expect(renderer.needsRender)
      #expect(renderer.render().text() == "count: 9\nlabel")
      #expect(evaluatedRows(renderer) == ["SharedBadge"])
    }
  }
}
