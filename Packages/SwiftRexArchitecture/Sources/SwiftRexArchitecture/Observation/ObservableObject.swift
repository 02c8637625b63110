/// An object that announces its changes before they happen, through ``objectWillChange``: the
/// shape of Combine's protocol, without Combine.
@MainActor
public protocol ObservableObject: AnyObject {
  /// Sends before every change of the object.
  var objectWillChange: ObjectWillChangePublisher { get }
}
