/// The CRUD API for a user's words (so far: read and add).
///
/// Views subscribe to ``words``; when any view adds a word, the stream fires with the new list.
/// There is one source of truth, and no data is passed between views.
public protocol CollexionServiceProtocol: Sendable {
  /// Every version of the word list: the current one first, then one per change.
  var words: AsyncStream<[Word]> { get async }
  /// Adds `word` and persists the new list; throws when the list cannot be saved.
  func add(word: Word) async throws
}
