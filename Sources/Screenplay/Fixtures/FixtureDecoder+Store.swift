import Foundation

extension FixtureDecoder {
  /// The keys of a store fixture's `store` object.
  static let storeKeys = ["values", "writes", "latencyMs"]

  /// Whether the file is a store fixture: an object whose only key is `store`.
  var isStoreFixture: Bool {
    guard case .object(let members) = document.root else { return false }
    return members["store"] != nil
  }

  /// The file as a store fixture.
  func storeFixture() throws(Diagnostic) -> StoreFixture {
    let root = try object(
      document.root, at: .root, key: "fixture", context: "a store fixture", known: ["store"])
    let path = JSONPath.root.appending("store")
    let members = try object(
      root["store"] ?? .null, at: path, key: "store", context: "the store", known: Self.storeKeys)
    var fixture = StoreFixture(name: name, path: self.path)
    if let values = members["values"] {
      fixture.values = try storeValues(values, at: path.appending("values"))
    }
    if let writes = members["writes"] {
      fixture.writes = try storeWrites(writes, at: path.appending("writes"))
    }
    if let latency = members["latencyMs"] {
      fixture.latency = try self.latency(latency, at: path.appending("latencyMs"))
    }
    return fixture
  }

  private func storeValues(_ value: JSONValue, at path: JSONPath) throws(Diagnostic) -> [String:
    Data]
  {
    guard case .object(let members) = value else {
      throw failure(.wrongType(key: "values", expected: "an object", found: value), at: path)
    }
    return members.mapValues(\.canonicalData)
  }

  private func storeWrites(_ value: JSONValue, at path: JSONPath) throws(Diagnostic)
    -> [StoreFixture.Write]
  {
    switch value {
    case .string:
      return [try storeWrite(value, at: path)]
    case .array(let elements) where !elements.isEmpty:
      var writes: [StoreFixture.Write] = []
      for (index, element) in elements.enumerated() {
        writes.append(try storeWrite(element, at: path.appending(index)))
      }
      return writes
    default:
      throw failure(
        .wrongType(
          key: "writes", expected: "a string or a non-empty array of strings", found: value),
        at: path)
    }
  }

  private func storeWrite(_ value: JSONValue, at path: JSONPath) throws(Diagnostic)
    -> StoreFixture.Write
  {
    let text = try string(value, at: path, key: "writes")
    guard let write = StoreFixture.Write(rawValue: text) else {
      throw failure(.unknownWrite(text), at: path)
    }
    return write
  }
}
