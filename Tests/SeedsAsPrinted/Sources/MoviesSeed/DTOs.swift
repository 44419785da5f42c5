// swift-format-ignore-file
//
// The movies article, "Implementing Movies List ViewModel" and "Implementing Movie Details": the
// DTOs, as printed, with what the article leaves out filled in as
// the original app (V8tr/ModernMVVM @98a36fc) says the original app has it. Lines that differ
// from the article:
// - `import Foundation` is added: the article prints no imports.
// - `MovieDTO.poster`'s `{ ... }` is the original's
//   `{ poster_path.map { MoviesAPI.imageBase.appendingPathComponent($0) } }`.
// - `MovieDetailDTO`'s `...` is filled with the original's `poster` (the same as `MovieDTO`'s) and
//   its nested `GenreDTO {id, name}` and `LanguageDTO {name}`, which the article's fields use.
// - `PageDTO`, which the article uses (`PageDTO<MovieDTO>`, `$0.results`) and does not print, is
//   added: the original's `page`, `total_results` and `total_pages` (optional) and `results`.

import Foundation

struct MovieDTO: Codable {
    let id: Int
    let title: String
    let poster_path: String?
    
    var poster: URL? { poster_path.map { MoviesAPI.imageBase.appendingPathComponent($0) } }
}

struct MovieDetailDTO: Codable {
    let id: Int
    let title: String
    let overview: String?
    let poster_path: String?
    let vote_average: Double?
    let genres: [GenreDTO]
    let release_date: String?
    let runtime: Int?
    let spoken_languages: [LanguageDTO]
    
    var poster: URL? { poster_path.map { MoviesAPI.imageBase.appendingPathComponent($0) } }
    
    struct GenreDTO: Codable {
        let id: Int
        let name: String
    }
    
    struct LanguageDTO: Codable {
        let name: String
    }
}

struct PageDTO<T: Codable>: Codable {
    let page: Int?
    let total_results: Int?
    let total_pages: Int?
    let results: [T]
}
