import Testing

@testable import Screenplay

@Suite("Record mode")
struct RecordModeTests {
  @Test("the default is missing")
  func defaultIsMissing() throws {
    #expect(try RecordMode.from(environment: [:]).get() == .missing)
  }

  @Test("SCREENPLAY_RECORD picks the mode, in any case", arguments: RecordMode.allCases)
  func chosen(_ mode: RecordMode) throws {
    #expect(
      try RecordMode.from(environment: ["SCREENPLAY_RECORD": mode.rawValue.uppercased()]).get()
        == mode)
  }

  @Test("CI forces never, whatever SCREENPLAY_RECORD says", arguments: ["true", "1", "yes"])
  func ciNeverRecords(_ value: String) throws {
    #expect(
      try RecordMode.from(environment: ["CI": value, "SCREENPLAY_RECORD": "failed"]).get() == .never
    )
  }

  @Test("CI set to false, 0 or empty is not CI", arguments: ["false", "0", ""])
  func notCI(_ value: String) throws {
    #expect(try RecordMode.from(environment: ["CI": value]).get() == .missing)
  }

  @Test("a value that is no mode is an error naming the modes")
  func badValue() {
    #expect(throws: RecordModeError(value: "alll")) {
      try RecordMode.from(environment: ["SCREENPLAY_RECORD": "alll"]).get()
    }
    #expect(
      RecordModeError(value: "alll").description
        == "SCREENPLAY_RECORD=alll is not a record mode; use missing, failed or never")
  }
}
