import Foundation
import Scenes
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Purchase scene")
struct PurchaseSceneTests {
  private let harness = Harness()

  /// How long the store takes to answer in the tests that tap while it works.
  private static let latency = Duration.milliseconds(800)

  private func makeScene(_ transport: PurchaseTestTransport) -> PurchaseScene {
    harness.run {
      let scene = PurchaseScene(environment: harness.environment(transport: transport))
      scene.start()
      return scene
    }
  }

  /// The receipt, `latency` after the request on the harness's clock.
  private func slowReceipt() -> PurchaseTestTransport {
    PurchaseTestTransport(
      status: 201, body: PurchaseTestData.receiptJSON, latency: Self.latency, on: harness.clock)
  }

  private static let productLines = [
    "Product",
    "  title: \"MacBook Pro\"",
    "  description: \"MacBook Pro elevates the notebook to a whole new level of performance and "
      + "portability. Wherever your ideas take you, you’ll get there faster than ever with "
      + "high‑performance processors and memory, advanced graphics, blazing‑fast storage, "
      + "and more.\"",
  ]

  @Test("the product is the original's, with its U+2019 and two U+2011")
  func product() {
    let product = PurchaseScene.product
    let scalars = product.description.unicodeScalars.map(\.value)

    #expect(PurchaseScene.name == "Purchase")
    #expect(product.id == 1)
    #expect(product.title == "MacBook Pro")
    #expect(scalars.filter { $0 == 0x2019 }.count == 1)
    #expect(scalars.filter { $0 == 0x2011 }.count == 2)
    #expect(scalars.allSatisfy { $0 < 0x80 || $0 == 0x2019 || $0 == 0x2011 })
  }

  @Test("the screen starts with the product's labels and an enabled Purchase button")
  func initialRender() {
    let scene = makeScene(PurchaseTestTransport(failingWith: TransportError.offline))

    #expect(scene.renderedLines() == Self.productLines + ["  [Purchase]"])
  }

  @Test("a tap disables the button while the purchase is in flight")
  func purchasingRender() {
    let transport = slowReceipt()
    let scene = makeScene(transport)

    harness.run { scene.send(.tapPurchase) }

    #expect(scene.renderedLines() == Self.productLines + ["  [Purchase] (disabled)"])
    harness.advance(by: Self.latency)
    #expect(
      scene.renderedLines().last == "  confirmation: \"\(PurchaseTestData.confirmation)\"")
    #expect(harness.problems.isEmpty)
  }

  @Test("purchased, the confirmation label shows under the disabled button")
  func purchasedRender() {
    let transport = PurchaseTestTransport(status: 201, body: PurchaseTestData.receiptJSON)
    let scene = makeScene(transport)

    harness.run { scene.send(.tapPurchase) }

    #expect(
      scene.renderedLines()
        == Self.productLines + [
          "  [Purchase] (disabled)",
          "  confirmation: \"\(PurchaseTestData.confirmation)\"",
        ])
  }

  @Test("a failure shows the error label under the enabled button")
  func errorRender() {
    let scene = makeScene(PurchaseTestTransport(failingWith: TransportError.offline))

    harness.run { scene.send(.tapPurchase) }

    #expect(
      scene.renderedLines()
        == Self.productLines + [
          "  [Purchase]",
          "  error: \"You’re offline. Connect to the Internet and try again.\"",
        ])
  }

  @Test("taps on the disabled button send no request")
  func disabledButtonIgnoresTaps() {
    let transport = slowReceipt()
    let scene = makeScene(transport)

    harness.run { scene.send(.tapPurchase) }
    harness.run { scene.send(.tapPurchase) }
    harness.advance(by: Self.latency)
    harness.run { scene.send(.tapPurchase) }
    harness.advance(by: Self.latency)

    #expect(transport.requests.count == 1)
  }

  @Test(
    "label texts are quoted with quotes, backslashes and line breaks escaped",
    arguments: [
      ("plain", #""plain""#),
      ("", #""""#),
      (#"say "hi""#, #""say \"hi\"""#),
      (#"C:\orders"#, #""C:\\orders""#),
      ("two\nlines", #""two\nlines""#),
      ("crlf\r\nend", #""crlf\r\nend""#),
      ("  padded ", #""  padded ""#),
    ])
  func quoting(text: String, expected: String) {
    #expect(PurchaseScene.quoted(text) == expected)
  }
}
