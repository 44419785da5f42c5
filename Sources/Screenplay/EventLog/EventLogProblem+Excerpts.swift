extension EventLogProblem {
  /// The problem with every text taken from the log cut to an ``Excerpt``, so neither its
  /// message nor its hint (nor a "did you mean" search) is longer than the bound allows.
  var excerpted: EventLogProblem {
    firstLineExcerpted ?? headerExcerpted ?? lineExcerpted ?? valueExcerpted
      ?? vocabularyExcerpted ?? self
  }

  private var firstLineExcerpted: EventLogProblem? {
    switch self {
    case .invalidVersion(let text): .invalidVersion(Excerpt.of(text))
    case .versionTooOld(let text): .versionTooOld(Excerpt.of(text))
    case .versionTooNew(let text): .versionTooNew(Excerpt.of(text))
    case .unexpectedAfterVersion(let text): .unexpectedAfterVersion(Excerpt.of(text))
    default: nil
    }
  }

  private var headerExcerpted: EventLogProblem? {
    switch self {
    case .unknownHeader(let key): .unknownHeader(Excerpt.of(key))
    case .missingColon(let key): .missingColon(Excerpt.of(key))
    case .duplicateHeader(let key, let line): .duplicateHeader(Excerpt.of(key), firstLine: line)
    case .headerAfterEvents(let key, let line):
      .headerAfterEvents(Excerpt.of(key), firstEventLine: line)
    case .invalidScreenName(let name): .invalidScreenName(Excerpt.of(name))
    case .invalidFixtureName(let name): .invalidFixtureName(Excerpt.of(name))
    case .fixtureNameWithExtension(let name): .fixtureNameWithExtension(Excerpt.of(name))
    default: nil
    }
  }

  private var lineExcerpted: EventLogProblem? {
    switch self {
    case .missingTime(let name): .missingTime(before: Excerpt.of(name))
    case .timeWithoutUnit(let text): .timeWithoutUnit(Excerpt.of(text))
    case .invalidTime(let text): .invalidTime(Excerpt.of(text))
    case .timeTooLarge(let text): .timeTooLarge(Excerpt.of(text))
    case .fieldBeforeEvent(let field): .fieldBeforeEvent(Excerpt.of(field))
    case .invalidEventName(let name): .invalidEventName(Excerpt.of(name))
    default: nil
    }
  }

  private var valueExcerpted: EventLogProblem? {
    switch self {
    case .spaceBeforeEquals(let field): .spaceBeforeEquals(Excerpt.of(field))
    case .spaceAfterEquals(let field): .spaceAfterEquals(Excerpt.of(field))
    case .invalidFieldName(let name): .invalidFieldName(Excerpt.of(name))
    case .duplicateField(let field, let column):
      .duplicateField(Excerpt.of(field), firstColumn: column)
    case .missingValue(let field): .missingValue(Excerpt.of(field))
    case .invalidValue(let field): .invalidValue(field: Excerpt.of(field))
    case .integerOutOfRange(let field): .integerOutOfRange(field: Excerpt.of(field))
    case .numberOutOfRange(let field): .numberOutOfRange(field: Excerpt.of(field))
    case .unterminatedString(let field): .unterminatedString(field: Excerpt.of(field))
    case .unknownEscape(let field): .unknownEscape(field: Excerpt.of(field))
    case .invalidUnicodeEscape(let field): .invalidUnicodeEscape(field: Excerpt.of(field))
    case .textAfterString(let field): .textAfterString(field: Excerpt.of(field))
    default: nil
    }
  }

  private var vocabularyExcerpted: EventLogProblem? {
    switch self {
    case .unknownEvent(let name, let known): .unknownEvent(Excerpt.of(name), known: known)
    case .unknownField(let field, let event, let known):
      .unknownField(Excerpt.of(field), event: event, known: known)
    case .wrongKind(let field, let event, let expected, .string(let text)):
      .wrongKind(field: field, event: event, expected: expected, got: .string(Excerpt.of(text)))
    default: nil
    }
  }
}
