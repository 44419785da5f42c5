/// A JSON text parsed once into a flat list of its values, in the order they are written, each
/// with where it is in the text.
///
/// A fixture is read from its tape: its members are found where they lie, a response body is
/// written as canonical JSON from the text itself, and a message points at a value's line and
/// column without parsing again. Only what must be a ``JSONValue`` (a request body, which is
/// compared structurally) is made into one.
///
/// An object's node is followed by each member's name (a string node), then the member's value
/// and everything inside it; an array's node by each element in turn. A node's ``Node/next`` is
/// the index just past its value, so siblings are found without looking inside.
///
/// A class, though it never changes: a fixture's decoder reads the tape through a dozen calls per
/// value, and a class is passed to each without copying its three arrays (an idiom of the hot path:
/// see "Performance idioms" in Docs/Design.md).
final class JSONTape: Sendable {
  /// What a node is.
  enum Kind: UInt8, Sendable {
    case null, `false`, `true`, number, string, array, object
  }

  /// One value of the text.
  struct Node: Sendable {
    var kind: Kind
    /// For a string: its text is its bytes between the quotes, as they are (no escape in it).
    var isVerbatim: Bool
    /// For a string: its bytes are all ASCII.
    var isASCII: Bool
    /// The offset of the value's first byte (a string's opening quote).
    var start: Int
    /// The offset just past the value's last byte.
    var end: Int
    /// The members of an object or the elements of an array; for a string with escapes, its
    /// index in ``JSONTape/unescaped``.
    var count: Int
    /// The index of the node after this value and all it holds.
    var next: Int
  }

  /// The whole text.
  let bytes: [UInt8]
  /// The values, the whole text's first.
  let nodes: [Node]
  /// The text of each string written with escapes, decoded.
  let unescaped: [String]

  /// The tape of `bytes`, whose values are `nodes` and whose strings with escapes decode to
  /// `unescaped`.
  init(bytes: [UInt8], nodes: [Node], unescaped: [String]) {
    self.bytes = bytes
    self.nodes = nodes
    self.unescaped = unescaped
  }

  /// The index of the whole text's value.
  static let root = 0

  // MARK: Reading values

  /// The text of the string at `index`.
  func string(_ index: Int) -> String {
    bytes.withUnsafeBufferPointer { Self.text(of: nodes[index], in: $0, unescaped: unescaped) }
  }

  /// The text of the string `node` of the text `bytes`, whose strings with escapes decode to
  /// `unescaped`.
  static func text(of node: Node, in bytes: UnsafeBufferPointer<UInt8>, unescaped: [String])
    -> String
  {
    guard node.isVerbatim else { return unescaped[node.count] }
    let content = UnsafeBufferPointer(
      start: bytes.baseAddress! + node.start + 1, count: node.end - node.start - 2)
    return String(decoding: content, as: UTF8.self)
  }

  /// The number at `index`, as written.
  func number(_ index: Int) -> JSONNumber {
    let node = nodes[index]
    let literal = bytes.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(
          start: buffer.baseAddress! + node.start,
          count: node.end - node.start),
        as: UTF8.self)
    }
    return JSONNumber(checked: literal)
  }

  /// An object's member: the nodes of its name and of its value.
  struct Member: Sendable {
    var name: Int
    var value: Int
  }

  /// The members of the object at `index`, in the order written.
  func members(of index: Int) -> [Member] {
    var members: [Member] = []
    members.reserveCapacity(nodes[index].count)
    forEachChild(of: index, valueOffset: 1) { members.append(Member(name: $0, value: $0 + 1)) }
    return members
  }

  /// The elements of the array at `index`, in order.
  func elements(of index: Int) -> [Int] {
    var elements: [Int] = []
    elements.reserveCapacity(nodes[index].count)
    forEachChild(of: index, valueOffset: 0) { elements.append($0) }
    return elements
  }

  /// The name of the member after the one named at `name`: members are walked this way, from
  /// the object's node plus one, where a list of them would be an array made per object (and a
  /// fixture's objects are walked for every log).
  func nextMember(after name: Int) -> Int {
    nodes[name + 1].next
  }

  /// Calls `body` with where each child of the container at `index` starts: an element, or a
  /// member's name, whose value is `valueOffset` nodes further on.
  func forEachChild(of index: Int, valueOffset: Int, _ body: (Int) -> Void) {
    var start = index + 1
    for _ in 0..<nodes[index].count {
      body(start)
      start = nodes[start + valueOffset].next
    }
  }

  /// The value at `index` as a ``JSONValue``.
  func value(_ index: Int) -> JSONValue {
    switch nodes[index].kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(number(index))
    case .string: return .string(string(index))
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(nodes[index].count)
      for element in self.elements(of: index) { elements.append(value(element)) }
      return .array(elements)
    case .object:
      let count = nodes[index].count
      var members = [String: JSONValue](minimumCapacity: count)
      var name = index + 1
      var walked = 0
      while walked < count {
        members[string(name)] = value(name + 1)
        name = nextMember(after: name)
        walked += 1
      }
      return .object(members)
    }
  }

  /// The line and column (both from 1, the column in characters) where the value at `index`
  /// starts; for a member's name, its opening quote.
  func location(_ index: Int) -> (line: Int, column: Int) {
    JSONSourcePosition.lineAndColumn(in: bytes, at: nodes[index].start)
  }
}
