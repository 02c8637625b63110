/// Generates the optics of an enum's cases: a ``Prism`` per case, reachable as
/// `Self.prism.<case>`, and an extraction property `<case>: Payload?` per case, so that
/// `\Self.<case>` is a case key path. Adds ``HasCasePrisms``, whose table maps each case key path
/// to its prism, so that `Prism(\Self.<case>)` can embed as well as extract.
///
/// ```swift
/// @Prisms
/// enum AppAction {
///   case counter(CounterAction)
///   case moved(from: Int, to: Int)
///   case reset
/// }
/// AppAction.prism.counter     // Prism<AppAction, CounterAction>
/// \AppAction.moved            // KeyPath<AppAction, (from: Int, to: Int)?>
/// AppAction.prism.reset       // Prism<AppAction, Void>
/// ```
///
/// A case without associated values gives a `Prism<Self, Void>` (its extraction property is
/// `Void?`); a case with one value gives a prism to that value; a case with several gives a prism
/// to a tuple that keeps their labels. Generated members take the enum's access level (`public`
/// on a public enum, the enum's own level otherwise), and everything is computed, so generic
/// enums work. An extraction property you already declare is kept, not generated again.
///
/// Cases that share a base name (`case select(id: Int)`, `case select(name: String)`) cannot have
/// one prism each under that name: the macro reports an error asking to rename one. So does a
/// case named `prism`, `Prisms` or `casePrisms`, which the macro needs for itself. Cases inside
/// `#if` blocks get no prism. Attaching `@Prisms` to anything but an enum is an error.
///
/// In a generic enum, constrain each generic parameter that has a protocol constraint to
/// `Sendable` too (`Leaf: Equatable & Sendable`): a prism's `@Sendable` closures build the enum,
/// and Swift warns when they capture a metatype whose conformances may be actor-isolated.
@attached(member, names: named(prism), named(Prisms), named(casePrisms), arbitrary)
@attached(extension, conformances: HasCasePrisms)
public macro Prisms() = #externalMacro(module: "FPMacros", type: "PrismsMacro")

/// Generates the optics of a struct's stored properties: a ``Lens`` per stored `var` and `let`,
/// reachable as `Self.lens.<property>`.
///
/// ```swift
/// @Lenses
/// struct Profile {
///   let id: Int
///   var name: String
/// }
/// Profile.lens.name.set(profile, "Ada")
/// ```
///
/// Computed, `static` and `lazy` properties are skipped. A lens is as visible as the lesser of
/// the struct and the property, counting `private(set)`; a `private` property's lens is
/// `fileprivate`, the narrowest level that still reaches the struct.
///
/// A `let` cannot be assigned, so its lens rebuilds the value through the memberwise
/// initializer. That only works while the struct keeps its memberwise initializer (no `init` in
/// its body) and every stored property is a plain `var`/`let` outside `#if`; otherwise the `let`
/// gets no lens — write one by hand with ``Lens/init(get:set:)``. A `let` with an initial value
/// is a constant and never gets a lens.
///
/// A lens must spell its type: a property with no written type gets one only when its initial
/// value says it plainly (`= 0`, `= "text"`, `= Book()`, `= [Int]()`, `= 1 as Double`); any other
/// initial value is an error asking for the annotation. Attaching `@Lenses` to anything but a
/// struct is an error.
///
/// A `var`'s lens is built on its key path. A `let`'s lens rebuilds the struct in a `@Sendable`
/// closure, so in a generic struct constrain each constrained parameter to `Sendable` too, for
/// the same reason as with ``Prisms()``.
@attached(member, names: named(lens), named(Lenses))
public macro Lenses() = #externalMacro(module: "FPMacros", type: "LensesMacro")

/// Gives a domain type and, with `recursively: true` (the default), every struct and enum nested
/// in it their optics: ``Lenses()`` for structs, ``Prisms()`` for enums.
///
/// ```swift
/// @ApplyOptics
/// struct AppState {
///   struct Settings { var volume: Int }        // AppState.Settings.lens.volume
///   enum Tab { case home, library }            // AppState.Tab.prism.library
///   var settings: Settings                     // AppState.lens.settings
/// }
///
/// @ApplyOptics(recursively: true)
/// extension Library {                          // types declared in an extension are
///   struct State { var books: [Book] }         // invisible to a macro on the type itself
///   enum Action { case select(Book.ID) }
/// }
/// ```
///
/// - On a struct, the struct gets its lenses; on an enum with cases, the enum gets its prisms,
///   case key paths and `casePrisms` table (see below for the conformance). An enum without cases
///   is a namespace: it gets nothing itself.
/// - On an extension, the structs and enums declared in it get their optics even with
///   `recursively: false`.
/// - With `recursively: true`, the walk goes on through every nested struct and enum, at any
///   depth: each gets `@Lenses` or `@Prisms` stamped on it, so nested enums also conform to
///   ``HasCasePrisms``.
///
/// Swift forbids extension macros on extensions, so this macro has no extension role and cannot
/// add ``HasCasePrisms`` to the enum it is attached to: `Self.prism.<case>` and `\Self.<case>`
/// work, but for `Prism(\Self.<case>)` write `@Prisms` next to `@ApplyOptics` (the prisms then
/// come from `@Prisms`) or declare `: HasCasePrisms` (the table it needs is already generated).
///
/// A type that already carries `@Prisms`, `@Lenses` or `@ApplyOptics` keeps its own, so optics
/// are never generated twice. Mark a nested type with ``NoOptics()`` to leave it, and what it
/// nests, alone. Classes, actors and protocols have no optics: attaching the macro to one is an
/// error, and nested ones are skipped. `recursively:` must be a literal `true` or `false`.
@attached(memberAttribute)
@attached(
  member, names: named(prism), named(Prisms), named(casePrisms), named(lens), named(Lenses), arbitrary)
public macro ApplyOptics(recursively: Bool = true) =
  #externalMacro(module: "FPMacros", type: "ApplyOpticsMacro")

/// Gives the structs and enums nested in a declaration their optics — ``Lenses()`` for structs,
/// ``Prisms()`` for enums with cases — without touching the declaration itself; with
/// `recursively: true` (the default) the walk goes on at every depth.
///
/// ``ApplyOptics(recursively:)`` stamps it to walk nested types. Write it yourself next to
/// `@Prisms` when an enum needs both its ``HasCasePrisms`` conformance and optics for the types it
/// nests: `@Prisms @ApplyNestedOptics enum Action { … }`.
@attached(memberAttribute)
@attached(member)
public macro ApplyNestedOptics(recursively: Bool = true) =
  #externalMacro(module: "FPMacros", type: "ApplyNestedOpticsMacro")

/// The same as ``ApplyNestedOptics(recursively:)``: the optics macros stamp the two in turn, one
/// level each, because Swift will not expand an attribute that a macro stamped with itself. Not
/// meant to be written by hand.
@attached(memberAttribute)
@attached(member)
public macro _ApplyNestedOpticsRelay(recursively: Bool = true) =
  #externalMacro(module: "FPMacros", type: "ApplyNestedOpticsMacro")

/// Keeps ``ApplyOptics(recursively:)`` and ``ApplyNestedOptics(recursively:)`` from giving this
/// type, and the types nested in it, optics. It generates nothing itself.
@attached(peer)
public macro NoOptics() = #externalMacro(module: "FPMacros", type: "NoOpticsMacro")
