import Foundation

extension FixtureDecoder {
  /// The keys of a store fixture's `store` object.
  static let storeKeys = ["values", "writes", "latencyMs", "suite"]

  /// The node of the `store` key when the file is a store fixture (an object with that key),
  /// or `nil`.
  var storeKey: Int? {
    guard tape.nodes[JSONTape.root].kind == .object else { return nil }
    return tape.members(of: JSONTape.root).first { tape.string($0.name) == "store" }?.name
  }

  /// The file as a store fixture (see ``storeKey``).
  func storeFixture() throws(Diagnostic) -> StoreFixture {
    let root = try object(
      JSONTape.root, key: "fixture", context: "a store fixture", known: ["store"])
    guard let store = root["store"] else {
      let error = FixtureSchemaError.wrongType(key: "store", expected: "an object", found: .null)
      throw failure(error, at: JSONTape.root)
    }
    let members = try object(
      store, key: "store", context: "the store", known: Self.storeKeys)
    var fixture = StoreFixture(name: name, path: self.path)
    if let values = members["values"] {
      fixture.values = try storeValues(values)
    }
    let suite = try members["suite"].map { node throws(Diagnostic) in try string(node, key: "suite")
    }
    if let values = members["values"] {
      // The same values, as UserDefaults holds them: in `.standard`, or in the named suite.
      var defaults: [String: DefaultsValue] = [:]
      for member in tape.members(of: values) {
        defaults[tape.string(member.name)] = try defaultsValue(member.value)
      }
      if let suite {
        fixture.defaults.suites[suite] = defaults
        // A suite's values are the app's own UserDefaults, not the store seam's.
        fixture.values = [:]
      } else {
        fixture.defaults.standard = defaults
      }
    }
    if let writes = members["writes"] {
      fixture.writes = try storeWrites(writes)
    }
    if let latency = members["latencyMs"] {
      fixture.latency = try self.latency(latency)
    }
    return fixture
  }

  private func storeValues(_ node: Int) throws(Diagnostic) -> [String: Data] {
    guard tape.nodes[node].kind == .object else {
      throw wrongType(node, key: "values", expected: "an object")
    }
    var values: [String: Data] = [:]
    for member in tape.members(of: node) {
      values[tape.string(member.name)] = tape.canonicalData(member.value)
    }
    return values
  }

  /// The JSON at `node` as `UserDefaults` holds it: a number with a fraction or an exponent is
  /// a `Double`, any other an `Int`; `null` has no property list form.
  private func defaultsValue(_ node: Int) throws(Diagnostic) -> DefaultsValue {
    switch tape.nodes[node].kind {
    case .null:
      throw wrongType(node, key: "values", expected: "a string, number, Boolean, array or object")
    case .false: return .boolean(false)
    case .true: return .boolean(true)
    case .string: return .string(tape.string(node))
    case .number:
      let literal = tape.number(node).literal
      if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
        let integer = Int(literal)
      {
        return .integer(integer)
      }
      return .number(Double(literal) ?? .nan)
    case .array:
      var elements: [DefaultsValue] = []
      for element in tape.elements(of: node) { elements.append(try defaultsValue(element)) }
      return .array(elements)
    case .object:
      var members: [String: DefaultsValue] = [:]
      for member in tape.members(of: node) {
        members[tape.string(member.name)] = try defaultsValue(member.value)
      }
      return .dictionary(members)
    }
  }

  private func storeWrites(_ node: Int) throws(Diagnostic) -> [StoreFixture.Write] {
    switch tape.nodes[node].kind {
    case .string:
      return [try storeWrite(node)]
    case .array where tape.nodes[node].count > 0:
      var writes: [StoreFixture.Write] = []
      for element in tape.elements(of: node) {
        writes.append(try storeWrite(element))
      }
      return writes
    default:
      throw wrongType(
        node, key: "writes", expected: "a string or a non-empty array of strings")
    }
  }

  private func storeWrite(_ node: Int) throws(Diagnostic) -> StoreFixture.Write {
    let text = try string(node, key: "writes")
    guard let write = StoreFixture.Write(rawValue: text) else {
      throw failure(.unknownWrite(text), at: node)
    }
    return write
  }
}
