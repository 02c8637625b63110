import Testing

@Suite struct ApplyOpticsMacroTests {
  @Test func namespaceEnumStampsItsNestedTypes() {
    let expanded = expandOptics(
      """
      @ApplyOptics
      enum Library {
        struct State {
          var count: Int
        }
        enum Action {
          case tap
        }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == #"""
        enum Library {
          struct State {
            var count: Int

            /// The lenses of `State`'s stored properties, one per property and named after it: `State.lens.<property>`.
            struct Lenses: Sendable {
              /// Focuses `count` of `State`: `get` reads it, `set` writes it in place.
              var count: FP.Lens<State, Int> {
                FP.Lens(\State.count)
              }
            }

            /// The lens of each stored property: `State.lens.<property>` focuses `<property>`.
            static var lens: Lenses {
              Lenses()
            }
          }
          enum Action {
            case tap

            /// The prisms of `Action`'s cases, one per case and named after it: `Action.prism.<case>`.
            struct Prisms: Sendable {
              /// Focuses the `.tap` case of `Action`: `preview` extracts its payload, `review` embeds one.
              var tap: FP.Prism<Action, Void> {
                FP.Prism(
                  preview: { whole in
                    if case .tap = whole {
                      return ()
                    }
                    return nil
                  },
                  review: { _ in
                    .tap
                  }
                )
              }
            }

            /// The prism of each case: `Action.prism.<case>` focuses `.<case>`.
            static var prism: Prisms {
              Prisms()
            }

            /// The payload of `.tap` when this value is that case, `nil` otherwise: `\Action.tap` is the case's key path.
            var tap: Void? {
              if case .tap = self {
                return ()
              }
              return nil
            }

            /// Every case's prism, keyed by the case's key path, so that `Prism(\Action.<case>)` can embed as well as extract.
            static var casePrisms: FP.CasePrismTable<Action> {
              var table = FP.CasePrismTable<Action>()
              table.add(\Action.tap, prism.tap)
              return table
            }
          }
        }

        extension Library.Action: FP.HasCasePrisms {
        }
        """#)
  }

  @Test func structGetsItsOwnLensesAndItsNestedTypesTheirs() {
    let source = expandOptics(
      "@ApplyOptics\nstruct AppState {\n  var tab: Tab\n  enum Tab {\n    case home\n  }\n}"
    ).source
    #expect(source.contains("var tab: FP.Lens<AppState, Tab>"))
    #expect(source.contains("var home: FP.Prism<Tab, Void>"))
    #expect(source.contains("extension AppState.Tab: FP.HasCasePrisms"))
  }

  @Test func enumWithCasesGetsItsOwnPrismsButNoConformance() {
    let source = expandOptics("@ApplyOptics enum Action { case tap }").source
    #expect(source.contains("var tap: FP.Prism<Action, Void>"))
    #expect(source.contains("static var casePrisms"))
    #expect(!source.contains("extension Action"))
  }

  @Test func walksEveryDepthAlternatingRelays() {
    let source = expandOptics(
      """
      @ApplyOptics(recursively: true)
      enum Root {
        struct Level1 {
          var a: Int
          enum Level2 {
            case b
            struct Level3 {
              var c: Int
              enum Level4 {
                case d(Int)
              }
            }
          }
        }
      }
      """
    ).source
    #expect(source.contains("var a: FP.Lens<Level1, Int>"))
    #expect(source.contains("var b: FP.Prism<Level2, Void>"))
    #expect(source.contains("var c: FP.Lens<Level3, Int>"))
    #expect(source.contains("var d: FP.Prism<Level4, Int>"))
    #expect(source.contains("extension Root.Level1.Level2: FP.HasCasePrisms"))
    #expect(source.contains("extension Root.Level1.Level2.Level3.Level4: FP.HasCasePrisms"))
  }

  @Test func notRecursiveOnATypeLeavesNestedTypesAlone() {
    let source = expandOptics(
      "@ApplyOptics(recursively: false)\nstruct State {\n  var a: Int\n  struct Inner {\n    var b: Int\n  }\n}"
    )
    .source
    #expect(source.contains("var a: FP.Lens<State, Int>"))
    #expect(!source.contains("var b: FP.Lens"))
  }

  @Test func onAnExtensionStampsTheTypesDeclaredThere() {
    let source = expandOptics(
      """
      @ApplyOptics(recursively: true)
      extension Feature {
        struct State {
          var count: Int
          struct Nested {
            var flag: Bool
          }
        }
        enum Action {
          case tap
        }
        var notAType: Int { 0 }
      }
      """
    ).source
    #expect(source.contains("var count: FP.Lens<State, Int>"))
    #expect(source.contains("var flag: FP.Lens<Nested, Bool>"))
    #expect(source.contains("var tap: FP.Prism<Action, Void>"))
    #expect(source.contains("extension Feature.Action: FP.HasCasePrisms"))
  }

  @Test func notRecursiveOnAnExtensionStillStampsItsOwnTypes() {
    let source = expandOptics(
      "@ApplyOptics(recursively: false)\nextension Feature {\n  struct State {\n    var count: Int\n    struct Nested {\n      var flag: Bool\n    }\n  }\n}"
    ).source
    #expect(source.contains("var count: FP.Lens<State, Int>"))
    #expect(!source.contains("var flag: FP.Lens"))
  }

  @Test func noOpticsOptsATypeAndWhatItNestsOut() {
    let source = expandOptics(
      """
      @ApplyOptics
      enum Feature {
        @NoOptics
        struct Cache {
          var hits: Int
          struct Entry {
            var key: String
          }
        }
        struct State {
          var count: Int
        }
      }
      """
    ).source
    #expect(!source.contains("var hits: FP.Lens"))
    #expect(!source.contains("var key: FP.Lens"))
    #expect(source.contains("var count: FP.Lens<State, Int>"))
  }

  @Test func noOpticsOnTheAnnotatedTypeItselfWins() {
    let source = expandOptics(
      "@ApplyOptics @NoOptics\nstruct State {\n  var a: Int\n  struct Inner {\n    var b: Int\n  }\n}"
    ).source
    #expect(!source.contains("FP.Lens"))
  }

  @Test func typesWithTheirOwnOpticsAreNotStampedTwice() {
    let source = expandOptics(
      """
      @ApplyOptics
      enum Feature {
        @Prisms
        enum Action {
          case tap
        }
        @Lenses
        struct State {
          var count: Int
        }
        @ApplyOptics(recursively: false)
        struct Other {
          var a: Int
          struct Inner {
            var b: Int
          }
        }
      }
      """
    ).source
    #expect(occurrences(of: "struct Prisms", in: source) == 1)
    #expect(occurrences(of: "extension Feature.Action", in: source) == 1)
    #expect(occurrences(of: "struct Lenses", in: source) == 2)
    // `Other` chose `recursively: false`, and the outer walk respects it.
    #expect(!source.contains("var b: FP.Lens"))
  }

  @Test func attachedNextToPrismsItLeavesTheEnumToPrisms() {
    let source = expandOptics(
      "@Prisms @ApplyOptics\nenum Action {\n  case tap\n  struct Payload {\n    var id: Int\n  }\n}"
    ).source
    #expect(occurrences(of: "struct Prisms", in: source) == 1)
    #expect(source.contains("extension Action: FP.HasCasePrisms"))
    #expect(source.contains("var id: FP.Lens<Payload, Int>"))
  }

  @Test func typesCarryingOtherAttributesAreStamped() {
    let source = expandOptics(
      """
      @ApplyOptics
      enum Feature {
        @available(macOS 14, *)
        @dynamicMemberLookup
        public struct State: Sendable, Equatable {
          public var count: Int
          subscript(dynamicMember member: String) -> Int { 0 }
        }
      }
      """
    ).source
    #expect(source.contains("public var count: FP.Lens<State, Int>"))
  }

  @Test func nestedClassesActorsAndProtocolsAreSkipped() {
    let expanded = expandOptics(
      """
      @ApplyOptics
      enum Feature {
        final class Model {
          var value = 0
          struct Inside {
            var a: Int
          }
        }
        actor Worker {}
        protocol Client {}
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(!expanded.source.contains("FP.Lens"))
  }
}

@Suite struct ApplyNestedOpticsMacroTests {
  @Test func stampsNestedTypesButNotTheDeclarationItself() {
    let source = expandOptics(
      "@ApplyNestedOptics\nstruct State {\n  var a: Int\n  struct Inner {\n    var b: Int\n  }\n}"
    ).source
    #expect(!source.contains("var a: FP.Lens"))
    #expect(source.contains("var b: FP.Lens<Inner, Int>"))
  }

  @Test func notRecursiveStopsAfterOneLevel() {
    let source = expandOptics(
      "@ApplyNestedOptics(recursively: false)\nenum Root {\n  struct A {\n    var a: Int\n    struct B {\n      var b: Int\n    }\n  }\n}"
    ).source
    #expect(source.contains("var a: FP.Lens<A, Int>"))
    #expect(!source.contains("var b: FP.Lens"))
  }
}

@Suite struct NoOpticsMacroTests {
  @Test func generatesNothing() {
    let expanded = expandOptics("@NoOptics\nstruct Cache {\n  var hits: Int\n}")
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source == "struct Cache {\n  var hits: Int\n}")
  }
}

@Suite struct ApplyOpticsMacroDiagnosticTests {
  @Test(arguments: [
    ("@ApplyOptics class Model {}", "class"), ("@ApplyOptics actor Model {}", "actor"),
    ("@ApplyOptics protocol Model {}", "protocol"),
  ])
  func onATypeWithoutOpticsSaysWhereItGoes(source: String, kind: String) {
    #expect(
      expandOptics(source).diagnostics == [
        "@ApplyOptics can only be attached to a struct, an enum or an extension; remove it from this \(kind), "
          + "or attach it to the struct or enum types you want optics for"
      ])
  }

  @Test func applyNestedOpticsOnAClassSaysWhereItGoes() {
    #expect(
      expandOptics("@ApplyNestedOptics class Model { struct Inner { var a: Int } }").diagnostics == [
        "@ApplyNestedOptics can only be attached to a struct, an enum or an extension; remove it from this "
          + "class, or attach it to the struct or enum types you want optics for"
      ])
  }

  @Test func recursivelyMustBeALiteral() {
    let expanded = expandOptics(
      "@ApplyOptics(recursively: deep)\nenum Feature {\n  struct State {\n    var a: Int\n  }\n  struct Other {\n    var b: Int\n  }\n}"
    )
    #expect(
      expanded.diagnostics == [
        "@ApplyOptics(recursively:) needs a literal `true` or `false`: the macro reads it while compiling"
      ])
    #expect(!expanded.source.contains("FP.Lens"))
  }
}
