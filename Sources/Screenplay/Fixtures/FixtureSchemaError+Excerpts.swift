extension FixtureSchemaError {
  /// The error with every text taken from the fixture file cut to an ``Excerpt``, so neither its
  /// message nor its hint (nor a "did you mean" search) is longer than the bound allows.
  var excerpted: FixtureSchemaError {
    switch self {
    case .unknownKey(let key, let context, let known):
      .unknownKey(Excerpt.of(key), context: context, known: known)
    case .wrongType(let key, let expected, .string(let text)):
      .wrongType(key: key, expected: expected, found: .string(Excerpt.of(text)))
    case .unknownError(let text): .unknownError(Excerpt.of(text))
    case .invalidLatency(let text): .invalidLatency(Excerpt.of(text))
    case .invalidStatus(let text): .invalidStatus(Excerpt.of(text))
    case .invalidMethod(let text): .invalidMethod(Excerpt.of(text))
    case .pathWithoutSlash(let path): .pathWithoutSlash(Excerpt.of(path))
    case .pathWithQuery(let path): .pathWithQuery(Excerpt.of(path))
    case .unknownWrite(let text): .unknownWrite(Excerpt.of(text))
    default: self
    }
  }
}
