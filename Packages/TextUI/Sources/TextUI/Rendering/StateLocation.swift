/// Where a ``State`` reads and writes: its own storage until the renderer links it to the one
/// its view's place in the tree keeps. Shared by every copy of the `State`, so the closures a
/// body captured (a button's action) write where the body read.
final class StateLocation<Value> {
  var storage: StateStorage<Value>

  init(_ initial: Value) {
    storage = StateStorage(initial)
  }
}
