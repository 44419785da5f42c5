extension FieldKind {
  /// `value` as a field of this kind holds it, or `nil` when this kind doesn't accept it.
  ///
  /// A `secret` field turns a string into a ``LogValue/secret(_:)``; a `decimal` field accepts an
  /// integer as written; a `string` field keeps a secret secret.
  func accepting(_ value: LogValue) -> LogValue? {
    switch (self, value) {
    case (.string, .string), (.string, .secret), (.secret, .secret), (.int, .int),
      (.decimal, .decimal), (.decimal, .int), (.bool, .bool):
      value
    case (.secret, .string(let text)):
      .secret(text)
    default:
      nil
    }
  }
}
