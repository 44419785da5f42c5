import Foundation
import Testing

@testable import Screenplay

/// The tape is the one parse of a fixture: its values, its canonical text and its locations must
/// be exactly those of the ``JSONValue`` made from it.
@Suite struct JSONTapeTests {
  private func tape(_ text: String) throws -> JSONTape {
    try JSONParser.parse(Array(text.utf8))
  }

  /// Texts whose canonical form takes every path: escapes in names and values, names sorted by
  /// bytes past ASCII, nested arrays and objects, numbers as written, and objects large enough
  /// to be sorted rather than put in place.
  private static let texts = [
    #"{ "b": "x\ny", "ab": 1, "a": [12.50, false, null], "é": {}, "A": "\u0001", "ea": 2 }"#,
    #"{"\u0062": 1, "a\"b": [], "a": {"z": [[], {}], "y": -0.0e+1}, "": "\/", "😀": "ø"}"#,
    #"[{"b": 1, "a": 2}, [3, {"d": {"c": true}}], "s", 1E400, null]"#,
    "{"
      + (0..<40).reversed().map { "\"m\($0)\": [\($0), {\"k\($0)\": \"v\"}]" }
      .joined(separator: ", ") + "}",
    #""only a string with \t and \u00e9""#,
    "\u{FEFF}  {\"bom\": true}  ",
  ]

  @Test(arguments: texts)
  func canonicalBytesAreTheValuesCanonicalText(_ text: String) throws {
    let tape = try tape(text)
    let value = tape.value(JSONTape.root)
    #expect(
      String(decoding: tape.canonicalBytes(JSONTape.root), as: UTF8.self) == value.canonicalText)
  }

  @Test func everyCommittedFixtureReadsTheSameAsItsValue() throws {
    let root = Project.locate()?.root ?? FileManager.default.currentDirectoryPath
    let folder = root + "/Tests/Fixtures"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count > 50)
    for file in files {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
      guard let tape = try? JSONParser.parse(bytes) else { continue }
      let value = tape.value(JSONTape.root)
      #expect(tape.canonicalBytes(JSONTape.root) == Array(value.canonicalData), "\(file)")
      #expect(try JSONParser.parseValue(bytes) == value, "\(file)")
    }
  }

  @Test func nodesKnowWhereTheyAreAndWhatFollowsThem() throws {
    let tape = try tape("{\n  \"a\": [1, {\"b\": null}],\n  \"c\": \"d\"\n}")
    // { "a" [ 1 { "b" null } ] "c" "d" }
    #expect(
      tape.nodes.map(\.kind) == [
        .object, .string, .array, .number, .object, .string, .null, .string, .string,
      ])
    #expect(tape.nodes.map(\.next) == [9, 2, 7, 4, 7, 6, 7, 8, 9])
    #expect(tape.members(of: 0).map(\.value) == [2, 8])
    #expect(tape.elements(of: 2) == [3, 4])
    #expect(tape.location(1) == (line: 2, column: 3))
    #expect(tape.location(8) == (line: 3, column: 8))
    #expect(tape.string(7) == "c")
    #expect(tape.number(3).literal == "1")
  }

  @Test func namesThatAreEqualAsStringsAreOneName() {
    // The same name written with an escape, and as two canonically equivalent spellings.
    for text in [#"{"a": 1, "\u0061": 2}"#, "{\"\u{E9}\": 1, \"e\u{301}\": 2}"] {
      #expect(throws: JSONParseError.self) { try tape(text) }
    }
    #expect(throws: Never.self) { try tape(#"{"a": 1, "A": 2, "a\u0000": 3}"#) }
  }
}
