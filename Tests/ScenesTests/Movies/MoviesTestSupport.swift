import Foundation
import Screenplay
import ScreenplaySeams
import Screens

/// Shared JSON and helpers for the movies tests.
enum MoviesTestData {
  /// A two-movie trending page, the second without a poster.
  static let pageJSON = #"""
    {"page":1,"results":[
      {"adult":false,"id":693134,"title":"Dune: Part Two","poster_path":"/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg",
       "overview":"Follow the mythic journey of Paul Atreides.","popularity":1736.251,
       "release_date":"2024-02-27","vote_average":8.153,"vote_count":4412,"genre_ids":[878,12]},
      {"adult":false,"id":1115623,"title":"Sting","poster_path":null,"popularity":162.33,
       "release_date":"2024-04-12","vote_average":6.2,"vote_count":41,"genre_ids":[27,878]}
    ],"total_pages":500,"total_results":10000}
    """#

  /// Dune: Part Two's details.
  static let duneJSON = #"""
    {"id":693134,"title":"Dune: Part Two","overview":"Follow the mythic journey of Paul Atreides.",
     "poster_path":"/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg","vote_average":8.153,"runtime":166,
     "release_date":"2024-02-27","budget":190000000,"tagline":"Long live the fighters.",
     "genres":[{"id":878,"name":"Science Fiction"},{"id":12,"name":"Adventure"}],
     "spoken_languages":[{"english_name":"English","iso_639_1":"en","name":"English"}]}
    """#

  /// TMDB's answer to a bad API key.
  static let invalidKeyJSON =
    #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#

  static let trendingPath = "/3/trending/movie/week"
  static let dunePath = "/3/movie/693134"

  /// Decodes `json` as `T`.
  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  /// `json` as TMDB's answer to `GET path?api_key=…`, `latency` after the request.
  static func fixture(_ name: String, _ path: String, json: String, latency: Duration) -> Fixture {
    Fixture(
      name: name, path: "Tests/ScenesTests/Movies/MoviesTestSupport.swift",
      request: Fixture.Request(
        method: "GET", path: path,
        query: [Fixture.QueryItem(name: "api_key", value: MoviesAPI.apiKey)]),
      outcome: .response(HTTPResponse(statusCode: 200, body: Data(json.utf8))), latency: latency)
  }

  /// ``pageJSON`` as the trending page, after 600 ms.
  static let trending = fixture(
    "trending", trendingPath, json: pageJSON, latency: .milliseconds(600))

  /// ``duneJSON`` as Dune: Part Two's details, after 700 ms.
  static let dune = fixture("dune", dunePath, json: duneJSON, latency: .milliseconds(700))
}
