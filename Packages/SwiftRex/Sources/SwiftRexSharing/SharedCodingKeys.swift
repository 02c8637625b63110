/// The keys of an encoded ``Shared``.
enum SharedCodingKeys: String, CodingKey {
  case shared
  case value
}
