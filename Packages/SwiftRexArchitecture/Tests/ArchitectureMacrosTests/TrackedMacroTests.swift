import ArchitectureMacroExpansions
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// The diagnostics `@Tracked` reports on the first struct in `source`, fix-its included, which the
/// shared expansion harness reduces to their messages.
private func trackedDiagnostics(_ source: String) throws -> [Diagnostic] {
  let file = Parser.parse(source: source)
  let structDecl = try #require(file.statements.first?.item.as(StructDeclSyntax.self))
  let attribute = try #require(structDecl.attributes.first?.as(AttributeSyntax.self))
  let context = BasicMacroExpansionContext()
  _ = try TrackedMacro.expansion(
    of: attribute, providingMembersOf: structDecl, conformingTo: [], in: context)
  return context.diagnostics
}

@Suite struct TrackedMacroTests {
  @Test func trackedStampsItsFieldsAndListsThem() {
    let expanded = expandArchitecture(
      """
      @Tracked
      struct ViewState: Sendable, Equatable {
        var title: String
        var charge: Int = 100
        static var empty: Int = 0
        var summary: String { title }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == #"""
        struct ViewState: Sendable, Equatable {
          @SwiftRexArchitecture._TrackedField
          var title: String
          @SwiftRexArchitecture._TrackedField
          var charge: Int = 100
          static var empty: Int = 0
          var summary: String { title }

          /// The tracker `ViewState`'s getters report reads to, shared by every copy; a tracked view store sets its own.
          var _$tracker: SwiftRexArchitecture.FieldTracker = .untracked

          /// Every tracked field of `ViewState`, which a tracked view store compares to find what changed.
          static var _$trackedFields: [SwiftRexArchitecture.TrackedField<Self>] {
            [
              SwiftRexArchitecture.TrackedField("title", \Self._title),
              SwiftRexArchitecture.TrackedField("charge", \Self._charge),
            ]
          }
        }

        extension ViewState: SwiftRexArchitecture.TrackedState {
        }
        """#)
  }

  @Test func publicStructsGetPublicRequirements() {
    let expanded = expandArchitecture("@Tracked\npublic struct S { public var a: Int }")
    #expect(expanded.source.contains("public var _$tracker: SwiftRexArchitecture.FieldTracker = .untracked"))
    #expect(expanded.source.contains("public static var _$trackedFields"))
  }

  // The test harness drops the initial value where the compiler keeps it, for the init accessor
  // to use (the feature tests rely on `var target: Int = 20` keeping its default).
  @Test func aFieldGetsAccessorsOverPrivateStorage() {
    let expanded = expandArchitecture(
      """
      struct S {
        @_TrackedField
        var title: String = "x"
      }
      """)
    #expect(
      expanded.source == """
        struct S {
          var title: String {
            @storageRestrictions(initializes: _title)
            init(initialValue) {
              _title = initialValue
            }
            get {
              _$tracker.access("title")
              return _title
            }
            set {
              _title = newValue
            }
            _modify {
              yield &_title
            }
          }

          private var _title: String
        }
        """)
  }

  @Test func untrackableFieldsAreExplained() {
    let expanded = expandArchitecture(
      """
      @Tracked
      struct S {
        let id: Int
        var made = makeThing()
        var count: Int = 0 { didSet {} }
        @Clamped var level: Int
      }
      """)
    #expect(
      expanded.diagnostics == [
        "@Tracked on 'S' needs 'id' to be a `var`: a `let` cannot report when a view reads it, so views would "
          + "miss its changes",
        "@Tracked on 'S' cannot infer the type of 'made' from its initial value; write its type "
          + "(`var made: SomeType = …`): a tracked property's storage must spell its type",
        "@Tracked on 'S' cannot track 'count': it has `willSet`/`didSet` observers; move that logic into the "
          + "behaviour",
        "@Tracked on 'S' cannot track 'level': it carries an attribute such as a property wrapper; store the "
          + "plain value instead",
      ])
    #expect(!expanded.source.contains("_$tracker"))
  }

  // The seed writes state as `var count = 0`; the type is read as @Lenses reads it, so both
  // macros accept the same struct.
  @Test func typesReadFromInitialValuesAreTracked() {
    let expanded = expandArchitecture(
      """
      @Tracked
      struct State {
        var count = 0
        var name = "phone"
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == #"""
        struct State {
          @SwiftRexArchitecture._TrackedField
          var count = 0
          @SwiftRexArchitecture._TrackedField
          var name = "phone"

          /// The tracker `State`'s getters report reads to, shared by every copy; a tracked view store sets its own.
          var _$tracker: SwiftRexArchitecture.FieldTracker = .untracked

          /// Every tracked field of `State`, which a tracked view store compares to find what changed.
          static var _$trackedFields: [SwiftRexArchitecture.TrackedField<Self>] {
            [
              SwiftRexArchitecture.TrackedField("count", \Self._count),
              SwiftRexArchitecture.TrackedField("name", \Self._name),
            ]
          }
        }

        extension State: SwiftRexArchitecture.TrackedState {
        }
        """#)
  }

  @Test(arguments: [
    ("0", "Int"), (#""phone""#, "String"), ("0.5", "Double"), ("false", "Bool"), ("-1", "Int"),
    ("1 as Double", "Double"), ("[String]()", "[String]"), ("Foo()", "Foo"), ("Foo.Bar(id: 1)", "Foo.Bar"),
  ])
  func inferredFieldGetsStorageOfItsType(value: String, type: String) {
    let expanded = expandArchitecture("struct S {\n  @_TrackedField\n  var field = \(value)\n}")
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("private var _field: \(type)\n"))
    #expect(expanded.source.contains("_$tracker.access(\"field\")"))
  }

  @Test(arguments: ["makeThing()", "someVar", "other.value", "Foo.make()", "[]", "nil"])
  func uninferableTypeIsAskedFor(value: String) {
    let expanded = expandArchitecture("@Tracked\nstruct S {\n  var field = \(value)\n  var ok = 1\n}")
    #expect(
      expanded.diagnostics == [
        "@Tracked on 'S' cannot infer the type of 'field' from its initial value; write its type "
          + "(`var field: SomeType = …`): a tracked property's storage must spell its type"
      ])
    #expect(!expanded.source.contains("_$tracker"))
    // No storage without a type, even if the field macro is reached some other way.
    #expect(
      !expandArchitecture("struct S {\n  @_TrackedField\n  var field = \(value)\n}").source.contains("_field")
    )
  }

  @Test func uninferableTypeOffersAnAnnotationToFillIn() throws {
    let diagnostics = try trackedDiagnostics(
      "@Tracked\nstruct S {\n  var made = makeThing()\n  let id: Int\n}")
    #expect(diagnostics.count == 2)
    let fixIt = try #require(diagnostics.first?.fixIts.first)
    #expect(fixIt.message.message == "write the type of 'made'")
    #expect(fixIt.message.fixItID == MessageID(domain: "ArchitectureMacros", id: "write-tracked-type"))
    guard case .replace(let oldNode, let newNode) = try #require(fixIt.changes.first) else {
      Issue.record("expected a replacement, got \(fixIt.changes)")
      return
    }
    #expect(oldNode.trimmedDescription == "made = makeThing()")
    #expect(newNode.trimmedDescription == "made: <#Type#> = makeThing()")
    #expect(diagnostics.last?.fixIts.isEmpty == true)  // a `let` is fixed by hand: `var` changes meaning
  }

  @Test func trackedNeedsAStruct() {
    #expect(
      expandArchitecture("@Tracked\nenum E { case a }").diagnostics == [
        "@Tracked observes a value's fields and can only be attached to a struct; remove it from this enum"
      ])
  }
}
