import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

@Suite("Fixture store")
struct FixtureStoreTests {
  let path = "Tests/Fixtures/Counter/store.json"

  func decoder(_ text: String) throws -> FixtureDecoder {
    FixtureDecoder(
      document: try JSONParser.parseDocument(Array(text.utf8)), name: "store", path: path)
  }

  @Test("a store fixture gives its values as sorted-key JSON and its writes in order")
  func decodes() throws {
    let decoder = try decoder(
      #"{"store": {"values": {"k": {"b": 1, "a": [true]}}, "writes": ["outOfSpace", "succeed"]}}"#)
    #expect(decoder.isStoreFixture)
    let fixture = try decoder.storeFixture()
    #expect(
      fixture.values["k"].map { String(decoding: $0, as: UTF8.self) } == #"{"a":[true],"b":1}"#)
    #expect(fixture.writes == [.outOfSpace, .succeed])
  }

  @Test("an unknown write outcome is reported at its value, with the nearest outcome")
  func unknownWrite() throws {
    #expect {
      try decoder(#"{"store": {"writes": "outofspce"}}"#).storeFixture()
    } throws: { error in
      (error as? Diagnostic)?.description == """
        Tests/Fixtures/Counter/store.json:1:22: error: unknown store write 'outofspce'
          hint: did you mean 'outOfSpace'? the store writes are succeed, outOfSpace, readOnly
        """
    }
  }

  @Test("an unknown key in the store is reported with the keys it may have")
  func unknownKey() throws {
    #expect {
      try decoder(#"{"store": {"value": {}}}"#).storeFixture()
    } throws: { error in
      (error as? Diagnostic)?.description == """
        Tests/Fixtures/Counter/store.json:1:12: error: unknown key 'value' in the store
          hint: did you mean 'values'? the keys here are values, writes
        """
    }
  }

  @Test(
    "the replay store starts with the fixture's values and fails writes as it says, the last repeating"
  )
  func replayStore() throws {
    let store = ReplayStore(
      StoreFixture(
        name: "s", path: path, values: ["k": Data("1".utf8)], writes: [.succeed, .outOfSpace]))
    #expect(store.data(forKey: "k") == Data("1".utf8))
    try store.set(Data("2".utf8), forKey: "k")
    #expect(store.data(forKey: "k") == Data("2".utf8))
    #expect(throws: KeyValueStoreError.outOfSpace(key: "k")) {
      try store.set(Data("3".utf8), forKey: "k")
    }
    #expect(throws: KeyValueStoreError.outOfSpace(key: "k")) {
      try store.set(Data("4".utf8), forKey: "k")
    }
    #expect(store.data(forKey: "k") == Data("2".utf8))
  }

  @Test("store errors read as iOS says them, on every platform")
  func errorText() {
    #expect(
      KeyValueStoreError.outOfSpace(key: "k").localizedDescription
        == "The file couldn’t be saved because there isn’t enough space.")
    #expect(
      KeyValueStoreError.readOnly(key: "k").localizedDescription
        == "The file couldn’t be saved because the volume is read only.")
  }
}
