import Observation
import Testing

@testable import TextUI

/// `Retained`: one object per place in the tree, made outside observation, released with the
/// place, and a parent's re-render never re-evaluates the content.
@MainActor
@Suite struct RetainedTests {
  @Observable
  final class Model {
    var count = 0
    let serial: Int
    init(serial: Int) { self.serial = serial }
  }

  /// Counts objects made, and keeps weak references to them to see when they are released.
  final class Factory {
    private(set) var madeCount = 0
    private var made: [() -> Model?] = []

    func make() -> Model {
      madeCount += 1
      let model = Model(serial: madeCount)
      made.append { [weak model] in model }
      return model
    }

    /// The objects made so far that are still alive.
    var alive: [Model] { made.compactMap { $0() } }
  }

  struct ModelRow: View {
    let model: Model
    var body: some View { Text("#\(model.serial): \(model.count)") }
  }

  /// A parent that reads `outside` (so it re-renders when it changes) and shows the retained rows.
  struct Parent: View {
    let outside: TwoFields
    let factory: Factory
    let rows: [Int]

    var body: some View {
      Text(outside.first)
      ForEach(rows, id: \.self) { _ in
        Retained {
          factory.make()
        } content: { model in
          ModelRow(model: model)
        }
      }
    }
  }

  @Test func theObjectIsMadeOnceAndTheParentsRerenderEvaluatesNoContent() {
    let outside = TwoFields()
    let factory = Factory()
    let renderer = ViewRenderer(Parent(outside: outside, factory: factory, rows: [1]))
    #expect(renderer.render().text() == "one\n#1: 0")
    outside.first = "uno"
    let frame = renderer.render()
    #expect(frame.text() == "uno\n#1: 0")
    #expect(renderer.lastRenderStatistics.evaluatedViews.contains { $0.hasPrefix("Parent") })
    #expect(!renderer.lastRenderStatistics.evaluatedViews.contains { $0.hasPrefix("ModelRow") })
    #expect(!renderer.lastRenderStatistics.evaluatedViews.contains { $0.hasPrefix("Retained") })
    #expect(factory.madeCount == 1)
  }

  @Test func aChangeOfTheObjectEvaluatesOnlyItsContent() throws {
    let outside = TwoFields()
    let factory = Factory()
    let renderer = ViewRenderer(Parent(outside: outside, factory: factory, rows: [1, 2, 3]))
    renderer.render()
    let second = try #require(factory.alive.first { $0.serial == 2 })
    second.count = 5
    #expect(renderer.render().text() == "one\n#1: 0\n#2: 5\n#3: 0")
    #expect(renderer.lastRenderStatistics.evaluatedViews.map { String($0.prefix(8)) } == ["ModelRow"])
  }

  @Test func makingTheObjectIsNotADependencyOfAnyView() {
    let outside = TwoFields()
    let renderer = ViewRenderer(
      Retained {
        // Reading observable data while setting the object up must not make a view depend on it.
        Model(serial: outside.second.count)
      } content: { model in
        ModelRow(model: model)
      })
    #expect(renderer.render().text() == "#3: 0")
    outside.second = "changed"
    #expect(!renderer.needsRender)
    #expect(renderer.render().text() == "#3: 0")
    #expect(renderer.lastRenderStatistics.bodiesEvaluated == 0)
  }

  @Test func leavingTheTreeReleasesTheObjectAndComingBackMakesANewOne() {
    let factory = Factory()
    let shown = Box([1])
    struct Host: View {
      let shown: Box<[Int]>
      let factory: Factory
      var body: some View {
        ForEach(shown.value, id: \.self) { _ in
          Retained {
            factory.make()
          } content: { model in
            ModelRow(model: model)
          }
        }
      }
    }
    let renderer = ViewRenderer(Host(shown: shown, factory: factory))
    #expect(renderer.render().text() == "#1: 0")
    shown.value = []
    renderer.invalidate()
    #expect(renderer.render().text() == "")
    #expect(factory.alive.isEmpty)
    shown.value = [1]
    renderer.invalidate()
    #expect(renderer.render().text() == "#2: 0")
    #expect(factory.alive.map(\.serial) == [2])
  }
}
