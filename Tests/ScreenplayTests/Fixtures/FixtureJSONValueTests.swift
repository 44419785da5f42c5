import Foundation
import Testing

@testable import Screenplay

@Suite struct FixtureJSONValueTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parseValue(Array(text.utf8))
  }

  @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() throws {
    #expect(try parse(#"{"a": 1, "b": [true, null]}"#) == parse(#"{"b": [true, null], "a": 1}"#))
  }

  @Test func numbersAreEqualByValueNotSpelling() throws {
    #expect(try parse("[1, 1.0, 10e-1, 0.1E1]") == parse("[1, 1, 1, 1]"))
    #expect(try parse("-0") == parse("0"))
    #expect(try parse("12.5") != parse("12.50001"))
    #expect(JSONNumber("1.0")?.hashValue == JSONNumber("1")?.hashValue)
  }

  @Test func aLargeObjectKeepsEveryMember() throws {
    let text = "{" + (0..<40).map { "\"m\($0)\": [\($0)]" }.joined(separator: ", ") + "}"
    let members = Dictionary(
      uniqueKeysWithValues: (0..<40).map { ("m\($0)", [JSONValue.number(JSONNumber($0))]) })
    #expect(try parse(text) == .object(members.mapValues(JSONValue.array)))
    #expect(try parse("{}") == .object([:]))
  }

  @Test func arraysKeepTheirOrder() throws {
    #expect(try parse("[1, 2]") != parse("[2, 1]"))
  }

  @Test func canonicalTextSortsMembersAndKeepsNumbersAsWritten() throws {
    let value = try parse(
      #"{ "b": "x\ny", "ab": 1, "a": [12.50, false, null], "é": {}, "A": "\u0001", "ea": 2 }"#)
    #expect(
      value.canonicalText
        == #"{"A":"\u0001","a":[12.50,false,null],"ab":1,"b":"x\ny","ea":2,"é":{}}"#)
  }

  @Test func canonicalTextEscapesOnlyQuotesBackslashesAndControlCharacters() throws {
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let value: JSONValue = [controls: "q\"b\\/ é\u{7F}\u{2028}🎬"]
    let escapedControls =
      #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
      + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d"#
      + #"\u001e\u001f"#
    #expect(
      value.canonicalText == #"{""# + escapedControls + #"":"q\"b\\/ é"# + "\u{7F}\u{2028}🎬\"}")
    #expect(try parse(value.canonicalText) == value)
    #expect(value.canonicalData == Data(value.canonicalText.utf8))
  }

  @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
    #expect(try parse(#""a\"b\\c\/d\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\té😀"))
  }

  @Test func literalsBuildTheSameValuesAsParsing() throws {
    let built: JSONValue = ["name": "Ann", "age": 42, "score": 1.5, "tags": [true, nil]]
    #expect(try parse(#"{"tags": [true, null], "score": 1.5, "age": 42, "name": "Ann"}"#) == built)
  }

  @Test func numbersThatAreNotJSONAreRefused() {
    for text in ["01", "+1", ".5", "1.", "1e", "-", "1e+", "0x10", "", "-01", "--1", "1-", "00"] {
      #expect(JSONNumber(text) == nil, "\(text)")
    }
    for text in ["0", "-0", "7", "-120", "1500"] {
      #expect(JSONNumber(text)?.literal == text, "\(text)")
    }
    #expect(JSONNumber("1e99999999999999999999999") == nil)
    #expect(JSONNumber("10e9223372036854775807") == nil)
  }

  @Test func pathsReadLikeJSONPath() {
    let path = JSONPath.root.appending("user").appending(0).appending("first name")
    #expect(path.description == #"$.user[0]["first name"]"#)
    #expect(JSONPath.root.description == "$")
  }

  @Test func deeplyNestedInputIsRefusedWithoutCrashing() {
    let text = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParseError.self) { try parse(text) }
  }

  @Test func publicParsingReportsTheLineAndColumnOfAnError() {
    #expect(
      throws: Diagnostic(
        path: "body.json", line: 1, column: 10,
        message: "expected ',' or ']' after an array element, found '2'",
        hint: "separate elements with ',' and close the array with ']'")
    ) {
      _ = try JSONValue(parsing: Array(#"{"a": [1 2]}"#.utf8), path: "body.json")
    }
  }
}
