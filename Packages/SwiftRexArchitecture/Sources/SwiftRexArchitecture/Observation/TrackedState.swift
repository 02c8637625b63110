/// A state whose fields a ``TrackedViewStore`` observes one by one. Attach `@Tracked` to a
/// struct to conform it; the requirements are generated, not written.
public protocol TrackedState {
  /// The tracker the value's getters report reads to; a tracked view store sets its own.
  var _$tracker: FieldTracker { get set }
  /// Every tracked field, compared by a tracked view store to find which changed.
  static var _$trackedFields: [TrackedField<Self>] { get }
}
