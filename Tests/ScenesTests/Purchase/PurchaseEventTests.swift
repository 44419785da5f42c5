import Scenes
import Screenplay
import Testing

@Suite("Purchase events")
struct PurchaseEventTests {
  @Test("the vocabulary is purchase.tap, with no fields")
  func vocabulary() {
    let specs = PurchaseEvent.vocabulary

    #expect(specs.map(\.name) == ["purchase.tap"])
    #expect(specs[0].fields.isEmpty)
    #expect(specs[0].summary == "taps the Purchase button")
  }

  @Test("purchase.tap is written as its spec reads it back")
  func roundTrip() throws {
    let logged = PurchaseEvent.tapPurchase.logged
    let spec = try #require(PurchaseEvent.vocabulary.first { $0.name == logged.name })

    #expect(logged == LoggedEvent("purchase.tap"))
    #expect(spec.makeEvent(EventFields(logged.fields)) == .tapPurchase)
  }
}
