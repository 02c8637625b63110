/// The `onAppear`/`onDisappear` actions attached at one place in the tree.
@MainActor
struct LifecycleEntry {
  var identity: ViewPath
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
}
