import Testing

@Suite struct PrismsMacroTests {
  @Test func expandsEveryPayloadShape() {
    let expanded = expandOptics(
      """
      @Prisms
      enum Action {
        case reset
        case set(Int)
        case moved(from: Int, to: Int)
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == #"""
        enum Action {
          case reset
          case set(Int)
          case moved(from: Int, to: Int)

          /// The prisms of `Action`'s cases, one per case and named after it: `Action.prism.<case>`.
          struct Prisms: Sendable {
            /// Focuses the `.reset` case of `Action`: `preview` extracts its payload, `review` embeds one.
            var reset: FP.Prism<Action, Void> {
              FP.Prism(
                preview: { whole in
                  if case .reset = whole {
                    return ()
                  }
                  return nil
                },
                review: { _ in
                  .reset
                }
              )
            }

            /// Focuses the `.set` case of `Action`: `preview` extracts its payload, `review` embeds one.
            var set: FP.Prism<Action, Int> {
              FP.Prism(
                preview: { whole in
                  if case .set(let v0) = whole {
                    return v0
                  }
                  return nil
                },
                review: { part in
                  .set(part)
                }
              )
            }

            /// Focuses the `.moved` case of `Action`: `preview` extracts its payload, `review` embeds one.
            var moved: FP.Prism<Action, (from: Int, to: Int)> {
              FP.Prism(
                preview: { whole in
                  if case .moved(let v0, let v1) = whole {
                    return (from: v0, to: v1)
                  }
                  return nil
                },
                review: { part in
                  .moved(from: part.0, to: part.1)
                }
              )
            }
          }

          /// The prism of each case: `Action.prism.<case>` focuses `.<case>`.
          static var prism: Prisms {
            Prisms()
          }

          /// The payload of `.reset` when this value is that case, `nil` otherwise: `\Action.reset` is the case's key path.
          var reset: Void? {
            if case .reset = self {
              return ()
            }
            return nil
          }

          /// The payload of `.set` when this value is that case, `nil` otherwise: `\Action.set` is the case's key path.
          var set: Int? {
            if case .set(let v0) = self {
              return v0
            }
            return nil
          }

          /// The payload of `.moved` when this value is that case, `nil` otherwise: `\Action.moved` is the case's key path.
          var moved: (from: Int, to: Int)? {
            if case .moved(let v0, let v1) = self {
              return (from: v0, to: v1)
            }
            return nil
          }

          /// Every case's prism, keyed by the case's key path, so that `Prism(\Action.<case>)` can embed as well as extract.
          static var casePrisms: FP.CasePrismTable<Action> {
            var table = FP.CasePrismTable<Action>()
            table.add(\Action.reset, prism.reset)
            table.add(\Action.set, prism.set)
            table.add(\Action.moved, prism.moved)
            return table
          }
        }

        extension Action: FP.HasCasePrisms {
        }
        """#)
  }

  @Test func publicEnumGetsPublicMembers() {
    let source = expandOptics("@Prisms public enum Action { case tap }").source
    #expect(source.contains("public struct Prisms: Sendable"))
    #expect(source.contains("public var tap: FP.Prism<Action, Void>"))
    #expect(source.contains("public static var prism: Prisms"))
    #expect(source.contains("public var tap: Void?"))
    #expect(source.contains("public static var casePrisms: FP.CasePrismTable<Action>"))
  }

  @Test func packageEnumGetsPackageMembers() {
    let source = expandOptics("@Prisms package enum Action { case tap }").source
    #expect(source.contains("package struct Prisms: Sendable"))
    #expect(source.contains("package var tap: Void?"))
  }

  @Test(arguments: ["private", "fileprivate"])
  func narrowEnumsGetUnmodifiedMembers(access: String) {
    let source = expandOptics("@Prisms \(access) enum Action { case tap }").source
    #expect(source.contains("\n  struct Prisms: Sendable"))
    #expect(source.contains("\n  var tap: Void?"))
    #expect(!source.contains("private var"))
  }

  @Test func genericEnumAndSelfPayloads() {
    let source = expandOptics(
      """
      @Prisms
      indirect enum Tree<Leaf> {
        case leaf(Leaf)
        case node(Self, Self)
      }
      """
    ).source
    #expect(source.contains("var leaf: FP.Prism<Tree, Leaf>"))
    #expect(source.contains("var node: FP.Prism<Tree, (Tree, Tree)>"))
    #expect(source.contains("var node: (Tree, Tree)?"))
    #expect(source.contains(".node(part.0, part.1)"))
    #expect(source.contains("extension Tree: FP.HasCasePrisms"))
  }

  @Test func unlabeledAndPartlyLabeledValuesKeepTheirLabels() {
    let source = expandOptics("@Prisms enum Action { case pair(Int, String); case mixed(_ a: Int, b: Bool) }")
      .source
    #expect(source.contains("var pair: FP.Prism<Action, (Int, String)>"))
    #expect(source.contains("return (v0, v1)"))
    #expect(source.contains("var mixed: FP.Prism<Action, (Int, b: Bool)>"))
    #expect(source.contains(".mixed(part.0, b: part.1)"))
  }

  @Test func singleLabeledValueIsThePayloadAndTheLabelIsUsedToEmbed() {
    let source = expandOptics("@Prisms enum Action { case loaded(books: [String]) }").source
    #expect(source.contains("var loaded: FP.Prism<Action, [String]>"))
    #expect(source.contains(".loaded(books: part)"))
    #expect(source.contains("var loaded: [String]?"))
  }

  @Test func functionAndExistentialPayloadsAreParenthesizedBeforeTheOptional() {
    let source = expandOptics("@Prisms enum Action { case run(@Sendable () -> Void); case any(any Error) }")
      .source
    #expect(source.contains("var run: (@Sendable () -> Void)?"))
    #expect(source.contains("var any: (any Error)?"))
  }

  @Test func optionalPayloadNestsTheOptional() {
    let source = expandOptics("@Prisms enum Action { case select(Int?) }").source
    #expect(source.contains("var select: Int??"))
  }

  @Test func backtickedCaseNamesStayIdentifiers() {
    let source = expandOptics("@Prisms enum Action { case `default`(Int) }").source
    #expect(source.contains("var `default`: FP.Prism<Action, Int>"))
    #expect(source.contains("table.add(\\Action.`default`, prism.`default`)"))
  }

  @Test func keepsAnExtractionPropertyTheUserWrote() {
    let source = expandOptics(
      """
      @Prisms
      enum Action {
        case set(Int)
        case label(String)
        var set: Int? { nil }
        var label: String { "" }
      }
      """
    ).source
    #expect(occurrences(of: "var set: Int?", in: source) == 1)
    #expect(source.contains("table.add(\\Action.set, prism.set)"))
    // `label` is the user's own property, not an extraction: it stays out of the table.
    #expect(!source.contains("var label: String?"))
    #expect(!source.contains("table.add(\\Action.label"))
    #expect(source.contains("var label: FP.Prism<Action, String>"))
  }

  @Test func addsNoConformanceWhenTheEnumAlreadyDeclaresIt() {
    let source = expandOptics("@Prisms enum Action: HasCasePrisms { case tap }", alreadyConforming: true)
      .source
    #expect(!source.contains("extension Action"))
    #expect(source.contains("static var casePrisms"))
  }

  @Test func caselessEnumGetsAnEmptyTable() {
    let expanded = expandOptics("@Prisms enum Never2 {}")
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("struct Prisms: Sendable"))
    #expect(expanded.source.contains("var table = FP.CasePrismTable<Never2>()\n    return table"))
  }

  @Test func casesInsideIfConfigAreLeftAlone() {
    let source = expandOptics("@Prisms enum Action {\n  case a\n  #if DEBUG\n  case debug\n  #endif\n}")
      .source
    #expect(source.contains("var a: Void?"))
    #expect(!source.contains("var debug"))
  }
}

@Suite struct PrismsMacroDiagnosticTests {
  @Test func onAStructPointsToLenses() {
    let expanded = expandOptics("@Prisms struct State { var count: Int }")
    #expect(
      expanded.diagnostics == [
        "@Prisms generates a prism per enum case and can only be attached to an enum; 'State' is a struct: use "
          + "@Lenses for a lens per stored property, or @ApplyOptics to pick the right macro"
      ])
    #expect(!expanded.source.contains("Prisms"))
    #expect(!expanded.source.contains("extension"))
  }

  @Test(arguments: [
    ("@Prisms class Model {}", "class"), ("@Prisms actor Model {}", "actor"),
    ("@Prisms protocol Model {}", "protocol"), ("@Prisms extension Model {}", "extension"),
  ])
  func onOtherDeclarationsSaysToUseAnEnum(source: String, kind: String) {
    #expect(
      expandOptics(source).diagnostics == [
        "@Prisms generates a prism per enum case and can only be attached to an enum; remove @Prisms from this "
          + "\(kind), or turn it into an enum"
      ])
  }

  @Test func casesSharingABaseNameAreRejected() {
    let expanded = expandOptics(
      "@Prisms enum Action { case select(id: Int); case select(name: String); case ok }")
    #expect(
      expanded.diagnostics == [
        "cases 'select(id:)' and 'select(name:)' share the base name 'select', so @Prisms cannot give each its "
          + "own prism and case key path; rename one of them"
      ])
    #expect(!expanded.source.contains("struct Prisms"))
  }

  @Test(arguments: ["prism", "casePrisms", "Prisms"])
  func casesNamedLikeGeneratedStaticsAreRejected(name: String) {
    #expect(
      expandOptics("@Prisms enum Action { case \(name)(Int) }").diagnostics == [
        "a case named '\(name)' collides with the static '\(name)' that @Prisms generates; rename the case"
      ])
  }
}
