import FP
import Testing

@Suite struct ReaderTests {
  private struct Environment {
    var base: Int
    var name: String
  }

  private struct App {
    var environment: Environment
  }

  private static let base = Reader<Environment, Int> { $0.base }

  @Test func runAndCallAsFunctionAgree() {
    let environment = Environment(base: 3, name: "x")
    #expect(Self.base.run(environment) == 3)
    #expect(Self.base(environment) == 3)
  }

  @Test func pureIgnoresTheEnvironment() {
    let reader = Reader<Environment, String>.pure("fixed")
    #expect(reader.run(Environment(base: 1, name: "a")) == "fixed")
    #expect(reader.run(Environment(base: 2, name: "b")) == "fixed")
  }

  @Test func mapTransformsTheValue() {
    #expect(Self.base.map { $0 * 10 }.run(Environment(base: 4, name: "")) == 40)
  }

  @Test func flatMapRunsTheNextReaderInTheSameEnvironment() {
    let greeting = Self.base.flatMap { count in
      Reader<Environment, String> { "\($0.name)\(count)" }
    }
    #expect(greeting.run(Environment(base: 2, name: "n")) == "n2")
  }

  @Test func localNarrowsALargerEnvironment() {
    let app = App(environment: Environment(base: 9, name: ""))
    let reader: Reader<App, Int> = Self.base.local { $0.environment }
    #expect(reader.run(app) == 9)
  }

  @Test func mapAndFlatMapObeyTheMonadLaws() {
    let environment = Environment(base: 5, name: "e")
    let double: @Sendable (Int) -> Reader<Environment, Int> = { value in Reader { _ in value * 2 } }
    // Left identity, right identity, and map as flatMap of pure.
    #expect(Reader<Environment, Int>.pure(5).flatMap(double).run(environment) == double(5).run(environment))
    #expect(Self.base.flatMap { .pure($0) }.run(environment) == Self.base.run(environment))
    #expect(Self.base.map { $0 + 1 }.run(environment) == Self.base.flatMap { .pure($0 + 1) }.run(environment))
  }
}
