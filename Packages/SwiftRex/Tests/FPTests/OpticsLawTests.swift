import FP
import Testing

/// The prism and lens laws, checked on the generated optics over 1,000 seeded values each.
@Suite struct OpticsLawTests {
  static let count = 1_000

  @Test func prismsRoundTripAndMissOtherCases() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<Self.count {
      let action = ShapeAction.random(using: &generator)
      // preview(review(a)) == a, and review(preview(w)) == w when it matches.
      let matches = [
        ShapeAction.prism.reset.preview(action).map { ShapeAction.prism.reset.review($0) },
        ShapeAction.prism.set.preview(action).map { ShapeAction.prism.set.review($0) },
        ShapeAction.prism.rename.preview(action).map { ShapeAction.prism.rename.review($0) },
        ShapeAction.prism.moved.preview(action).map { ShapeAction.prism.moved.review($0) },
        ShapeAction.prism.pair.preview(action).map { ShapeAction.prism.pair.review($0) },
      ]
      // Exactly one case's prism matches, and embedding its payload rebuilds the action.
      #expect(matches.compactMap { $0 } == [action])

      let int = generator.int()
      let string = generator.string()
      #expect(ShapeAction.prism.set.preview(ShapeAction.prism.set.review(int)) == int)
      #expect(ShapeAction.prism.rename.preview(ShapeAction.prism.rename.review(string)) == string)
      let moved = ShapeAction.prism.moved.preview(ShapeAction.prism.moved.review((from: int, to: -int)))
      #expect(moved?.from == int && moved?.to == -int)
      let pair = ShapeAction.prism.pair.preview(ShapeAction.prism.pair.review((int, string)))
      #expect(pair?.0 == int && pair?.1 == string)
      // A payload embedded in one case is invisible to every other case's prism.
      #expect(ShapeAction.prism.rename.preview(.set(int)) == nil)
      #expect(ShapeAction.prism.set.preview(.moved(from: int, to: int)) == nil)
      #expect(ShapeAction.prism.reset.preview(.pair(int, string)) == nil)
    }
  }

  @Test func caseKeyPathPrismsObeyTheSameLaws() {
    var generator = SeededGenerator(seed: 42)
    let set = Prism(\ShapeAction.set)
    for _ in 0..<Self.count {
      let action = ShapeAction.random(using: &generator)
      #expect(set.preview(action) == action.set)
      if let value = set.preview(action) { #expect(set.review(value) == action) }
      let int = generator.int()
      #expect(set.preview(set.review(int)) == int)
    }
  }

  @Test func genericPrismsRoundTrip() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<Self.count {
      let leaf = generator.string()
      let tree = TreeAction<String>.prism.node.review(.leaf(leaf))
      #expect(TreeAction<String>.prism.node.preview(tree) == .leaf(leaf))
      #expect(TreeAction<String>.prism.leaf.preview(tree) == nil)
    }
  }

  @Test func resultPrismsRoundTripAndMissTheOtherCase() {
    var generator = SeededGenerator(seed: 0xFA11)
    let success = Result<Int, LawFailure>.prism.success
    let failure = Result<Int, LawFailure>.prism.failure
    for _ in 0..<Self.count {
      let result: Result<Int, LawFailure> =
        generator.bool() ? .success(generator.int()) : .failure(LawFailure(code: generator.int()))
      // Exactly one prism matches, and embedding its payload rebuilds the result.
      let matches = [
        success.preview(result).map { success.review($0) },
        failure.preview(result).map { failure.review($0) },
      ]
      #expect(matches.compactMap { $0 } == [result])

      let int = generator.int()
      let error = LawFailure(code: generator.int())
      #expect(success.preview(success.review(int)) == int)
      #expect(failure.preview(failure.review(error)) == error)
      #expect(success.preview(failure.review(error)) == nil)
      #expect(failure.preview(success.review(int)) == nil)
      // The case key path's prism is the same prism.
      let viaKeyPath = Prism(\Result<Int, LawFailure>.success)
      #expect(viaKeyPath.preview(result) == result.success)
      #expect(viaKeyPath.preview(viaKeyPath.review(int)) == int)
    }
  }

  @Test func lensesObeyGetSetSetGetSetSet() {
    var generator = SeededGenerator(seed: 0xC0FFEE)
    for _ in 0..<Self.count {
      let profile = Profile.random(using: &generator)
      let (a, b) = (generator.string(), generator.string())
      let (x, y) = (generator.int(), generator.int())

      #expect(Profile.lens.name.set(profile, Profile.lens.name.get(profile)) == profile)
      #expect(Profile.lens.name.get(Profile.lens.name.set(profile, a)) == a)
      #expect(
        Profile.lens.name.set(Profile.lens.name.set(profile, a), b) == Profile.lens.name.set(profile, b))

      // The `let` lens rebuilds through the memberwise initializer and must obey the same laws.
      #expect(Profile.lens.id.set(profile, Profile.lens.id.get(profile)) == profile)
      #expect(Profile.lens.id.get(Profile.lens.id.set(profile, x)) == x)
      #expect(Profile.lens.id.set(Profile.lens.id.set(profile, x), y) == Profile.lens.id.set(profile, y))
      // Setting one field leaves the others alone.
      #expect(Profile.lens.id.set(profile, x).name == profile.name)
      #expect(Profile.lens.visits.set(profile, x).tags == profile.tags)
    }
  }
}

/// The error of the `Result` law test: equatable, so round trips can be compared.
struct LawFailure: Error, Equatable {
  let code: Int
}
