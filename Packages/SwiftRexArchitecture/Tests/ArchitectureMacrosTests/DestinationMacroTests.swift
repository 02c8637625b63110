import Testing

@Suite struct DestinationMacroTests {
  @Test func featureAlertAndDialogCasesYieldStateActionAndBehavior() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {
        /// The form that edits the draft.
        case edit(EditForm)
        case alert(AlertState<DeleteAlert>)
        case archive(SwiftRex.ConfirmationDialogState<ArchiveDialog>)
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source == """
        enum Destination {
          /// The form that edits the draft.
          case edit(EditForm)
          case alert(AlertState<DeleteAlert>)
          case archive(SwiftRex.ConfirmationDialogState<ArchiveDialog>)

          /// What `Destination` presents: the state of one of its destinations.
          @FP.Prisms
          enum State: Equatable, Sendable {
            /// The form that edits the draft.
            case edit(EditForm.State)
            case alert(AlertState<DeleteAlert>)
            case archive(SwiftRex.ConfirmationDialogState<ArchiveDialog>)

            /// The `.edit` destination's state, `nil` while another one is presented; set it to change that destination in place.
            var edit: EditForm.State? {
              get {
                if case .edit(let state) = self {
                  return state
                }
                return nil
              }
              set {
                if case .edit = self, let newValue {
                  self = .edit(newValue)
                }
              }
            }

            /// The `.alert` destination's state, `nil` while another one is presented; set it to change that destination in place.
            var alert: AlertState<DeleteAlert>? {
              get {
                if case .alert(let state) = self {
                  return state
                }
                return nil
              }
              set {
                if case .alert = self, let newValue {
                  self = .alert(newValue)
                }
              }
            }

            /// The `.archive` destination's state, `nil` while another one is presented; set it to change that destination in place.
            var archive: SwiftRex.ConfirmationDialogState<ArchiveDialog>? {
              get {
                if case .archive(let state) = self {
                  return state
                }
                return nil
              }
              set {
                if case .archive = self, let newValue {
                  self = .archive(newValue)
                }
              }
            }
          }

          /// What the destination presented in `Destination` can do: the actions of its case.
          @FP.Prisms
          enum Action: Equatable, Sendable {
            /// The form that edits the draft.
            case edit(EditForm.Action)
            case alert(DeleteAlert)
            case archive(ArchiveDialog)
          }

          /// What `Destination`'s destinations depend on: nothing, as the enum declares no `Environment`.
          typealias Environment = Void

          /// Runs the presented destination: each feature case's behaviour while its case is the one presented; alerts and dialogs have no logic of their own.
          static func behavior() -> SwiftRex.Behavior<Action, State, Environment> {
            .combine(
              EditForm.behavior().lift(.action(Action.prism.edit).state(State.prism.edit))
            )
          }
        }

        extension Destination: SwiftRexArchitecture.HasBehavior {
        }
        """)
  }

  @Test func everyFeatureCaseIsLiftedAndAccessFollowsTheEnum() {
    let expanded = expandArchitecture(
      """
      @Destination
      public enum Path {
        case detail(Detail)
        case settings(Forms.Settings)
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(expanded.source.contains("public enum State: Equatable, Sendable {"))
    #expect(expanded.source.contains("public enum Action: Equatable, Sendable {"))
    #expect(expanded.source.contains("  case settings(Forms.Settings.State)"))
    #expect(expanded.source.contains("public typealias Environment = Void"))
    #expect(expanded.source.contains("public static func behavior()"))
    #expect(
      expanded.source.contains(
        """
            .combine(
              Detail.behavior().lift(.action(Action.prism.detail).state(State.prism.detail)),
              Forms.Settings.behavior().lift(.action(Action.prism.settings).state(State.prism.settings))
            )
        """))
  }

  @Test func onlyAlertsNeedNoLogic() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {
        case alert(AlertState<Alert>)
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(
      expanded.source.contains(
        """
          static func behavior() -> SwiftRex.Behavior<Action, State, Environment> {
            .identity
          }
        """))
  }

  @Test func aDeclaredEnvironmentAndAHandWrittenBehaviorAreKept() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {
        case hero(HeroDetails)
        typealias Environment = HeroDetails.Environment
        static func behavior() -> Behavior<Action, State, Environment> { .identity }
      }
      """)
    #expect(expanded.diagnostics.isEmpty)
    #expect(!expanded.source.contains("typealias Environment = Void"))
    #expect(!expanded.source.contains("SwiftRex.Behavior"))
    #expect(expanded.source.contains("case hero(HeroDetails.State)"))
  }
}

@Suite struct DestinationDiagnosticTests {
  @Test func destinationNeedsAnEnum() {
    let expanded = expandArchitecture(
      """
      @Destination
      struct Destination {}
      """)
    #expect(
      expanded.diagnostics == [
        "@Destination can only be attached to an enum whose cases are the destinations "
          + "(`case edit(EditForm)`, `case alert(AlertState<Alert>)`); turn this struct into an enum"
      ])
    #expect(!expanded.source.contains("extension"))
  }

  @Test func anEnumWithoutCasesIsAnError() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {}
      """)
    #expect(
      expanded.diagnostics == [
        "@Destination needs at least one case in 'Destination', one per destination, for example "
          + "`case edit(EditForm)` or `case alert(AlertState<Alert>)`"
      ])
    #expect(!expanded.source.contains("enum State"))
  }

  @Test func everyMisusedCaseIsNamedAndNothingIsGenerated() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {
        case empty
        case pair(EditForm, Detail)
        case part(EditForm.State)
        case maybe(EditForm?)
        case bareAlert(AlertState)
        case edit(EditForm)
      }
      """)
    #expect(
      expanded.diagnostics == [
        "destination 'empty' says nothing about what it presents; give it the feature, alert or dialog it "
          + "shows, for example `case empty(EditForm)` or `case empty(AlertState<Alert>)`",
        "destination 'pair' carries several values, but a destination presents exactly one feature, alert or "
          + "dialog; keep one, and move the rest into that feature's State",
        "destination 'part' names a part of a feature; write the feature itself, `case part(EditForm)`: "
          + "@Destination takes its State, Action and behavior() from it",
        "destination 'maybe' presents 'EditForm?', which is neither a feature (a type with State, Action and "
          + "behavior()) nor `AlertState<Action>` / `ConfirmationDialogState<Action>`",
        "destination 'bareAlert' presents 'AlertState', which is neither a feature (a type with State, Action "
          + "and behavior()) nor `AlertState<Action>` / `ConfirmationDialogState<Action>`",
      ])
    #expect(!expanded.source.contains("enum State"))
    #expect(!expanded.source.contains("extension Destination"))
  }

  @Test func declaringAGeneratedTypeIsAnError() {
    let expanded = expandArchitecture(
      """
      @Destination
      enum Destination {
        case edit(EditForm)
        enum Action { case edit }
      }
      """)
    #expect(
      expanded.diagnostics == [
        "@Destination generates 'Destination.Action' from the cases; remove this declaration"
      ])
  }
}
