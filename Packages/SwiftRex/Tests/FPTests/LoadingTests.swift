import FP
import Testing

@Suite struct LoadingTests {
  private struct Failure: Error, Equatable {
    let reason: String
  }

  private typealias Books = Loading<[String], Failure>

  @Test func idle() {
    let state = Books.idle
    #expect(state.isIdle)
    #expect(!state.isLoading)
    #expect(state.value == nil)
    #expect(state.error == nil)
  }

  @Test func loadingKeepsThePreviousValue() {
    #expect(Books.loading(previous: nil).value == nil)
    #expect(Books.loading(previous: ["a"]).value == ["a"])
    #expect(Books.loading(previous: nil).isLoading)
    #expect(!Books.loading(previous: nil).isIdle)
  }

  @Test func loadedAndFailed() {
    #expect(Books.loaded(["a"]).value == ["a"])
    #expect(Books.loaded(["a"]).error == nil)
    let failed = Books.failed(error: Failure(reason: "offline"), previous: ["b"])
    #expect(failed.error == Failure(reason: "offline"))
    #expect(failed.value == ["b"])
    #expect(!failed.isLoading)
  }

  @Test func reloadingAndFailingCarryTheFreshestValue() {
    #expect(Books.loaded(["a"]).reloading() == .loading(previous: ["a"]))
    #expect(Books.idle.reloading() == .loading(previous: nil))
    let failure = Failure(reason: "x")
    #expect(Books.loading(previous: ["c"]).failing(with: failure) == .failed(error: failure, previous: ["c"]))
    #expect(Books.failed(error: failure, previous: ["d"]).reloading() == .loading(previous: ["d"]))
  }

  @Test func mapTransformsEveryHeldValue() {
    let count: ([String]) -> Int = { $0.count }
    #expect(Books.idle.map(count) == .idle)
    #expect(Books.loading(previous: ["a", "b"]).map(count) == .loading(previous: 2))
    #expect(Books.loading(previous: nil).map(count) == .loading(previous: nil))
    #expect(Books.loaded(["a"]).map(count) == .loaded(1))
    let failure = Failure(reason: "y")
    #expect(Books.failed(error: failure, previous: ["a"]).map(count) == .failed(error: failure, previous: 1))
  }
}
