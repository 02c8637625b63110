/// Runs `body` on the `Field` stored `offset` bytes into `base`, in place: how the lifting engine
/// reaches a child's state (or a collection, a stack) without the key-path runtime.
///
/// `offset` must come from `MemoryLayout<Base>.offset(of:)` for a key path to a `Field`: that is
/// non-`nil` only for a property stored inline at that offset, and `base` is held `inout`
/// (exclusively) for the whole access, which is what makes the typed pointer sound.
@inlinable
func withStoredField<Base, Field, Result>(
  at offset: Int, of base: inout Base, as _: Field.Type, _ body: (inout Field) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &base) { pointer in
    body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Field.self).pointee)
  }
}
