/// A JSON value, compared structurally: object members in any order, numbers by value.
///
/// ```swift
/// let a = try JSONParser.parse(#"{"b": 1, "a": [true, null]}"#)
/// let b: JSONValue = ["a": [true, nil], "b": 1.0]
/// a == b                 // true
/// a.canonicalText        // {"a":[true,null],"b":1}
/// ```
package enum JSONValue: Sendable, Hashable {
  /// `null`
  case null
  /// `true` or `false`
  case bool(Bool)
  /// A number, kept as written.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; member order is not kept (``canonicalText`` sorts the names).
  case object([String: JSONValue])

  /// The kind of value with an article, for messages: `a string`, `an object`.
  package var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }

  public init(booleanLiteral value: Bool) { self = .bool(value) }

  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }

  /// A float literal becomes the shortest literal that reads back as the same `Double`.
  public init(floatLiteral value: Double) {
    self = JSONNumber(value.description).map(JSONValue.number) ?? .null
  }

  public init(stringLiteral value: String) { self = .string(value) }

  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

  /// Later duplicates of a name replace earlier ones.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension JSONValue {
  /// Parses UTF-8 JSON text; malformed text throws a diagnostic at its line and column in the
  /// file displayed as `path`.
  ///
  /// ```swift
  /// try JSONValue(parsing: Array(#"{"a": [1, 2]}"#.utf8), path: "body.json")
  /// // {"a":[1,2]}; for `{"a": [1 2]}`:
  /// // body.json:1:10: error: expected ',' or ']' after an array element, found '2'
  /// ```
  package init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    do {
      self = try JSONParser.parseValue(bytes)
    } catch {
      throw error.diagnostic(path: path, bytes: bytes)
    }
  }
}
