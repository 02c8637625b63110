import FP
import Testing

@Suite struct PrismsBehaviorTests {
  @Test func noPayloadCaseIsAVoidPrism() {
    let prism: Prism<ShapeAction, Void> = ShapeAction.prism.reset
    #expect(prism.preview(.reset) != nil)
    #expect(prism.preview(.set(1)) == nil)
    #expect(prism.review(()) == .reset)
    #expect(ShapeAction.reset.reset != nil)
    #expect(ShapeAction.set(1).reset == nil)
  }

  @Test func labeledTupleKeepsItsLabels() {
    let moved = ShapeAction.moved(from: 1, to: 2).moved
    #expect(moved?.from == 1)
    #expect(moved?.to == 2)
    #expect(ShapeAction.prism.moved.review((from: 3, to: 4)) == .moved(from: 3, to: 4))
    #expect(ShapeAction.prism.rename.review("x") == .rename(to: "x"))
  }

  @Test func caseKeyPathsExtractAndFindTheirPrism() {
    let keyPath: KeyPath<ShapeAction, Int?> = \ShapeAction.set
    #expect(ShapeAction.set(5)[keyPath: keyPath] == 5)
    let prism = Prism(\ShapeAction.set)
    #expect(prism.review(7) == .set(7))
    #expect(prism.preview(.set(8)) == 8)
    #expect(Prism(\ShapeAction.pair).review((1, "a")) == .pair(1, "a"))
    #expect(ShapeAction.casePrisms.count == 5)
  }

  @Test func genericRecursiveEnum() {
    #expect(TreeAction<String>.prism.leaf.preview(.leaf("a")) == "a")
    let nested = TreeAction<String>.prism.node.appending(TreeAction<String>.prism.leaf)
    #expect(nested.review("b") == .node(.leaf("b")))
    #expect(nested.preview(.node(.leaf("c"))) == "c")
    #expect(nested.preview(.node(.empty)) == nil)
    #expect(Prism(\TreeAction<Int>.empty).review(()) == .empty)
    #expect(TreeAction<Int>.casePrisms.count == 3)
  }

  @Test func handWrittenExtractionPropertyIsKeptAndStillKeyed() {
    #expect(HandWrittenAction.custom(3).custom == 3)
    #expect(HandWrittenAction.other.custom == nil)
    #expect(Prism(\HandWrittenAction.custom).review(4).custom == 4)
    #expect(HandWrittenAction.prism.other.matches(.other))
  }
}

@Suite struct LensesBehaviorTests {
  @Test func varLetAndInferredProperties() {
    let profile = Profile(id: 1, name: "Ada")
    #expect(Profile.lens.name.set(profile, "Grace").name == "Grace")
    #expect(Profile.lens.visits.get(profile) == 0)
    let renumbered = Profile.lens.id.set(profile, 2)
    #expect(renumbered == Profile(id: 2, name: "Ada"))
    var renamed = profile
    Profile.lens.name.set("Lin", in: &renamed)
    #expect(renamed.name == "Lin")
    #expect(Profile.retagged(profile, ["x"]).tags == ["x"])
  }

  @Test func genericStructRebuildsThroughItsMemberwiseInit() {
    let box = Box(value: "a", children: [])
    #expect(Box.lens.value.set(box, "b") == Box(value: "b", children: []))
    #expect(Box.lens.children.set(box, [box]).children == [box])
  }
}

@Suite struct ApplyOpticsBehaviorTests {
  @Test func nestedStructsAndEnumsGetTheirOptics() {
    let state = Catalog.State(query: "swift", page: .numbered(2))
    #expect(Catalog.State.lens.query.get(state) == "swift")
    #expect(Catalog.State.lens.page.appending(Lens(get: { $0 }, set: { $0 = $1 })).get(state) == .numbered(2))
    #expect(Catalog.State.Page.prism.numbered.preview(state.page) == 2)
    #expect(Prism(\Catalog.State.Page.numbered).review(3) == .numbered(3))
    #expect(Catalog.State.Page.Cursor.lens.offset.set(.init(offset: 0), 9).offset == 9)
  }

  @Test func namespaceEnumsAreWalkedThrough() {
    let book = Catalog.Models.Book(title: "Dune", pages: 412)
    #expect(Catalog.Models.Book.lens.title.set(book, "Emma").title == "Emma")
    #expect(Prism(\Catalog.Models.Format.digital).review(10) == .digital(sizeInBytes: 10))
  }

  @Test func typeWithItsOwnPrismsIsNotDoubled() {
    #expect(Prism(\Catalog.Action.search).review("a") == .search("a"))
    #expect(Catalog.Action.casePrisms.count == 2)
  }

  @Test func optedOutTypeHasNoLenses() {
    #expect(Catalog.Untouched.lens == "hand-written")
  }

  @Test func extensionAttachmentReachesTheTypesDeclaredThere() {
    let state = Catalog.Shelf.State(slots: 3)
    #expect(Catalog.Shelf.State.lens.slots.set(state, 4).slots == 4)
    #expect(Catalog.Shelf.State.Slot.lens.label.get(.init(label: "a")) == "a")
    let insert = Prism(\Catalog.Shelf.Action.insert)
    #expect(insert.review((label: "b", at: 1)) == .insert(label: "b", at: 1))
  }

  @Test func directlyAnnotatedEnumWithHandDeclaredConformance() {
    #expect(Toggle.prism.off.preview(.off(reason: "night")) == "night")
    #expect(Prism(\Toggle.on).review(()) == .on)
  }
}
