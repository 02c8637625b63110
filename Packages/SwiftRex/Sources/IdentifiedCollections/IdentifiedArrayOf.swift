/// An ``IdentifiedArray`` of `Identifiable` elements, identified by their `id`.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
