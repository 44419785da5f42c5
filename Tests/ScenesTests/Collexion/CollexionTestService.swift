import Screens

/// A word service for tests: it saves, fails or holds each ``add(word:)`` as told, in order,
/// and yields the saved list on ``words`` after each save.
actor CollexionTestService: CollexionServiceProtocol {
  /// What one ``add(word:)`` does.
  enum Answer: Sendable {
    /// Saves the word at once.
    case save
    /// Throws `error`.
    case fail(any Error)
    /// Waits for ``release()``, then saves.
    case hold
  }

  nonisolated let words: AsyncStream<[Word]>
  private let continuation: AsyncStream<[Word]>.Continuation
  private var answers: [Answer]
  private var held: [CheckedContinuation<Void, Never>] = []

  /// The words saved so far, in order.
  private(set) var saved: [Word]

  /// A service holding `initial`, answering the adds with `answers` (then `.save`).
  init(initial: [Word] = [], answers: [Answer] = []) {
    (words, continuation) = AsyncStream.makeStream(of: [Word].self)
    self.answers = answers
    self.saved = initial
    continuation.yield(initial)
  }

  func add(word: Word) async throws {
    let answer = answers.isEmpty ? .save : answers.removeFirst()
    switch answer {
    case .save: break
    case .fail(let error): throw error
    case .hold: await withCheckedContinuation { held.append($0) }
    }
    saved.append(word)
    continuation.yield(saved)
  }

  /// How many adds are waiting for ``release()``.
  var heldCount: Int { held.count }

  /// Lets the oldest held add save its word.
  func release() {
    guard !held.isEmpty else { return }
    held.removeFirst().resume()
  }
}
