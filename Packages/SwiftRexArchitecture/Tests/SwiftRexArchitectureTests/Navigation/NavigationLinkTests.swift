import Foundation
import SwiftRexArchitecture
import Testing

/// A stack whose links name only the state they push: on the root and on a pushed screen.
private struct StatePushingBoard: View {
  let store: Store<Board.Action, Board.State, Void>

  var body: some View {
    NavigationStack(store: store, scope: Board.pages, rootTitle: "Board") {
      NavigationLink("Open page 5", state: 5)
    } destination: { page in
      Text("Page \(page.state)")
      NavigationLink("Ten more", state: page.state + 10)
    } title: { page in
      "#\(page)"
    }
  }
}

/// `NavigationLink(_:state:)` finds the stack on screen whose screens are of its state's type.
@MainActor
@Suite struct NavigationLinkTests {
  @Test func aLinkWithOnlyTheStatePushesOntoTheStackOnScreen() {
    let store = Store(initial: Board.State(), behavior: Board.behavior)
    let renderer = ViewRenderer(StatePushingBoard(store: store))
    renderer.render()
    #expect(renderer.perform(line: "press Open page 5") == .performed)
    #expect(store.state.pages.map { $0 } == [5])
    #expect(renderer.render().text().contains("Board › #5\n"))
    // From a pushed screen, whose own store knows nothing of the stack.
    #expect(renderer.perform(line: "press Ten more") == .performed)
    #expect(store.state.pages.map { $0 } == [5, 15])
    #expect(renderer.render().text().contains("Board › #5 › #15\n"))
  }

  @Test func withNoStackOnScreenALinkWarnsAndPushesNothing() {
    let warnings = Warnings()
    let renderer = ViewRenderer(NavigationLink("Open page 5", state: Unstacked()))
    renderer.render()
    RuntimeWarnings.withHandler(
      { warnings.record($0) }, operation: { _ = renderer.perform(line: "press Open page 5") })
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("no NavigationStack of Unstacked on screen") == true)
  }

  @Test func aStackThatLeftTheScreenIsNoLongerFound() {
    let store = Store(initial: Board.State(), behavior: Board.behavior)
    let renderer = ViewRenderer(StackOrNot(store: store))
    renderer.render()
    store.dispatch(.pages(.push(id: 0, state: 1)))
    renderer.render()
    #expect(renderer.perform(line: "press Hide the stack") == .performed)
    renderer.render()
    let warnings = Warnings()
    RuntimeWarnings.withHandler(
      { warnings.record($0) }, operation: { _ = renderer.perform(line: "press Loose link") })
    #expect(store.state.pages.map { $0 } == [1])
    #expect(warnings.all.count == 1)
  }
}

/// A screen's state no stack shows.
private struct Unstacked: Equatable, Sendable {}

/// A stack that a button takes off the screen, next to a link outside it.
private struct StackOrNot: View {
  let store: Store<Board.Action, Board.State, Void>
  @State private var showsStack = true

  var body: some View {
    VStack {
      if showsStack {
        NavigationStack(store: store, scope: Board.pages, rootTitle: "Board") {
          Text("Root")
        } destination: { page in
          Text("Page \(page.state)")
        } title: { page in
          "#\(page)"
        }
      }
      Button("Hide the stack") { showsStack = false }
      NavigationLink("Loose link", state: 7)
    }
  }
}

/// Runtime warnings collected while a test runs.
private final class Warnings: @unchecked Sendable {
  // Sound as `Sendable`: `messages` is private and only touched under `lock`.
  private let lock = NSLock()
  private var messages: [String] = []
  var all: [String] { lock.withLock { messages } }
  func record(_ message: String) { lock.withLock { messages.append(message) } }
}
