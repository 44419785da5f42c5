import Foundation
import Screens
import Testing

@Suite("Collexion models")
struct CollexionModelTests {
  @Test("the picker offers noun, verb, adjective and adverb, in that order")
  func partsOfSpeech() {
    #expect(PartOfSpeech.allCases.map(\.rawValue) == ["noun", "verb", "adjective", "adverb"])
    #expect(PartOfSpeech.allCases.map(\.id) == ["noun", "verb", "adjective", "adverb"])
  }

  @Test("the home list abbreviates each part of speech")
  func abbreviations() {
    #expect(PartOfSpeech.allCases.map(\.abbreviation) == ["n.", "v.", "adj.", "adv."])
  }

  @Test("a word encodes every field, its date as seconds since 2001")
  func wordEncoding() throws {
    let word = CollexionTestData.word("apple", .noun, definition: "A fruit.", at: 1.25, id: "A1")

    let json = String(decoding: try CollexionService.makeEncoder().encode(word), as: UTF8.self)

    #expect(
      json
        == #"{"definition":"A fruit.","id":"A1","partOfSpeech":"noun","#
        + #""timestamp":788918401.25,"title":"apple"}"#)
  }

  @Test("a word decodes back to itself")
  func wordRoundTrip() throws {
    let word = CollexionTestData.word("Zealous", .adjective, definition: "Eager.\nKeen.", at: 0.1)

    let data = try CollexionService.makeEncoder().encode(word)

    #expect(try JSONDecoder().decode(Word.self, from: data) == word)
  }

  @Test("an unknown part of speech does not decode")
  func unknownPartOfSpeech() {
    let json = #"{"definition":"d","id":"1","partOfSpeech":"pronoun","timestamp":0,"title":"he"}"#

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Word.self, from: Data(json.utf8))
    }
  }
}
