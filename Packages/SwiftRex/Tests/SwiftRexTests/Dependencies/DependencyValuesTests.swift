import Foundation
import Testing

@testable import SwiftRex

private enum GreetingKey: DependencyKey {
  static let liveValue = "hello"
  static let testValue = "test hello"
}

private enum PlainKey: DependencyKey {
  static let liveValue = 7
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// Dependency values: live outside tests, test values in a test's scope, replaced by
/// `withDependencies` for what it runs and no longer after.
@Suite struct DependencyValuesTests {
  @Test func aKeyIsLiveByDefaultAndItsTestValueForTesting() {
    #expect(DependencyValues().greeting == "hello")
    #expect(DependencyValues.test.greeting == "test hello")
    #expect(DependencyValues.test[PlainKey.self] == 7)
  }

  @Test func aValueSetWinsOverTheTestValue() {
    var values = DependencyValues()
    values.greeting = "hi"
    #expect(values.forTesting.greeting == "hi")
    #expect(values.forTesting[DateGenerator.self]() == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func withDependenciesReplacesThemForItsOperationOnly() {
    @Dependency(\.greeting) var greeting
    #expect(greeting == "hello")
    let inside = withDependencies {
      $0.greeting = "hey"
    } operation: {
      greeting
    }
    #expect(inside == "hey")
    #expect(greeting == "hello")
  }

  @Test func theAsyncFormReachesTasksStartedInside() async {
    let read = await withDependencies {
      $0.greeting = "hey"
    } operation: {
      await Task { DependencyValues.current.greeting }.value
    }
    #expect(read == "hey")
  }

  @Test func anIncrementingGeneratorCountsFromZeroAndEachCountsAlone() {
    let first = UUIDGenerator.incrementing
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000001")
    for _ in 0..<14 { _ = first() }
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000010")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func theLiveGeneratorsAreNotConstant() {
    #expect(UUIDGenerator.live() != UUIDGenerator.live())
    let date = DateGenerator.live()
    #expect(abs(date.timeIntervalSinceNow) < 60)
  }
}
