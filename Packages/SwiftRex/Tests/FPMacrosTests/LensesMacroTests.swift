import Testing

@Suite struct LensesMacroTests {
  @Test func expandsVarAndLet() {
    let expanded = expandOptics(
      """
      @Lenses
      struct Book {
        let id: Int
        var title: String
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == """
        struct Book {
          let id: Int
          var title: String

          /// The lenses of `Book`'s stored properties, one per property and named after it: `Book.lens.<property>`.
          struct Lenses: Sendable {
            /// Focuses `id` of `Book`, a `let`: setting it rebuilds the value through the memberwise initializer.
            var id: FP.Lens<Book, Int> {
              FP.Lens(
                get: { whole in
                  whole.id
                },
                set: { whole, part in
                  whole = Book(id: part, title: whole.title)
                }
              )
            }

            /// Focuses `title` of `Book`: `get` reads it, `set` writes it in place.
            var title: FP.Lens<Book, String> {
              FP.Lens(\\Book.title)
            }
          }

          /// The lens of each stored property: `Book.lens.<property>` focuses `<property>`.
          static var lens: Lenses {
            Lenses()
          }
        }
        """)
  }

  @Test func skipsComputedStaticAndLazyPropertiesButKeepsObservedOnes() {
    let source = expandOptics(
      """
      @Lenses
      struct State {
        var count: Int
        var double: Int { count * 2 }
        var tripled: Int { get { count * 3 } set { count = newValue / 3 } }
        static var shared = 0
        lazy var cache: [Int] = []
        var observed: Int { didSet { print(observed) } }
      }
      """
    ).source
    #expect(source.contains("var count: FP.Lens<State, Int>"))
    #expect(source.contains("var observed: FP.Lens<State, Int>"))
    #expect(!source.contains("var double: FP.Lens"))
    #expect(!source.contains("var tripled: FP.Lens"))
    #expect(!source.contains("var shared: FP.Lens"))
    #expect(!source.contains("var cache: FP.Lens"))
  }

  @Test func letRebuildPassesEveryMemberwiseParameterInOrder() {
    let source = expandOptics(
      """
      @Lenses
      struct Item {
        var name = "", count: Int
        let id: Int
        let kind = "fixed"
        var observed: Bool { didSet {} }
      }
      """
    ).source
    #expect(
      source.contains(
        "whole = Item(name: whole.name, count: whole.count, id: part, observed: whole.observed)"))
    // A `let` with an initial value is a constant: no lens, and no memberwise parameter.
    #expect(!source.contains("var kind: FP.Lens"))
  }

  @Test func letGetsNoLensWhenTheStructDeclaresItsOwnInit() {
    let source = expandOptics(
      """
      @Lenses
      struct Item {
        let id: Int
        var name: String
        init(id: Int) { self.id = id; name = "" }
      }
      """
    ).source
    #expect(!source.contains("var id: FP.Lens"))
    #expect(source.contains("var name: FP.Lens<Item, String>"))
  }

  @Test(arguments: [
    "lazy var cache: Int = 0", "@Wrapped var wrapped: Int", "#if DEBUG\n  var debug: Int\n  #endif",
  ])
  func letGetsNoLensWhenMemberwiseParametersAreUnknowable(member: String) {
    let source = expandOptics("@Lenses\nstruct Item {\n  let id: Int\n  \(member)\n}").source
    #expect(!source.contains("var id: FP.Lens"))
  }

  @Test func publicStructLensesFollowTheLesserAccess() {
    let source = expandOptics(
      """
      @Lenses
      public struct State {
        public var shown: Int
        var hidden: Int
        package var shared: Int
        public private(set) var readOnly: Int
        private var secret: Int
        fileprivate var local: Int
      }
      """
    ).source
    #expect(source.contains("public struct Lenses: Sendable"))
    #expect(source.contains("public static var lens: Lenses"))
    #expect(source.contains("public var shown: FP.Lens<State, Int>"))
    #expect(source.contains("\n    var hidden: FP.Lens<State, Int>"))
    #expect(source.contains("package var shared: FP.Lens<State, Int>"))
    #expect(source.contains("fileprivate var readOnly: FP.Lens<State, Int>"))
    #expect(source.contains("fileprivate var secret: FP.Lens<State, Int>"))
    #expect(source.contains("fileprivate var local: FP.Lens<State, Int>"))
  }

  @Test func internalStructCapsPublicProperties() {
    let source = expandOptics("@Lenses struct State { public var shown: Int }").source
    #expect(source.contains("\n    var shown: FP.Lens<State, Int>"))
    #expect(!source.contains("public var shown: FP.Lens"))
    #expect(!source.contains("public struct Lenses"))
  }

  @Test func genericStructAndSelfTypes() {
    let source = expandOptics("@Lenses struct Tree<Leaf> { var leaf: Leaf; var children: [Self] }").source
    #expect(source.contains("var leaf: FP.Lens<Tree, Leaf>"))
    #expect(source.contains("var children: FP.Lens<Tree, [Tree]>"))
  }

  @Test func sharedAnnotationTypesEveryBinding() {
    let source = expandOptics("@Lenses struct Point { var x, y: Double }").source
    #expect(source.contains("var x: FP.Lens<Point, Double>"))
    #expect(source.contains("var y: FP.Lens<Point, Double>"))
  }

  @Test(arguments: [
    ("0", "Int"), ("-1", "Int"), ("1.5", "Double"), ("-0.5", "Double"), (#""text""#, "String"),
    (#""\(1)""#, "String"), ("true", "Bool"), ("Book()", "Book"), ("Book.init(id: 1)", "Book"),
    ("Set<Int>()", "Set<Int>"), ("Book.Kind()", "Book.Kind"), ("[Int]()", "[Int]"),
    ("[String: Int]()", "[String: Int]"), ("[1, 2]", "[Int]"), ("1 as Double", "Double"),
  ])
  func readsTheTypeOfPlainInitialValues(value: String, type: String) {
    let expanded = expandOptics("@Lenses struct State { var field = \(value) }")
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("var field: FP.Lens<State, \(type)>"))
  }

  @Test func emptyStructGetsEmptyLenses() {
    let expanded = expandOptics("@Lenses struct Empty {}")
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("static var lens: Lenses"))
  }
}

@Suite struct LensesMacroDiagnosticTests {
  @Test func onAnEnumPointsToPrisms() {
    let expanded = expandOptics("@Lenses enum Action { case tap }")
    #expect(
      expanded.diagnostics == [
        "@Lenses generates a lens per stored property and can only be attached to a struct; 'Action' is an enum: "
          + "use @Prisms for a prism per case, or @ApplyOptics to pick the right macro"
      ])
    #expect(!expanded.source.contains("Lenses"))
  }

  @Test(arguments: [("@Lenses class Model {}", "class"), ("@Lenses actor Model {}", "actor")])
  func onAReferenceTypeSaysToUseAKeyPath(source: String, kind: String) {
    #expect(
      expandOptics(source).diagnostics == [
        "@Lenses generates a lens per stored property and can only be attached to a struct; a \(kind) is a "
          + "reference, so write through a ReferenceWritableKeyPath instead, or make it a struct"
      ])
  }

  @Test(arguments: [("@Lenses protocol Model {}", "protocol"), ("@Lenses extension Model {}", "extension")])
  func onOtherDeclarationsSaysToUseAStruct(source: String, kind: String) {
    #expect(
      expandOptics(source).diagnostics == [
        "@Lenses generates a lens per stored property and can only be attached to a struct; remove @Lenses from "
          + "this \(kind), or turn it into a struct"
      ])
  }

  @Test(arguments: ["makeDefault()", "[]", "nil", "other.value", "Book.make()"])
  func untypedPropertyAsksForItsType(value: String) {
    let expanded = expandOptics("@Lenses struct State { var field = \(value); var ok: Int }")
    #expect(
      expanded.diagnostics == [
        "@Lenses cannot infer the type of 'field' from its initial value; write its type (`var field: SomeType = …`)"
      ])
    #expect(!expanded.source.contains("struct Lenses"))
  }
}
