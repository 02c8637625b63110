/// What a presented sheet shows and how it is dismissed.
@MainActor
struct SheetPresentation {
  /// The identity of the presented content (it includes the item's id for `sheet(item:)`).
  var identity: ViewPath
  var content: Element
  /// Writes "not presented" through the binding; the sheet goes away when the binding says so.
  var dismiss: @MainActor () -> Void
  /// A full-screen cover: the layers below it are not drawn and their controls are off screen,
  /// while they stay in the view tree so they come back unchanged when the cover goes.
  var coversBase = false
  /// The content's ``View/navigationTitle(_:)``, one line: shown in the box's top edge, or on the
  /// sheet's first line below the frame.
  var title: String?
}
