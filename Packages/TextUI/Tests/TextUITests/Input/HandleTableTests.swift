import Testing

@testable import TextUI

@MainActor
@Suite struct HandleTableTests {
  struct Rows: View {
    let rows: Box<[Row]>

    var body: some View {
      List(rows.value) { row in Button(row.title) {} }
      Button("Add") {}
    }
  }

  /// Two screens of buttons, one shown at a time.
  struct Screens: View {
    let showsFirst: Box<Bool>

    var body: some View {
      if showsFirst.value {
        Button("one") {}
        Button("two") {}
      } else {
        Button("three") {}
        Button("four") {}
        Button("five") {}
      }
    }
  }

  /// One of three branches with one button each.
  struct ThreeWay: View {
    let branch: Box<Int>

    var body: some View {
      switch branch.value {
      case 0: Button("a") {}
      case 1: Button("b") {}
      default: Button("c") {}
      }
    }
  }

  /// The identity of row `id` of a list, for driving a table directly.
  private static func row(_ id: Int) -> ViewPath {
    ViewPath().appending(.identity(AnyHashable(id)))
  }

  /// Lays out one frame of `identities` and returns their handles in order.
  private static func frame(_ identities: [ViewPath], in table: inout HandleTable) -> [Int] {
    table.beginFrame()
    let handles = identities.map { table.handle(for: $0) }
    table.endFrame()
    return handles
  }

  @Test func handlesStayWhileControlsStayAndReturningOnesGetTheirNumberBack() {
    let rows = Box([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
    let renderer = ViewRenderer(Rows(rows: rows))
    #expect(renderer.render().text() == "[1] a\n[2] b\n[3] c\n[4] Add")

    rows.value.remove(at: 1)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] a\n[3] c\n[4] Add")
    #expect(renderer.perform(.press(2)) == .rejected("There is no control [2] on screen."))

    rows.value.insert(Row(id: 9, title: "new"), at: 0)
    renderer.invalidate()
    #expect(renderer.render().text() == "[5] new\n[1] a\n[3] c\n[4] Add")

    // The removed row's identity was remembered: it comes back with the number it had.
    rows.value.append(Row(id: 2, title: "b"))
    renderer.invalidate()
    #expect(renderer.render().text() == "[5] new\n[1] a\n[3] c\n[2] b\n[4] Add")
  }

  @Test func leavingAScreenAndComingBackGivesIdenticalHandles() {
    let showsFirst = Box(true)
    let renderer = ViewRenderer(Screens(showsFirst: showsFirst))
    let first = renderer.render()
    #expect(first.text() == "[1] one\n[2] two")

    showsFirst.value = false
    renderer.invalidate()
    let second = renderer.render()
    #expect(second.text() == "[3] three\n[4] four\n[5] five")

    for _ in 0..<10 {
      showsFirst.value.toggle()
      renderer.invalidate()
      #expect(renderer.render().controls == (showsFirst.value ? first : second).controls)
    }
  }

  @Test func whenNoNumberIsFreeTheLongestAbsentIdentityIsForgotten() {
    let branch = Box(0)
    let renderer = ViewRenderer(ThreeWay(branch: branch))
    // One control at a time: handles stay within 1...2.
    #expect(renderer.render().text() == "[1] a")
    branch.value = 1
    renderer.invalidate()
    #expect(renderer.render().text() == "[2] b")
    branch.value = 2
    renderer.invalidate()
    // `a` has been absent the longest: it is forgotten and `c` takes its number.
    #expect(renderer.render().text() == "[1] c")
    branch.value = 0
    renderer.invalidate()
    // `a` is new again; `b` is now the longest absent.
    #expect(renderer.render().text() == "[2] a")
  }

  @Test func handlesStayWithinTwiceThePeakUnderChurn() {
    // 40,000 frames of one to five rows whose ids are never seen again.
    var table = HandleTable()
    var nextID = 0
    var mostOnScreen = 0
    var largest = 0
    for frameNumber in 0..<40_000 {
      let count = 1 + frameNumber % 5
      let identities = (0..<count).map { Self.row(nextID + $0) }
      nextID += count
      let handles = Self.frame(identities, in: &table)
      mostOnScreen = max(mostOnScreen, count)
      largest = max(largest, handles.max() ?? 0)
      #expect(Set(handles).count == handles.count)
      #expect(table.rememberedCount <= 2 * table.peak)
    }
    #expect(table.peak == 5)
    #expect(mostOnScreen == 5)
    #expect(largest == 10)
  }

  @Test func renderedRowsStayWithinTwiceThePeakUnderChurn() {
    let rows = Box([Row]())
    let renderer = ViewRenderer(Rows(rows: rows))
    var nextID = 0
    var mostOnScreen = 0
    var largest = 0
    for frameNumber in 0..<2_000 {
      rows.value = (0..<(frameNumber % 4)).map { Row(id: nextID + $0, title: "r\(nextID + $0)") }
      nextID += rows.value.count
      renderer.invalidate()
      let controls = renderer.render().controls
      mostOnScreen = max(mostOnScreen, controls.count)
      largest = max(largest, controls.map(\.handle).max() ?? 0)
    }
    // Three rows and `Add` at most.
    #expect(mostOnScreen == 4)
    #expect(largest <= 2 * mostOnScreen)
  }

  @Test func controlsOnScreenNeverChangeNumberWhileTheyStay() {
    // A pool of 12 identities; each frame shows a pseudo-random subset of them.
    var table = HandleTable()
    var generator = SplitMix64(seed: 7)
    var previous: [ViewPath: Int] = [:]
    var largest = 0
    for _ in 0..<5_000 {
      let identities = (0..<12).filter { _ in generator.next() % 3 != 0 }.map(Self.row)
      let handles = Self.frame(identities, in: &table)
      var current: [ViewPath: Int] = [:]
      for (identity, handle) in zip(identities, handles) {
        current[identity] = handle
        if let before = previous[identity] { #expect(before == handle, "\(identity) changed number") }
      }
      #expect(Set(handles).count == handles.count)
      largest = max(largest, handles.max() ?? 0)
      previous = current
    }
    #expect(largest <= 2 * table.peak)
  }

  @Test func identitiesThatFitInTwiceThePeakAlwaysComeBackWithTheirNumber() {
    // Six identities, at most three on screen after the first frame shows three: nothing is
    // ever forgotten, so every identity keeps its first number for good.
    var table = HandleTable()
    var generator = SplitMix64(seed: 11)
    var first: [ViewPath: Int] = [:]
    _ = Self.frame([0, 1, 2].map(Self.row), in: &table)
    for _ in 0..<2_000 {
      let identities = (0..<6).filter { _ in generator.next() % 2 == 0 }.prefix(3).map(Self.row)
      for (identity, handle) in zip(identities, Self.frame(Array(identities), in: &table)) {
        #expect(first[identity, default: handle] == handle)
        first[identity] = handle
      }
    }
    #expect(table.peak == 3)
    #expect(Set(first.values) == Set(1...6))
  }

  @Test func duplicateIdsGetDistinctHandles() {
    let rows = Box([Row(id: 1, title: "a"), Row(id: 1, title: "b")])
    #expect(renderedText(Rows(rows: rows)) == "[1] a\n[2] b\n[3] Add")
  }

  @Test func duplicateIdsAreToldApartByOrderOfAppearanceAcrossFrames() {
    let rows = Box([Row(id: 1, title: "a"), Row(id: 1, title: "b")])
    let renderer = ViewRenderer(Rows(rows: rows))
    #expect(renderer.render().text() == "[1] a\n[2] b\n[3] Add")
    // A third duplicate is the third occurrence: it takes a new number.
    rows.value.append(Row(id: 1, title: "c"))
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] a\n[2] b\n[4] c\n[3] Add")
    // Dropping the first: the others move up one occurrence each, and so take those numbers.
    rows.value.removeFirst()
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] b\n[2] c\n[3] Add")
  }

  @Test func switchingBranchesGivesFreshHandlesAndSwitchingBackTheOldOnes() {
    let flag = Box(true)
    struct Switcher: View {
      let flag: Box<Bool>
      var body: some View {
        if flag.value { Button("on") {} } else { Button("off") {} }
      }
    }
    let renderer = ViewRenderer(Switcher(flag: flag))
    #expect(renderer.render().text() == "[1] on")
    flag.value = false
    renderer.invalidate()
    #expect(renderer.render().text() == "[2] off")
    flag.value = true
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] on")
  }

  @Test func aHandleHeldByItsOwnPathAndNotYetSeenIsKnownToHoldWithoutALookUp() {
    var table = HandleTable()
    let first = Self.row(1)
    let second = Self.row(2)
    let handles = Self.frame([first, second], in: &table)
    table.beginFrame()
    // An equal path built again holds it, as the very path the table keeps does.
    #expect(table.holdsUnseen(handles[0], firstOccurrenceOf: Self.row(1)))
    #expect(table.key(holding: handles[0]) == first)
    #expect(!table.holdsUnseen(handles[0], firstOccurrenceOf: second))
    // Once laid out in this frame, a control at the same path would be its second occurrence.
    _ = table.handle(for: first)
    #expect(!table.holdsUnseen(handles[0], firstOccurrenceOf: first))
    #expect(table.holdsUnseen(handles[1], firstOccurrenceOf: second))
    // A number never handed out is held by nothing.
    #expect(!table.holdsUnseen(99, firstOccurrenceOf: first))
    #expect(!table.holdsUnseen(0, firstOccurrenceOf: first))
    #expect(table.key(holding: 99) == nil)
  }

  @Test func aDuplicatesNumberIsHeldByItsOccurrenceNotByThePathItself() {
    var table = HandleTable()
    let path = Self.row(1)
    let handles = Self.frame([path, path], in: &table)
    table.beginFrame()
    #expect(table.holdsUnseen(handles[0], firstOccurrenceOf: path))
    #expect(!table.holdsUnseen(handles[1], firstOccurrenceOf: path))
    #expect(table.key(holding: handles[1]) == path.appending(.index(1)))
  }

  @Test func aNumberGivenToAnotherPathIsNoLongerHeldByTheOneItLeft() {
    var table = HandleTable()
    // One control per frame: 2 numbers in all, so a third identity takes the longest absent's.
    let first = Self.frame([Self.row(1)], in: &table)[0]
    _ = Self.frame([Self.row(2)], in: &table)
    let third = Self.frame([Self.row(3)], in: &table)[0]
    #expect(third == first)
    table.beginFrame()
    #expect(!table.holdsUnseen(first, firstOccurrenceOf: Self.row(1)))
    #expect(table.holdsUnseen(first, firstOccurrenceOf: Self.row(3)))
  }
}
