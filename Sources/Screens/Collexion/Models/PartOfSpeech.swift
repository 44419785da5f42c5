/// A word's part of speech, as the editor's picker offers it.
///
/// The picker shows ``rawValue`` (`noun`, `verb`, …); the home list shows ``abbreviation``.
public enum PartOfSpeech: String, CaseIterable, Identifiable, Codable, Sendable {
  case noun
  case verb
  case adjective
  case adverb

  /// The picker's tag. The original uses `hashValue`, which is seeded anew on every launch; the
  /// raw value identifies a case just as well and never changes.
  public var id: String {
    rawValue
  }

  /// The short form the home list shows after a word: `n.`, `v.`, `adj.`, `adv.`.
  public var abbreviation: String {
    switch self {
    case .noun:
      return "n."
    case .verb:
      return "v."
    case .adjective:
      return "adj."
    case .adverb:
      return "adv."
    }
  }
}
