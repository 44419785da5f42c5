import Foundation
import ScreenplaySeams
import Screens
import Testing

@Suite("Movies API")
struct MoviesAPITests {
  private let key = "api_key=screenplay-demo-api-key"

  @Test("trending asks TMDB for this week's movies with the API key as the only query item")
  func trendingRequest() async throws {
    let transport = MoviesTestTransport(answers: [
      MoviesTestData.trendingPath: .success(
        HTTPResponse(statusCode: 200, body: Data(MoviesTestData.pageJSON.utf8)))
    ])

    let page = try await MoviesAPI(transport: transport).trending()

    #expect(transport.requests.map(\.method) == [.get])
    #expect(
      transport.requests.map(\.url.absoluteString)
        == ["https://api.themoviedb.org/3/trending/movie/week?\(key)"])
    #expect(transport.requests.first?.body == nil)
    #expect(page.page == 1)
    #expect(page.total_pages == 500)
    #expect(page.total_results == 10000)
    #expect(page.results.map(\.id) == [693134, 1_115_623])
    #expect(page.results.map(\.poster_path) == ["/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg", nil])
  }

  @Test("a movie's details come from /3/movie/{id}")
  func detailRequest() async throws {
    let transport = MoviesTestTransport(answers: [
      MoviesTestData.dunePath: .success(
        HTTPResponse(statusCode: 200, body: Data(MoviesTestData.duneJSON.utf8)))
    ])

    let movie = try await MoviesAPI(transport: transport).movieDetail(id: 693134)

    #expect(
      transport.requests.map(\.url.absoluteString)
        == ["https://api.themoviedb.org/3/movie/693134?\(key)"])
    #expect(movie.title == "Dune: Part Two")
    #expect(movie.runtime == 166)
    #expect(movie.genres.map(\.name) == ["Science Fiction", "Adventure"])
    #expect(movie.spoken_languages.map(\.name) == ["English"])
  }

  @Test("the status is ignored: a 401 error body fails to decode for want of results")
  func errorBodyFailsToDecode() async {
    let transport = MoviesTestTransport(answers: [
      MoviesTestData.trendingPath: .success(
        HTTPResponse(statusCode: 401, body: Data(MoviesTestData.invalidKeyJSON.utf8)))
    ])

    await #expect {
      _ = try await MoviesAPI(transport: transport).trending()
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "results"
    }
  }

  @Test("the status is ignored: a 500 whose body is a page still succeeds")
  func statusIgnored() async throws {
    let transport = MoviesTestTransport(answers: [
      MoviesTestData.trendingPath: .success(
        HTTPResponse(statusCode: 500, body: Data(MoviesTestData.pageJSON.utf8)))
    ])

    let page = try await MoviesAPI(transport: transport).trending()

    #expect(page.results.count == 2)
  }

  @Test("transport failures come through as they are")
  func transportFailure() async {
    let transport = MoviesTestTransport(answers: [
      MoviesTestData.dunePath: .failure(.offline)
    ])

    await #expect(throws: TransportError.offline) {
      _ = try await MoviesAPI(transport: transport).movieDetail(id: 693134)
    }
  }
}
