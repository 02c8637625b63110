import FP
import Testing

@Suite struct ResultPrismsTests {
  private struct Failure: Error, Equatable {
    let reason: String
  }

  private typealias Fetch = Result<[String], Failure>

  @Test func prismsExtractTheirCaseOnly() {
    let loaded = Fetch.success(["a"])
    let failed = Fetch.failure(Failure(reason: "offline"))
    #expect(Fetch.prism.success.preview(loaded) == ["a"])
    #expect(Fetch.prism.success.preview(failed) == nil)
    #expect(Fetch.prism.failure.preview(failed) == Failure(reason: "offline"))
    #expect(Fetch.prism.failure.preview(loaded) == nil)
    #expect(Fetch.prism.success.matches(loaded))
    #expect(!Fetch.prism.failure.matches(loaded))
  }

  @Test func prismsEmbed() {
    #expect(Fetch.prism.success.review(["b"]) == .success(["b"]))
    #expect(Fetch.prism.failure.review(Failure(reason: "x")) == .failure(Failure(reason: "x")))
  }

  @Test func caseKeyPathsExtract() {
    let loaded = Fetch.success(["a"])
    let failed = Fetch.failure(Failure(reason: "offline"))
    #expect(loaded[keyPath: \.success] == ["a"])
    #expect(loaded[keyPath: \.failure] == nil)
    #expect(failed[keyPath: \Fetch.failure] == Failure(reason: "offline"))
    #expect(failed.success == nil)
  }

  @Test func caseKeyPathsBuildPrismsThatEmbed() {
    let success = Prism(\Fetch.success)
    let failure = Prism(\Fetch.failure)
    #expect(success.review(["c"]) == .success(["c"]))
    #expect(failure.review(Failure(reason: "y")) == .failure(Failure(reason: "y")))
    #expect(Fetch.casePrisms.count == 2)
  }

  @Test func prismsComposeIntoAResultsPayload() {
    // A result nested in a result: focusing through both reaches the inner value.
    typealias Nested = Result<Result<Int, Failure>, Failure>
    let inner = Nested.prism.success >>> Result<Int, Failure>.prism.success
    #expect(inner.preview(.success(.success(3))) == 3)
    #expect(inner.preview(.success(.failure(Failure(reason: "z")))) == nil)
    #expect(inner.review(4) == .success(.success(4)))
  }

  @Test func modifyChangesOnlyTheFocusedCase() {
    var loaded = Fetch.success(["a"])
    #expect(Fetch.prism.success.modify(&loaded) { $0.append("b") })
    #expect(loaded == .success(["a", "b"]))
    var failed = Fetch.failure(Failure(reason: "x"))
    #expect(!Fetch.prism.success.modify(&failed) { $0.append("b") })
    #expect(failed == .failure(Failure(reason: "x")))
  }
}
