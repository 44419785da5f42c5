import Testing

@testable import Screenplay
@testable import ScreenplayCommand

@Suite("Word diff")
struct WordDiffTests {
  @Test("the words only one line has are marked, runs of them in one mark, the rest escaped")
  func marksTheWordsThatDiffer() {
    #expect(
      WordDiff.html("  value: 2", against: "  value: 3", side: .old) == "  value: <mark>2</mark>")
    #expect(
      WordDiff.html("  value: 3", against: "  value: 2", side: .new) == "  value: <mark>3</mark>")
    #expect(
      WordDiff.html("[Sign In] (disabled)", against: "[Sign In]", side: .old)
        == "[Sign In]<mark> (disabled)</mark>")
    #expect(
      WordDiff.html(#"Email: "a<b>""#, against: #"Email: "a""#, side: .new)
        == "Email: &quot;a<mark>&lt;b&gt;</mark>&quot;")
  }

  @Test("lines that share no word are left plain")
  func unrelatedLinesStayPlain() {
    #expect(
      WordDiff.html("alert \"Offline\"", against: "(spinner)", side: .old)
        == "alert &quot;Offline&quot;")
    #expect(WordDiff.html("[y]", against: "[x]", side: .new) == "[y]")
  }

  @Test("a line is cut into words, runs of spaces and single other characters")
  func pieces() {
    #expect(WordDiff.pieces(#"  Email: "jo_1""#) == ["  ", "Email", ":", " ", "\"", "jo_1", "\""])
    #expect(WordDiff.pieces("") == [])
    #expect(WordDiff.pieces("é ü") == ["é", " ", "ü"])
  }
}
