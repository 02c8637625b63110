/// Makes a struct observable field by field for a ``TrackedViewStore``: every stored `var`
/// reports its reads, and the store tells Observation only about the fields that changed.
///
/// ```swift
/// @Tracked
/// struct ViewState: Sendable, Equatable { var title: String; var charge: Int }
/// ```
///
/// The struct keeps its memberwise initializer, its `Equatable`, `Hashable` and `Sendable`
/// conformances and its value semantics: each stored `var` becomes a property with an init
/// accessor over private storage (`_title`), and the struct gains a ``FieldTracker`` that all
/// its copies share and that records nothing outside a tracked view store. A field whose type is
/// `Equatable` notifies only when it really changes.
///
/// `@Feature(strategy: .observationGranular)` attaches it to the view state for you. Every
/// stored property must be a `var`, because a `let` cannot report its reads, and its type must
/// be known to the macro, which declares the private storage: written (`var name: String`), or
/// read from an initial value whose type the syntax settles, as `@Lenses` reads it (`var count
/// = 0`, `var name = "phone"`, `var ratio = 0.5`, `var done = false`, `var items = [String]()`).
/// Where nothing can be read (`var thing = makeThing()`) the macro asks for the type at compile
/// time, with a fix-it that writes a placeholder. Static and computed properties are left alone.
@attached(member, names: named(_$tracker), named(_$trackedFields))
@attached(memberAttribute)
@attached(extension, conformances: TrackedState)
public macro Tracked() = #externalMacro(module: "ArchitectureMacros", type: "TrackedMacro")

/// One field of a `@Tracked` struct: a getter that reports its reads over private storage.
/// `@Tracked` stamps it; it is not meant to be written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro _TrackedField() = #externalMacro(module: "ArchitectureMacros", type: "TrackedFieldMacro")
