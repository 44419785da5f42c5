/// A header field whose value differs between a golden and a replay.
///
/// ```swift
/// HeaderDifference(field: .fixtures, expected: "sign-in-success", actual: "(none)")
/// ```
///
/// Values are written as the golden's header writes them: fixtures joined with `, `, or `(none)`.
package struct HeaderDifference: Sendable, Hashable {
  /// A field of ``HistoryHeader``.
  package enum Field: String, Sendable, Hashable, CaseIterable {
    /// ``HistoryHeader/log``.
    case log
    /// ``HistoryHeader/screen``.
    case screen
    /// ``HistoryHeader/fixtures``.
    case fixtures
  }

  /// Which field differs.
  package var field: Field
  /// The golden's value.
  package var expected: String
  /// The replay's value.
  package var actual: String

  /// Creates a difference.
  package init(field: Field, expected: String, actual: String) {
    self.field = field
    self.expected = expected
    self.actual = actual
  }

  /// The fields of two headers that differ, in header order.
  package static func between(expected: HistoryHeader, actual: HistoryHeader) -> [HeaderDifference]
  {
    Field.allCases.compactMap { field in
      let (old, new) = (field.value(in: expected), field.value(in: actual))
      return old == new ? nil : HeaderDifference(field: field, expected: old, actual: new)
    }
  }
}

extension HeaderDifference.Field {
  /// This field's value in `header`, as the golden writes it.
  func value(in header: HistoryHeader) -> String {
    switch self {
    case .log: header.log
    case .screen: header.screen
    case .fixtures: HistoryFormat.fixturesText(header.fixtures)
    }
  }
}
