import Testing

@testable import Screenplay

/// Each malformed fixture file gives a compiler-style message at the exact line and column.
@Suite struct FixtureJSONDiagnosticTests {
  private func message(_ text: String) -> String? {
    FixtureTestSupport.decodingError(text)?.description
  }

  @Test func aMissingCommaBetweenMembersPointsAtTheNextMember() {
    let text = """
      {
        "request": {"method": "POST", "path": "/login"},
        "response": {"status": 200 "body": {}}
      }
      """
    #expect(
      message(text) == """
        Tests/Fixtures/SignIn/x.json:3:30: error: expected ',' or '}' after the value of 'status', found '"'
          hint: add a ',' after the value of 'status' to start the next member
        """)
  }

  @Test func aTrailingCommaPointsAtTheComma() {
    let text = """
      {"request": {"method": "GET", "path": "/posts",}, "error": "offline"}
      """
    #expect(
      message(text) == """
        Tests/Fixtures/SignIn/x.json:1:47: error: trailing ',' before '}'
          hint: JSON allows no ',' after the last item; remove it before '}'
        """)
  }

  @Test func singleQuotesAreExplained() {
    #expect(
      message("{'request': 1}") == """
        Tests/Fixtures/SignIn/x.json:1:2: error: expected a member name in double quotes, found '''
          hint: JSON member names use double quotes: "name"
        """)
  }

  @Test func anUnquotedNameIsExplained() {
    #expect(
      message("{\n  request: 1}") == """
        Tests/Fixtures/SignIn/x.json:2:3: error: expected a member name in double quotes, found 'request'
          hint: put the name in double quotes
        """)
  }

  @Test func aCapitalisedLiteralIsExplained() {
    #expect(
      message(#"{"a": True}"#) == """
        Tests/Fixtures/SignIn/x.json:1:7: error: expected a JSON value, found 'True'
          hint: write it in lower case: true
        """)
  }

  @Test func anUnterminatedStringPointsAtItsStart() {
    #expect(
      message("{\"a\": \"abc\n}") == """
        Tests/Fixtures/SignIn/x.json:1:7: error: unterminated string
          hint: close the string with '"' on the line where it starts; write a line break as \\n
        """)
  }

  @Test func anInvalidNumberIsQuoted() {
    #expect(
      message(#"{"a": 012}"#) == """
        Tests/Fixtures/SignIn/x.json:1:7: error: invalid number '012'
          hint: write numbers like 12, -3.5 or 1e6: no leading zeros, no '+', digits on both sides of '.'
        """)
  }

  @Test func aDuplicateMemberNamesTheFirst() {
    #expect(
      message("{\"a\": 1,\n \"a\": 2}") == """
        Tests/Fixtures/SignIn/x.json:2:2: error: duplicate member 'a'
          hint: the first is at line 1, column 2; keep one of them
        """)
  }

  @Test func aDuplicateMemberOfALargeObjectNamesTheFirst() {
    let members = (0..<30).map { " \"m\($0)\": \($0)," }.joined(separator: "\n")
    #expect(
      message("{\n" + members + "\n \"m7\": 7}") == """
        Tests/Fixtures/SignIn/x.json:32:2: error: duplicate member 'm7'
          hint: the first is at line 9, column 2; keep one of them
        """)
  }

  /// Each object's names are compared only with its own: the names of the objects around it and
  /// inside it are no duplicates, and a repeat after a nested object closes is still found.
  @Test func nestedObjectsCompareOnlyTheirOwnNames() {
    let nested = (0..<20).map { "\"a\($0)\": 0" }.joined(separator: ", ")
    for distinct in [
      #"{"a": {"a": 1, "b": {"a": 2, "b": 3}}, "b": {"b": {}}}"#,
      #"{"a0": {"# + nested + #"}, "a1": {"a0": [{"a0": 1}]}}"#,
    ] {
      #expect(throws: Never.self) { try JSONParser.parse(Array(distinct.utf8)) }
    }
    #expect(
      message(#"{"a": {"b": 1}, "b": 2, "a": 3}"#) == """
        Tests/Fixtures/SignIn/x.json:1:25: error: duplicate member 'a'
          hint: the first is at line 1, column 2; keep one of them
        """)
    #expect(
      message(#"{"x": {"a": {"c": 1}, "c": 2, "a": 3}}"#) == """
        Tests/Fixtures/SignIn/x.json:1:31: error: duplicate member 'a'
          hint: the first is at line 1, column 8; keep one of them
        """)
    #expect(
      message(#"{"x": {"# + nested + #", "a3": 9}, "a3": 0}"#) == """
        Tests/Fixtures/SignIn/x.json:1:198: error: duplicate member 'a3'
          hint: the first is at line 1, column 35; keep one of them
        """)
  }

  @Test func anEmptyFileSaysTheValueIsMissing() {
    #expect(
      message("  \n") == """
        Tests/Fixtures/SignIn/x.json:2:1: error: expected a JSON value, found the end of the file
          hint: the text ends before the value does; is a '}', ']' or value missing?
        """)
  }

  @Test func twoValuesInOneFileSuggestAnArray() {
    #expect(
      message("{}\n{}") == """
        Tests/Fixtures/SignIn/x.json:2:1: error: unexpected '{' after the JSON value
          hint: a file holds one JSON value; to hold several, put them in an array: [ …, … ]
        """)
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(
      message(#"{"é😀": x}"#)?.hasPrefix("Tests/Fixtures/SignIn/x.json:1:8: error:") == true)
  }

  @Test func anInvalidEscapeIsNamed() {
    #expect(
      message(#"{"a": "\q"}"#) == """
        Tests/Fixtures/SignIn/x.json:1:8: error: invalid escape '\\q' in a string
          hint: the escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (four hex digits)
        """)
  }

  @Test func badBytesNeverCrashTheParser() {
    let inputs: [[UInt8]] = [
      [0xFF, 0xFE], [0x22, 0xC3, 0x22],
      [0x5B, 0x22, 0x5C, 0x75, 0x44, 0x38, 0x30, 0x30, 0x22, 0x5D],
    ]
    for bytes in inputs {
      #expect(throws: JSONParseError.self) { try JSONParser.parseValue(bytes) }
    }
  }
}
