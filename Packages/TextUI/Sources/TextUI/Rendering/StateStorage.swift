import Observation

/// One `@State` value, kept by its view's place in the tree and observable, so the views that
/// read it are evaluated again when it is written.
final class StateStorage<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }
}
