import Foundation

extension FixtureLoader {
  /// Adds the values of `log`'s `defaults:` header to `set`'s store, as a store fixture's
  /// `values` would be: in the store seam (as JSON) and `UserDefaults.standard`. A key a store
  /// fixture already gives (`claimedBy`) is an error at the key in the header.
  static func addDefaults(
    of log: EventLog, to set: inout FixtureSet, claimedBy: [StoreClaim: String]
  ) throws(Diagnostic) {
    guard !log.defaults.isEmpty else { return }
    var header = StoreFixture(name: "defaults", path: log.path)
    for field in log.defaults {
      if let first = claimedBy[.value(field.name)] {
        throw Diagnostic(
          path: log.path, line: log.defaultsLine, column: field.column,
          message: StoreClaim.value(field.name).conflict(first: first).message,
          hint: "give each key its starting value in one place: the log's 'defaults:' header or"
            + " one of its store fixtures")
      }
      let (value, json) = Self.defaultsValue(field.value)
      header.defaults.standard[field.name] = value
      header.values[field.name] = Data(json.utf8)
    }
    set.add(store: header)
  }

  /// A header value as `UserDefaults` holds it, and as the JSON the store seam gives the app.
  private static func defaultsValue(_ value: LogValue) -> (DefaultsValue, String) {
    switch value {
    case .string(let text), .secret(let text):
      (.string(text), JSONValue.string(text).canonicalText)
    case .int(let number): (.integer(number), String(number))
    case .decimal(let number):
      (
        .number(number),
        JSONNumber(String(number)).map { JSONValue.number($0).canonicalText } ?? "0"
      )
    case .bool(let flag): (.boolean(flag), flag ? "true" : "false")
    }
  }
}
