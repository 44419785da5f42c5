import ScreenplaySeams
import Testing

@testable import Screenplay

/// The text form of controls, word for word.
@Suite("Canvas")
struct CanvasTests {
  @Test("controls render one line each, nested under the title")
  func controls() {
    var canvas = Canvas()
    canvas.title("Sign In")
    canvas.textField("Email", text: "ann@x.io", placeholder: "Email", enabled: false)
    canvas.secureField("Password", secret: Secret("pw"), placeholder: "Password")
    canvas.button("Sign In", enabled: false)
    canvas.activityIndicator(animating: true, label: "signing in")
    canvas.alert(title: "Sign In Failed", message: "Try again.", buttons: ["OK"])
    #expect(
      canvas.lines == [
        "Sign In",
        "  Email: \"ann@x.io\" (disabled)",
        "  Password: •••",
        "  [Sign In] (disabled)",
        "  (spinner: signing in)",
        "  alert \"Sign In Failed\"",
        "    Try again.",
        "    [OK]",
      ])
  }

  @Test("quoted text escapes backslashes, quotes and line breaks, and keeps other text as is")
  func escaping() {
    var canvas = Canvas()
    canvas.textField("Note", text: #"a "b" \c"# + "\nd é 🎬", placeholder: "")
    canvas.textField("Plain", text: "no escapes: café", placeholder: "")
    #expect(
      canvas.lines == [
        #"Note: "a \"b\" \\c\nd é 🎬""#,
        #"Plain: "no escapes: café""#,
      ])
  }

  @Test("a carriage return, a tab or a line separator in a text never splits a golden line")
  func controlCharacters() {
    var canvas = Canvas()
    canvas.textField("Note", text: "a\rb\tc\u{2028}d", placeholder: "")
    #expect(canvas.lines == [#"Note: "a\u{D}b\tc\u{2028}d""#])
  }

  @Test("any string a screen renders becomes one line, its control characters escaped")
  func everyStringIsOneLine() {
    var canvas = Canvas()
    canvas.title("Title\n")
    canvas.value("Status", "Saved\r")
    canvas.value("Note\tlabel", "line one\nline two\u{0}\u{1B}[31m\u{85}\u{2029}")
    canvas.text("a\r\nb")
    canvas.button("OK\n")
    canvas.section("Heading\u{7}") { $0.text("nested\n") }
    canvas.activityIndicator(animating: true, label: "busy\r")
    #expect(
      canvas.lines == [
        #"Title\n"#,
        #"  Status: Saved\u{D}"#,
        #"  Note\tlabel: line one\nline two\u{0}\u{1B}[31m\u{85}\u{2029}"#,
        #"  a\u{D}\nb"#,
        #"  [OK\n]"#,
        #"  Heading\u{7}"#,
        #"    nested\n"#,
        #"  (spinner: busy\u{D})"#,
      ])
  }

  @Test("every part of a field, a placeholder or an alert title is escaped where it sits")
  func everyPartIsOneLine() {
    var canvas = Canvas()
    canvas.title("Form")
    canvas.textField("E\rmail", text: "", placeholder: "you@\nhere", focused: true)
    canvas.textField("Name\u{2028}", text: "Ann\t", placeholder: "x", enabled: false, focused: true)
    canvas.secureField("Pass\nword", secret: Secret(""), placeholder: "\"pw\"\r")
    canvas.secureField("Pass\u{0}", secret: Secret("s\n"), placeholder: "", focused: true)
    canvas.alert(title: "Oops\r\n", message: "", buttons: ["OK"])
    #expect(
      canvas.lines == [
        "Form",
        #"  E\u{D}mail: (placeholder "you@\nhere") (focused)"#,
        #"  Name\u{2028}: "Ann\t" (disabled, focused)"#,
        #"  Pass\nword: (placeholder "\"pw\"\u{D}")"#,
        #"  Pass\u{0}: ••• (focused)"#,
        #"  alert "Oops\u{D}\n""#,
        "",
        "    [OK]",
      ])
  }

  @Test("an alert's message shows one line per line of text")
  func alertMessageLines() {
    var canvas = Canvas()
    canvas.alert(
      title: "Failed", message: "Could not sign in.\nPlease try again.\r", buttons: ["OK"])
    #expect(
      canvas.lines == [
        #"alert "Failed""#, "  Could not sign in.", #"  Please try again.\u{D}"#, "  [OK]",
      ])
  }

  @Test("text without control characters is kept as is, emoji joiners and marks included")
  func plainTextIsUnchanged() {
    for text in ["plain", "café 🎬", "👨‍👩‍👧 family", "\u{FEFF}bom \u{200F}rtl", #"back\slash "q""#] {
      #expect(Canvas.oneLine(text) == text)
    }
  }

  @Test("exactly the scalars of categories Cc, Zl and Zp are escaped, decided from the bytes")
  func escapesByGeneralCategory() {
    for (scalar, text, breaks) in LineBreakingScalars.all {
      #expect((Canvas.oneLine(text) != text) == breaks, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test("the scan finds the first match at any offset, past whole words of plain ASCII")
  func scanFindsTheFirstMatchAtAnyOffset() {
    let matches: [(String, quotes: Bool)] = [
      ("\u{0}", false), ("\u{1F}", false), ("\u{7F}", false), ("\u{85}", false),
      ("\u{2028}", false), ("\u{2029}", false), ("\"", true), ("\\", true),
    ]
    let harmless = ["~", " ", "é", "\u{A0}", "\u{2027}", "\"", "\\"]
    for (match, quotes) in matches {
      for offset in 0..<20 {
        for filler in harmless where quotes == false || !["\"", "\\"].contains(filler) {
          let prefix = String(repeating: filler, count: offset)
          let text = prefix + match + String(repeating: "x", count: 9) + match
          let found = Array(text.utf8).withUnsafeBufferPointer {
            LineBreaks.first(in: $0, quotes: quotes)
          }
          #expect(
            found == prefix.utf8.count, "\(Array(match.unicodeScalars)) after \(offset) × \(filler)"
          )
        }
      }
    }
    // After a scalar that is not ASCII, whole words are skipped again: a match is found however
    // far past it, whether or not it straddles two words.
    for (match, quotes) in matches {
      for lead in ["é", "·", "\u{2027}", "\u{85}x"] where !(lead == "\u{85}x" && match == "\u{85}")
      {
        for gap in 0..<20 {
          let prefix = "ab" + lead + String(repeating: "x", count: gap)
          let found = Array((prefix + match + "yz").utf8).withUnsafeBufferPointer {
            LineBreaks.first(in: $0, quotes: quotes)
          }
          let expected = lead == "\u{85}x" ? 2 : prefix.utf8.count
          #expect(found == expected, "\(Array(match.unicodeScalars)) after \(lead) and \(gap) × x")
        }
      }
    }
    let clean = String(repeating: "plain ASCII words, 0-9 ~ ", count: 3)
    #expect(
      Array(clean.utf8).withUnsafeBufferPointer { LineBreaks.first(in: $0, quotes: true) } == nil)
  }

  @Test("a line longer than the bytes a canvas writes on the stack is written whole")
  func longLinesAreWrittenWhole() {
    for length in [240, 246, 247, 248, 249, 250, 251, 256, 300, 1_000] {
      let text =
        String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
      var canvas = Canvas()
      canvas.title("T")
      canvas.textField("Name", text: text, placeholder: "p", enabled: false)
      canvas.button(text)
      #expect(canvas.lines == ["T", "  Name: \"\(text)\" (disabled)", "  [\(text)]"], "\(length)")
    }
  }

  @Test("a render that follows another writes the same lines as a fresh canvas, whatever it kept")
  func followingRenderWritesItsOwnLines() {
    let long = String(repeating: "é", count: 150)
    let renders: [(String, String, Bool)] = [
      ("ann@x.io", "Sign In", true), ("ann@x.io", "Sign In", true), ("ann@x.io", "Sign In", false),
      ("ann@x.io", "", false), ("bob@x.io", "", false), (long, "", false), (long + "x", "", false),
      (long, "", false), ("", "Sign In", true),
      // The same text as a `String` compares it, in other bytes: the bytes are what is kept.
      ("caf\u{E9}", "Sign In", true), ("cafe\u{301}", "Sign In", true),
    ]
    func render(_ canvas: inout Canvas, _ render: (String, String, Bool)) {
      canvas.title("Sign In")
      canvas.textField("Email", text: render.0, placeholder: "Email", enabled: render.2)
      canvas.button(render.1, enabled: render.2)
      if !render.2 { canvas.activityIndicator(animating: true, label: "signing in") }
    }
    var previous: [String] = []
    for (index, shown) in renders.enumerated() {
      var fresh = Canvas()
      render(&fresh, shown)
      var following = Canvas(following: previous)
      render(&following, shown)
      #expect(following.lines == fresh.lines, "render \(index)")
      #expect(following.lines.map { Array($0.utf8) } == fresh.lines.map { Array($0.utf8) })
      previous = following.lines
    }
  }

  @Test("counting line feeds stops at any other break, wherever it sits")
  func lineFeedsAreCountedUntilAnotherBreak() {
    #expect(LineBreaks.lineFeeds(in: "") == 0)
    #expect(LineBreaks.lineFeeds(in: "a\nb\n\n") == 3)
    #expect(LineBreaks.lineFeeds(in: String(repeating: "── step é\n", count: 9)) == 9)
    for other in ["\r", "\t", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}"] {
      #expect(LineBreaks.lineFeeds(in: "ab\n" + other) == nil)
      #expect(LineBreaks.lineFeeds(in: "abcdefghijk\nabcdefghijk" + other + "\n") == nil)
    }
  }

  @Test("line feeds are counted in any word, and every other break is found, as Unicode says")
  func lineFeedsAgreeWithTheScalars() {
    for (scalar, text, breaks) in LineBreakingScalars.all {
      let expected = scalar == "\n" ? 3 : breaks ? nil : 2
      #expect(LineBreaks.lineFeeds(in: "ab\n" + text + "\ncd") == expected, "U+\(scalar.value)")
    }
    for offset in 0..<20 {
      let prefix = String(repeating: "x", count: offset)
      for feeds in 0..<4 {
        let text = prefix + String(repeating: "\n", count: feeds) + "é" + prefix + "\n"
        #expect(LineBreaks.lineFeeds(in: text) == feeds + 1, "\(feeds) after \(offset)")
        for other in ["\r", "\u{7F}", "\u{85}", "\u{2028}"] {
          #expect(LineBreaks.lineFeeds(in: text + prefix + other) == nil, "\(offset)")
        }
      }
    }
  }

  @Test("the word scan agrees with the scalars next to look-alike bytes, at every word offset")
  func wordScanAgreesWithTheScalars() {
    // Pieces whose bytes the scan's bit tricks flag without their being breaks (a space or a
    // byte just above a flagged one, the lead bytes of `·`, `─`, `•` and U+2027) beside real
    // breaks, in every order, after every offset into a word and with every tail length.
    let pieces = [
      "\n", " ", "!", "x", "·", "─", "•", "\u{2027}", "\u{A0}", "\u{1}", "\u{85}", "\u{2028}", "\"",
    ]
    for offset in 0..<9 {
      let prefix = String(repeating: "x", count: offset)
      for first in pieces {
        for second in pieces {
          for third in pieces {
            let text = prefix + first + second + third
            let expectedFeeds = Self.lineFeeds(byScalar: text)
            #expect(
              LineBreaks.lineFeeds(in: text) == expectedFeeds, "\(Array(text.unicodeScalars))")
            for quotes in [false, true] {
              let found = Array(text.utf8).withUnsafeBufferPointer {
                LineBreaks.first(in: $0, quotes: quotes)
              }
              #expect(
                found == Self.firstBreak(byScalar: text, quotes: quotes),
                "\(Array(text.unicodeScalars)), quotes: \(quotes)")
            }
          }
        }
      }
    }
  }

  /// The UTF-8 offset of `text`'s first scalar whose category is Cc, Zl or Zp (or, with
  /// `quotes`, that is `"` or `\`): the reference the byte scan is checked against.
  private static func firstBreak(byScalar text: String, quotes: Bool) -> Int? {
    var offset = 0
    for scalar in text.unicodeScalars {
      if LineBreakingScalars.breaks(scalar) || (quotes && (scalar == "\"" || scalar == "\\")) {
        return offset
      }
      offset += String(scalar).utf8.count
    }
    return nil
  }

  /// How many line feeds `text` holds, or `nil` if another scalar in it breaks a line.
  private static func lineFeeds(byScalar text: String) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars where LineBreakingScalars.breaks(scalar) {
      guard scalar == "\n" else { return nil }
      count += 1
    }
    return count
  }

  @Test("a history rendered from any strings encodes to a golden that reads back the same")
  func renderedHistoriesRoundTrip() throws {
    let nasty = ["a\nb", "trailing\r", "nul\u{0}", "tab\t", "sep\u{2028}", "esc\u{1B}[0m", "é😀"]
    var steps: [Step] = []
    for (index, text) in nasty.enumerated() {
      var canvas = Canvas()
      canvas.title(text)
      canvas.value(text, text)
      canvas.text(text)
      canvas.textField(text, text: text, placeholder: text)
      canvas.alert(title: text, message: text, buttons: [text])
      steps.append(
        Step(
          index: index, time: .milliseconds(index), trigger: .effect(text),
          lines: canvas.lines))
    }
    let history = History(
      header: HistoryHeader(log: "Tests/EventLogs/X/a.log", screen: "X", fixtures: []),
      steps: steps)
    let golden = HistoryFormat.encode(history)
    #expect(
      !golden.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    let decoded = try HistoryFormat.decode(golden, path: "Snapshots/X/a.txt")
    #expect(HistoryFormat.encode(decoded) == golden)
    #expect(decoded.steps.map(\.lines) == history.steps.map(\.lines))
  }
}
