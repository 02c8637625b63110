import Foundation
import SwiftRexTesting
import Testing

/// A behaviour reads ids and dates while reducing, from dependencies: a TestStore gives it test
/// values (ids counting from zero, a fixed date), replaceable per test.
@MainActor
@Suite("TestStore dependencies")
struct TestStoreDependencyTests {
  private let zero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  private let one = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  private let reference = Date(timeIntervalSinceReferenceDate: 0)

  @Test func testValuesByDefault() async {
    let store = TestStore(initial: Todos.State(), behavior: Todos.behavior())
    store.dispatch(.add("Milk")) { $0.items = [Todos.Item(id: zero, title: "Milk", created: reference)] }
    store.dispatch(.add("Eggs")) { $0.items.append(Todos.Item(id: one, title: "Eggs", created: reference)) }
    await store.finish()
  }

  @Test func replacedThroughTheInitializer() async {
    let id = UUID()
    let date = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(
      initial: Todos.State(), behavior: Todos.behavior(),
      dependencies: {
        $0.uuid = .constant(id)
        $0.date = .constant(date)
      })
    store.dispatch(.add("Milk")) { $0.items = [Todos.Item(id: id, title: "Milk", created: date)] }
    await store.finish()
  }

  @Test func replacedThroughWithDependenciesAroundTheStore() async {
    let date = Date(timeIntervalSince1970: 5)
    let store = withDependencies {
      $0.date = .constant(date)
    } operation: {
      TestStore(initial: Todos.State(), behavior: Todos.behavior())
    }
    // The date was replaced; the id, left alone, keeps its test value.
    store.dispatch(.add("Milk")) { $0.items = [Todos.Item(id: zero, title: "Milk", created: date)] }
    await store.finish()
  }

  @Test func effectsInheritTheStoresDependencies() async {
    let store = TestStore(initial: Todos.State(), behavior: Todos.behavior())
    store.dispatch(.addLater("Tea"))
    await store.runEffects()
    store.receive(\.add, "Tea 0") { $0.items = [Todos.Item(id: one, title: "Tea 0", created: reference)] }
    await store.finish()
  }
}
