/// Where a value sits inside a JSON document, written as in JSONPath: `$`, `$.user.email`,
/// `$.items[0]`, `$["first name"]`.
///
/// ```swift
/// JSONPath.root.appending("user").appending(0).description   // $.user[0]
/// ```
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down: an object member's name or an array index.
  package enum Component: Sendable, Hashable {
    /// An object member, by name.
    case key(String)
    /// An array element, from 0.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  package var components: [Component]

  /// Creates a path from its steps.
  package init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document itself: `$`.
  package static let root = JSONPath()

  /// This path, one member further down.
  package func appending(_ key: String) -> JSONPath {
    var path = self
    path.components.append(.key(key))
    return path
  }

  /// This path, one element further down.
  package func appending(_ index: Int) -> JSONPath {
    var path = self
    path.components.append(.index(index))
    return path
  }

  /// The names of the members along the path, outermost first.
  package var keys: [String] {
    components.compactMap { component in
      if case .key(let key) = component { return key }
      return nil
    }
  }

  package var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key): text += "." + key
      case .key(let key):
        text += "["
        JSONValue.writeString(key, to: &text)
        text += "]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.isASCIILetter else {
      return false
    }
    return key.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self)
  }

  fileprivate var isASCIIDigit: Bool {
    ("0"..."9").contains(self)
  }
}
