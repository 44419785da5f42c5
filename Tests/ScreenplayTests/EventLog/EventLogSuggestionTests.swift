import Testing

@testable import Screenplay

@Suite struct EventLogSuggestionTests {
  private let events = ["email.type", "password.type", "signIn.tap", "alert.dismiss"]

  @Test func ignoresCase() {
    #expect(Suggestion.nearest(to: "SIGNIN.TAP", among: events) == "signIn.tap")
  }

  @Test func findsAMistypedName() {
    #expect(Suggestion.nearest(to: "emial.type", among: events) == "email.type")
    #expect(Suggestion.nearest(to: "pasword.typ", among: events) == "password.type")
  }

  @Test func suggestsNothingWhenEveryNameIsFar() {
    #expect(Suggestion.nearest(to: "logout", among: events) == nil)
    #expect(Suggestion.nearest(to: "x", among: []) == nil)
  }

  @Test func allowsMoreEditsForLongerNames() {
    // 3 edits: more than 2, within a third of 12 characters.
    #expect(Suggestion.nearest(to: "alrt.dsmiss!", among: events) == "alert.dismiss")
    #expect(Suggestion.nearest(to: "abc", among: ["xyz"]) == nil)
  }

  @Test func prefersTheSmallestDistanceThenTheEarliestDeclared() {
    #expect(Suggestion.nearest(to: "tap", among: ["tab", "tip", "tap2"]) == "tab")
    #expect(Suggestion.nearest(to: "tap", among: ["tip", "tab"]) == "tip")
    #expect(Suggestion.nearest(to: "tap", among: ["tapss", "taps"]) == "taps")
  }

  @Test func measuresEditsBetweenCharacters() {
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance([], Array("abc")) == 3)
    #expect(Suggestion.editDistance(Array("abc"), []) == 3)
    #expect(Suggestion.editDistance(Array("😀a"), Array("😀b")) == 1)
  }

  @Test func phrasesTheHint() {
    #expect(Suggestion.hint(for: "signin.tap", among: events) == "did you mean 'signIn.tap'?")
    #expect(Suggestion.hint(for: "logout", among: events) == nil)
  }
}
