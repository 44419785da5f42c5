import Foundation
import ScreenplaySeams
import Testing

@testable import Screenplay

@Suite("Fixture store")
struct FixtureStoreTests {
  let path = "Tests/Fixtures/Counter/store.json"

  func decoder(_ text: String) throws -> FixtureDecoder {
    FixtureDecoder(
      tape: try JSONParser.parse(Array(text.utf8)), name: "store", path: path)
  }

  @Test("a store fixture gives its values as sorted-key JSON and its writes in order")
  func decodes() throws {
    let decoder = try decoder(
      #"{"store": {"values": {"k": {"b": 1, "a": [true]}}, "writes": ["outOfSpace", "succeed"]}}"#)
    #expect(decoder.storeKey != nil)
    let fixture = try decoder.storeFixture()
    #expect(
      fixture.values["k"].map { String(decoding: $0, as: UTF8.self) } == #"{"a":[true],"b":1}"#)
    #expect(fixture.writes == [.outOfSpace, .succeed])
  }

  @Test("a store fixture's latencyMs is how long each write takes; a negative one is refused")
  func latency() throws {
    #expect(try decoder(#"{"store": {"latencyMs": 1500}}"#).storeFixture().latency == .seconds(1.5))
    #expect(try decoder(#"{"store": {}}"#).storeFixture().latency == .zero)
    #expect {
      try decoder(#"{"store": {"latencyMs": -1}}"#).storeFixture()
    } throws: { error in
      (error as? Diagnostic).map { "\($0.line):\($0.column): \($0.message)" }
        == "1:25: invalid latency -1"
    }
  }

  @Test("a slow write finishes on the virtual clock, named in the history, then takes effect")
  @MainActor
  func slowWrite() async throws {
    let harness = Harness(
      store: StoreFixture(name: "slow-disk", path: path, latency: .milliseconds(800)))
    let store = harness.environment().store
    harness.runTask { try? await store.set(Data("1".utf8), forKey: "k") }
    #expect(store.data(forKey: "k") == nil)
    harness.advance(by: .milliseconds(799))
    #expect(store.data(forKey: "k") == nil)
    harness.advance(by: .milliseconds(1))
    #expect(store.data(forKey: "k") == Data("1".utf8))
    #expect(harness.problems.isEmpty && harness.storeProblems.isEmpty)
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

  @Test("a file read as a store fixture without a store says the store is missing")
  func noStore() throws {
    #expect(try decoder("  {}").storeKey == nil)
    #expect {
      try decoder("  {}").storeFixture()
    } throws: { error in
      (error as? Diagnostic)?.description == """
        Tests/Fixtures/Counter/store.json:1:3: error: 'store' must be an object, found null
          hint: see Docs/FixtureFormat.md for each key's type
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
          hint: did you mean 'values'? the keys here are values, writes, latencyMs, suite
        """
    }
  }

  @Test(
    "the replay store starts with the fixture's values and fails writes as it says, the last repeating"
  )
  func replayStore() async throws {
    let store = ReplayKeyValueStore(
      StoreFixture(
        name: "s", path: path, values: ["k": Data("1".utf8)], writes: [.succeed, .outOfSpace]),
      clock: VirtualClock())
    #expect(store.data(forKey: "k") == Data("1".utf8))
    try await store.set(Data("2".utf8), forKey: "k")
    #expect(store.data(forKey: "k") == Data("2".utf8))
    await #expect(throws: KeyValueStoreError.outOfSpace(key: "k")) {
      try await store.set(Data("3".utf8), forKey: "k")
    }
    await #expect(throws: KeyValueStoreError.outOfSpace(key: "k")) {
      try await store.set(Data("4".utf8), forKey: "k")
    }
    #expect(store.data(forKey: "k") == Data("2".utf8))
  }

  @Test("outcomes past the app's last write are named as never applied; the last may repeat")
  func unreachedOutcomes() async throws {
    let store = ReplayKeyValueStore(
      StoreFixture(name: "flaky-disk", path: path, writes: [.succeed, .outOfSpace, .succeed]),
      clock: VirtualClock())
    try await store.set(Data("1".utf8), forKey: "k")
    #expect(
      store.unappliedWrites?.message
        == "store fixture 'flaky-disk' states 3 write outcomes, but the app wrote once: "
        + #""outOfSpace", "succeed" never applied"#)
    #expect(
      store.unappliedWrites?.hint
        == "add the events that make the app write again, or remove the outcomes it never "
        + "reaches from Tests/Fixtures/Counter/store.json")
    for _ in 0..<2 { try? await store.set(Data("2".utf8), forKey: "k") }
    #expect(store.unappliedWrites == nil)
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
