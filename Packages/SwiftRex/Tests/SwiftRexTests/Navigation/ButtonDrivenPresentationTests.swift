import Testing

@testable import SwiftRex

@Suite struct ButtonDrivenPresentationTests {
  /// What the navigation lift will ask of a presented state's type.
  private func isButtonDriven<State>(_: State.Type) -> Bool {
    State.self is any ButtonDrivenPresentation.Type
  }

  @Test func alertsAndDialogsAreButtonDrivenAndOtherStateIsNot() {
    #expect(isButtonDriven(AlertState<FileAction>.self))
    #expect(isButtonDriven(ConfirmationDialogState<FileAction>.self))
    #expect(isButtonDriven(AlertState<OpaqueAction>.self))
    #expect(!isButtonDriven(ButtonState<FileAction>.self))
    #expect(!isButtonDriven(TextState.self))
  }
}
