import Foundation
import Testing

@testable import SwiftRex

@Suite("StackState")
struct StackStateTests {
  @Test func aCodedStackKeepsItsIDsAndTheNextOneToGive() throws {
    var stack: StackState<String> = ["a", "b", "c"]
    stack.pop(from: stack.ids[1])
    let decoded = try JSONDecoder().decode(StackState<String>.self, from: JSONEncoder().encode(stack))
    #expect(decoded == stack)
    #expect(decoded.nextElementID == stack.nextElementID)
  }

  @Test func aCodedStackWhoseIDsRepeatIsRefused() {
    let json = #"{"ids":[{"rawValue":0},{"rawValue":0}],"elements":["a","b"],"nextID":2}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<String>.self, from: Data(json.utf8))
    }
  }

  @Test func idsCountUpInPushOrderAndAreNeverGivenTwice() {
    var stack: StackState<String> = ["a", "b"]
    #expect(stack.ids == [0, 1])
    let c = stack.append("c")
    #expect(c == 2)
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    let d = stack.append("d")
    #expect(d == 3)
    stack.removeAll()
    #expect(stack.isEmpty)
    let e = stack.append("e")
    #expect(e == 4)
  }

  @Test func elementsAreReachedAndChangedByID() {
    var stack: StackState<String> = ["a", "b", "c"]
    #expect(stack[id: 1] == "b")
    #expect(stack[id: 9] == nil)
    stack[id: 1]? += "!"
    #expect(stack[id: 1] == "b!")
    let changed = stack.modifyElement(id: 2) { $0 = "C" }
    let changedAbsent = stack.modifyElement(id: 7) { $0 = "never" }
    #expect(changed)
    #expect(!changedAbsent)
    #expect(Array(stack) == ["a", "b!", "C"])
    stack[id: 9] = "ignored"
    #expect(stack.count == 3)
  }

  @Test func poppingFromAndToAnID() {
    var stack: StackState<Int> = [10, 20, 30, 40]
    stack.pop(to: 1)
    #expect(Array(stack) == [10, 20])
    stack.pop(to: 7)
    stack.pop(from: 7)
    #expect(stack.ids == [0, 1])
    stack[id: 0] = nil
    #expect(stack.isEmpty)
    let popped = stack.popLast()
    #expect(popped == nil)
  }

  @Test func aPushWithAnIDAlreadyGivenIsRefused() {
    var stack: StackState<String> = ["a"]
    let again = stack.push("again", id: 0)
    let later = stack.push("later", id: 5)
    #expect(!again && later)
    #expect(stack.ids == [0, 5])
    let next = stack.append("next")
    let stale = stack.push("stale", id: 3)
    #expect(next == 6 && !stale)
  }

  @Test func aPushOfTheLastIDIsRefusedRatherThanOverflowing() {
    var stack: StackState<String> = ["a"]
    // A pushed id comes from an action, and so from a recording or a test: at Int.max the next
    // id to give overflowed and trapped.
    let last = stack.push("last", id: StackElementID(rawValue: .max))
    let nearly = stack.push("nearly", id: StackElementID(rawValue: .max - 1))
    #expect(!last && nearly)
    #expect(stack.ids == [0, StackElementID(rawValue: .max - 1)])
  }

  @Test func equalityComparesElementsAndIDs() {
    var one: StackState<String> = ["a"]
    var two: StackState<String> = ["a"]
    #expect(one == two)
    one.append("b")
    two.append("b")
    #expect(one == two)
    one.popLast()
    one.append("b")
    // Same elements, but the top screen is another push with another id.
    #expect(one != two)
    #expect(Set([two, two]).count == 1)
  }

  @Test func aDiffNamesEachScreensID() {
    let before: StackState<String> = ["list", "detail"]
    var after = before
    after[id: 1] = "edited"
    let diff = StateDiff.diff(before, after)
    #expect(diff?.contains("#1") == true)
    #expect(diff?.contains("edited") == true)
  }
}
