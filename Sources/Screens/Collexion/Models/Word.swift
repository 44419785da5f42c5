import Foundation

/// One word of a user's Collexion, as the editor creates it and the service stores it.
public struct Word: Identifiable, Codable, Sendable, Hashable {
  /// A unique id: the uuid string of the injected `makeID()`.
  public var id: String
  /// The word itself, at most 45 characters, trimmed.
  public var title: String
  /// Its definition, at most 250 characters.
  public var definition: String
  /// Its part of speech.
  public var partOfSpeech: PartOfSpeech
  /// When it was added (the injected `now()`); breaks ties between equal titles.
  public var timestamp: Date

  /// Creates a word.
  public init(
    id: String, title: String, definition: String, partOfSpeech: PartOfSpeech, timestamp: Date
  ) {
    self.id = id
    self.title = title
    self.definition = definition
    self.partOfSpeech = partOfSpeech
    self.timestamp = timestamp
  }
}
