import Scenes
import Testing

@Suite("Posts row text")
struct PostsRowTests {
  @Test("a row is the index, the title and the body's first 48 characters on one line")
  func line() {
    let line = PostRow.line(
      index: 0,
      title: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
      body: "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum\nreprehenderit")

    #expect(
      line
        == "0: sunt aut facere repellat provident occaecati excepturi optio reprehenderit"
        + " — quia et suscipit suscipit recusandae consequuntu…")
  }

  @Test("a body of 48 characters or fewer shows whole, without an ellipsis")
  func shortBody() {
    let body = String(repeating: "a", count: 48)

    #expect(PostRow.preview(body) == body)
    #expect(PostRow.preview("") == "")
    #expect(PostRow.preview(body + "b") == body + "…")
  }

  @Test("a cut right after a space drops the space before the ellipsis")
  func cutAtSpace() {
    let body = String(repeating: "a", count: 47) + " bcd"

    #expect(PostRow.preview(body) == String(repeating: "a", count: 47) + "…")
  }

  @Test("every kind of line break becomes a space, in titles too")
  func lineBreaks() {
    #expect(PostRow.singleLine("a\nb\r\nc\rd") == "a b c d")
    #expect(PostRow.line(index: 7, title: "x\ny", body: "z") == "7: x y — z")
  }

  @Test("characters are counted as the reader sees them: an emoji or an accent is one")
  func graphemes() {
    let body = String(repeating: "é", count: 47) + "👍🏽" + "tail"

    #expect(PostRow.preview(body) == String(repeating: "é", count: 47) + "👍🏽…")
  }
}
