import Testing

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
        var name = "x"
        var count: Int = 0 { didSet {} }
        @Clamped var level: Int
      }
      """)
    #expect(
      expanded.diagnostics == [
        "@Tracked on 'S' needs 'id' to be a `var`: a `let` cannot report when a view reads it, so views would "
          + "miss its changes",
        "@Tracked on 'S' needs the type of 'name' written (`var name: SomeType = …`): a tracked property gets "
          + "accessors, and Swift requires those to spell their type",
        "@Tracked on 'S' cannot track 'count': it has `willSet`/`didSet` observers; move that logic into the "
          + "behaviour",
        "@Tracked on 'S' cannot track 'level': it carries an attribute such as a property wrapper; store the "
          + "plain value instead",
      ])
    #expect(!expanded.source.contains("_$tracker"))
  }

  @Test func trackedNeedsAStruct() {
    #expect(
      expandArchitecture("@Tracked\nenum E { case a }").diagnostics == [
        "@Tracked observes a value's fields and can only be attached to a struct; remove it from this enum"
      ])
  }
}
