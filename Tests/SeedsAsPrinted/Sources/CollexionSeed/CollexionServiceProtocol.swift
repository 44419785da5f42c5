// swift-format-ignore-file
//
// The Collexion article ("How to Use MVVM, Part 2: A Scalable MVVM Architecture for SwiftUI",
// "The Service Layer"): the service's interface, as printed. No line differs from the article.

protocol CollexionServiceProtocol {
  var words: AsyncStream<[Word]> { get async }
  func add(word: Word) async throws
}
