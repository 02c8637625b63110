import Testing

@testable import TextUI

@Suite struct StepArithmeticTests {
  @Test func aStepInsideTheBoundsIsTakenWhole() {
    #expect(StepArithmetic.stepped(3, by: 2, in: 0...10) == 5)
    #expect(StepArithmetic.stepped(3, by: -2, in: 0...10) == 1)
    #expect(StepArithmetic.stepped(0.5, by: 0.25, in: 0.0...1.0) == 0.75)
  }

  @Test func aStepPastABoundLandsOnIt() {
    #expect(StepArithmetic.stepped(9, by: 5, in: 0...10) == 10)
    #expect(StepArithmetic.stepped(10, by: 1, in: 0...10) == 10)
    #expect(StepArithmetic.stepped(1, by: -5, in: 0...10) == 0)
    #expect(StepArithmetic.stepped(0, by: -1, in: 0...10) == 0)
  }

  @Test func stepsAtTheEdgesOfTheTypeNeverOverflow() {
    #expect(StepArithmetic.stepped(Int.max, by: 1, in: 0...Int.max) == .max)
    #expect(StepArithmetic.stepped(Int.max - 1, by: 10, in: Int.min...Int.max) == .max)
    #expect(StepArithmetic.stepped(Int.min, by: -1, in: Int.min...Int.max) == .min)
    #expect(StepArithmetic.stepped(-5, by: 3, in: Int.min...Int.max) == -2)
    #expect(StepArithmetic.stepped(UInt8(250), by: 10, in: 0...255) == 255)
    #expect(StepArithmetic.stepped(UInt(5), by: -10, in: 0...UInt.max) == 0)
    #expect(StepArithmetic.stepped(UInt(1), by: Int.max, in: 0...UInt.max) == UInt(Int.max) + 1)
  }

  @Test func aValueOutsideTheBoundsOrNaNIsBroughtBackIn() {
    #expect(StepArithmetic.stepped(42, by: 1, in: 0...10) == 10)
    #expect(StepArithmetic.stepped(-3, by: -1, in: 0...10) == 0)
    #expect(StepArithmetic.stepped(Double.nan, by: 1, in: 0.0...1.0) == 0)
    #expect(StepArithmetic.stepped(0.5, by: .nan, in: 0.0...1.0) == 0)
    #expect(StepArithmetic.stepped(0.5, by: .infinity, in: 0.0...1.0) == 1)
  }
}
