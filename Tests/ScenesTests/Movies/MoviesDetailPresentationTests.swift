import Foundation
import Screens
import Testing

@Suite("Movies detail presentation")
struct MoviesDetailPresentationTests {
  private func detail(_ json: String) throws -> MovieDetailViewModel.MovieDetail {
    MovieDetailViewModel.MovieDetail(
      movie: try MoviesTestData.decode(MovieDetailDTO.self, json))
  }

  @Test("a full record keeps every field, formats the runtime and takes the first language")
  func fullRecord() throws {
    let movie = try detail(
      #"""
      {"id":929590,"title":"Civil War","overview":"War journalists.","poster_path":"/sh7.jpg",
       "vote_average":7.3,"runtime":109,"release_date":"2024-04-10",
       "genres":[{"id":10752,"name":"War"},{"id":28,"name":"Action"}],
       "spoken_languages":[{"english_name":"English","iso_639_1":"en","name":"English"},
                           {"english_name":"Spanish","iso_639_1":"es","name":"Español"}]}
      """#)

    #expect(movie.id == 929590)
    #expect(movie.title == "Civil War")
    #expect(movie.overview == "War journalists.")
    #expect(movie.poster?.absoluteString == "https://image.tmdb.org/t/p/original/sh7.jpg")
    #expect(movie.rating == 7.3)
    #expect(movie.duration == "1h 49m")
    #expect(movie.genres == ["War", "Action"])
    #expect(movie.releasedAt == "2024-04-10")
    #expect(movie.language == "English")
  }

  @Test("missing runtime, date and languages read N/A; the rest stays nil or empty")
  func sparseRecord() throws {
    let movie = try detail(
      #"""
      {"id":1115623,"title":"Sting","overview":null,"poster_path":null,"vote_average":null,
       "runtime":null,"release_date":null,"genres":[],"spoken_languages":[]}
      """#)

    #expect(movie.duration == "N/A")
    #expect(movie.releasedAt == "N/A")
    #expect(movie.language == "N/A")
    #expect(movie.overview == nil)
    #expect(movie.poster == nil)
    #expect(movie.rating == nil)
    #expect(movie.genres == [])
  }

  @Test("TMDB's runtime 0 for an unreleased movie reads 0m, as the original's formatter writes")
  func zeroRuntime() throws {
    let movie = try detail(
      #"{"id":786892,"title":"Furiosa","runtime":0,"vote_average":0.0,"genres":[],"spoken_languages":[]}"#
    )

    #expect(movie.duration == "0m")
    #expect(movie.rating == 0)
  }

  @Test("a rating shows as String(Double), as the original's view writes it")
  func ratingText() {
    #expect("⭐️ \(String(7.3))/10" == "⭐️ 7.3/10")
    #expect("⭐️ \(String(8.0))/10" == "⭐️ 8.0/10")
    #expect("⭐️ \(String(8.153))/10" == "⭐️ 8.153/10")
  }
}
