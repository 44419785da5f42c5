// swift-format-ignore-file
//
// Not printed in the Collexion article, which uses `Word` and `PartOfSpeech` without showing
// them: the model as the original app (ktan17/CollexionApp @62f2c2e) describes the original app's,
// in the article's two-space style. `PartOfSpeech.id` is `hashValue`, as in the original (the
// picker's tag; nothing here reads it).

import Foundation

enum PartOfSpeech: String, CaseIterable, Identifiable, Codable {
  case noun
  case verb
  case adjective
  case adverb

  var id: Int {
    hashValue
  }

  var abbreviation: String {
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

struct Word: Identifiable, Codable {
  var id: String
  var title: String
  var definition: String
  var partOfSpeech: PartOfSpeech
  var timestamp: Date
}
