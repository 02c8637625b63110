import Testing

@testable import TextUI

@Suite struct ViewPathTests {
  private let root = ViewPath().appending(.index(0)).appending(.role("list"))

  /// Paths that share a prefix are equal exactly when their components are, whether they were
  /// built from the same parent or step by step from the root.
  @Test func pathsAreEqualByTheirComponents() {
    let shared = root.appending(.identity(AnyHashable(7)))
    let rebuilt = ViewPath().appending(.index(0)).appending(.role("list"))
      .appending(.identity(AnyHashable(7)))
    #expect(shared == rebuilt)
    #expect(shared.hashValue == rebuilt.hashValue)
    #expect(shared != root.appending(.identity(AnyHashable(8))))
    #expect(shared != root)
    #expect(root.appending(.index(1)) != ViewPath().appending(.index(1)).appending(.role("list")))
    #expect(ViewPath() == ViewPath())
    #expect(ViewPath() != root)
  }

  /// A path lists its components from the root down; one step up drops the last of them.
  @Test func componentsReadFromTheRootDown() {
    let path = root.appending(.branch(1))
    #expect(path.components == [.index(0), .role("list"), .branch(1)])
    #expect(path.lastComponent == .branch(1))
    #expect(path.removingLast() == root)
    #expect(path.removingLast().removingLast().removingLast() == ViewPath())
    #expect(ViewPath().lastComponent == nil)
    #expect(path.description == "0/list/if1")
  }

  /// Extending a path leaves the path it came from as it was.
  @Test func appendingLeavesTheParentUnchanged() {
    let parent = root
    _ = parent.appending(.index(3))
    #expect(parent.components == [.index(0), .role("list")])
  }

  /// Paths work as dictionary keys: equal paths find one another's entries.
  @Test func pathsAreDictionaryKeys() {
    var table: [ViewPath: Int] = [:]
    for id in 0..<100 { table[root.appending(.identity(AnyHashable(id)))] = id }
    let key = ViewPath().appending(.index(0)).appending(.role("list")).appending(.identity(AnyHashable(42)))
    #expect(table[key] == 42)
    #expect(table.count == 100)
  }

  /// Every view of a resolved row adds a component, and a frame's handles keep the paths of its
  /// controls: a data identity is boxed, so a component is no wider than a string.
  @Test func aComponentIsAsWideAsAStringAndItsTag() {
    #expect(MemoryLayout<ViewPath.Component>.size <= MemoryLayout<String>.size + 1)
  }
}
