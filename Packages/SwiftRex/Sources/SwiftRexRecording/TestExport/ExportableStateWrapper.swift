import SwiftRex

/// A property wrapper whose storage shows in a state's mirror as `_name`: the generated test
/// assigns `name`, the wrapped value, instead.
protocol ExportableStateWrapper {
  /// The value the wrapper's property reads.
  var exportedWrappedValue: Any { get }
}

extension PresentationState: ExportableStateWrapper {
  var exportedWrappedValue: Any { wrappedValue as Any }
}
