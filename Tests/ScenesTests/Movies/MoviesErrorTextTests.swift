import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Movies error text")
struct MoviesErrorTextTests {
  private func decodingError(_ json: String) -> any Error {
    do {
      _ = try MoviesTestData.decode(PageDTO<MovieDTO>.self, json)
      return CancellationError()
    } catch {
      return error
    }
  }

  @Test("a TMDB error body is missing data")
  func errorBody() {
    #expect(
      LocalizedErrorText.text(for: decodingError(MoviesTestData.invalidKeyJSON))
        == "The data couldn’t be read because it is missing.")
  }

  @Test("a null where a value must be is missing data")
  func nullValue() {
    #expect(
      LocalizedErrorText.text(for: decodingError(#"{"results":[{"id":1,"title":null}]}"#))
        == "The data couldn’t be read because it is missing.")
  }

  @Test("a body that is not JSON, or has the wrong types, is not in the correct format")
  func wrongFormat() {
    let expected = "The data couldn’t be read because it isn’t in the correct format."
    #expect(LocalizedErrorText.text(for: decodingError(#"{"results":[{"id":1,"#)) == expected)
    #expect(LocalizedErrorText.text(for: decodingError("<html>502</html>")) == expected)
    #expect(LocalizedErrorText.text(for: decodingError("")) == expected)
    #expect(LocalizedErrorText.text(for: decodingError(#"{"results":"none"}"#)) == expected)
  }

  @Test("a LocalizedError reads as its description; an NSError never as its dump")
  func localizedError() {
    #expect(
      LocalizedErrorText.text(for: KeyValueStoreError.outOfSpace(key: "words"))
        == "The file couldn’t be saved because there isn’t enough space.")
    #expect(
      LocalizedErrorText.text(for: NSError(domain: "x", code: 1, userInfo: ["b": 1, "a": 2]))
        == "The operation couldn’t be completed.")
  }

  @Test("transport failures read as the URLError texts")
  func transport() {
    #expect(
      LocalizedErrorText.text(for: TransportError.offline)
        == "The Internet connection appears to be offline.")
    #expect(LocalizedErrorText.text(for: TransportError.timedOut) == "The request timed out.")
    #expect(
      LocalizedErrorText.text(for: TransportError.cannotConnect)
        == "Could not connect to the server.")
    #expect(
      LocalizedErrorText.text(for: TransportError.other("no fixture matches GET /3/movie/1"))
        == "no fixture matches GET /3/movie/1")
  }

  @Test("any other error gets the generic text")
  func other() {
    #expect(
      LocalizedErrorText.text(for: CancellationError()) == "The operation couldn’t be completed.")
  }
}
