import CounterFeature
import LibraryFeature
@_spi(SwiftRexInternals) import SwiftRexArchitecture
import SwiftRexRecording
import Testing

@testable import AppCore

/// Time travel while the catalog is still loading, in process, with loads the test lets finish:
/// a branch from a step that was waiting for a load still gets it, and jumping back to the latest
/// step adds nothing.
@MainActor
@Suite struct TimeTravelInFlightTests {
  private static let books = [
    Book(id: "lhod", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969)
  ]
  private static let shelves = [ShelfSummary(id: "sci-fi", name: "Science Fiction")]

  /// Answers one load each time it is opened.
  private struct Gate: Sendable {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation
    init() { (stream, continuation) = AsyncStream.makeStream(of: Void.self) }
    func open(_ times: Int = 1) { for _ in 0..<times { continuation.yield() } }
    func pass() async throws {
      for await _ in stream { return }
      throw CancellationError()
    }
  }

  /// The app as `swiftrex` composes it for a session, with time travel keeping `limit` steps and
  /// catalog reads that wait for `gate`; started and rendered once (the Library's load is in
  /// flight).
  private func app(limit: Int = 1000, gate: Gate) -> (
    Store<AppAction, AppState, AppEnvironment>, TimeTravel<AppAction, AppState>, ViewRenderer
  ) {
    let (books, shelves) = (Self.books, Self.shelves)
    let environment = AppEnvironment(
      library: Library.Environment(fetch: { _ in
        try await gate.pass()
        return books
      }),
      heroDetail: .init(), counter: .untracked,
      listShelves: {
        try await gate.pass()
        return shelves
      })
    let store = Store(initial: AppState(shelfID: "sci-fi"), behavior: appBehavior, environment: environment)
    let travel = AppTimeTravel.timeTravel(limit: limit)
    travel.attach(to: store)
    store.dispatch(.started)
    let renderer = ViewRenderer(RootView(store: store, environment: environment))
    renderer.customCommands = AppTimeTravel.commands(travel)
    travel.onBranch = { [weak renderer] in renderer?.appearAgain() }
    renderer.render()
    return (store, travel, renderer)
  }

  private func perform(_ line: String, on renderer: ViewRenderer) -> String {
    let outcome = renderer.perform(line: line)
    #expect(outcome == .performed, "\(line): \(outcome)")
    return renderer.render().text()
  }

  @Test func aBranchFromAStepWaitingForTheCatalogStillLoadsIt() async throws {
    let gate = Gate()
    let (store, travel, renderer) = app(gate: gate)
    #expect(travel.entries.compactMap(\.action) == [.started, .library(.onAppear)])
    _ = perform("press Counter", on: renderer)
    _ = perform("undo", on: renderer)  // step 2: the Library, loading
    #expect(renderer.frame.text().contains("Loading the shelf"))
    _ = perform("press Counter", on: renderer)  // a branch from step 2
    _ = perform("press Library", on: renderer)
    gate.open(2)
    #expect(await store.effectsFinished(within: .seconds(60)))
    let frame = renderer.render().text()
    #expect(!frame.contains("Loading the shelf"), "\(frame)")
    #expect(frame.contains("The Left Hand of Darkness"), "\(frame)")
    #expect(frame.contains("Shelves:"), "\(frame)")
  }

  @Test func aBranchFromBeforeTheLoadLoadsWhenTheLibraryAppearsAgain() async throws {
    let gate = Gate()
    let (store, travel, renderer) = app(gate: gate)
    _ = perform("goto 1", on: renderer)  // `started`: the shelves and the books not asked for yet
    _ = perform("press Counter", on: renderer)  // a branch from step 1
    _ = perform("press Library", on: renderer)
    #expect(
      travel.entries.compactMap(\.action)
        == [.started, .navigate(.counter), .navigate(.library), .library(.onAppear)])
    gate.open(2)
    #expect(await store.effectsFinished(within: .seconds(60)))
    let frame = renderer.render().text()
    #expect(frame.contains("The Left Hand of Darkness"), "\(frame)")
    #expect(frame.contains("Shelves:"), "\(frame)")
  }

  @Test func answersHeldWithAHistoryOfTwoAreAllDeliveredOnReturn() async throws {
    let gate = Gate()
    let (store, travel, renderer) = app(limit: 2, gate: gate)
    _ = perform("press Counter", on: renderer)
    _ = perform("press Increment", on: renderer)
    _ = perform("press Increment", on: renderer)
    _ = perform("undo", on: renderer)
    gate.open(2)
    #expect(await store.effectsFinished(within: .seconds(60)))
    #expect(travel.heldCount == 2)
    _ = perform("redo", on: renderer)
    _ = perform("press Library", on: renderer)
    let frame = renderer.render().text()
    #expect(frame.contains("The Left Hand of Darkness"), "\(frame)")
    #expect(frame.contains("Shelves:"), "\(frame)")
  }
}
