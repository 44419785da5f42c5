import Scenes
import Screenplay
import ScreenplayTesting
import Screens
import Testing

/// The purchase scene driven by `SceneTester`, the store answered by the screen's own fixture
/// files (`Tests/Fixtures/Purchase/`) on virtual time.
@MainActor
@Suite("Purchase scene")
struct PurchaseSceneTests {
  /// How long `purchase-success` takes to answer.
  private static let latency = Duration.milliseconds(1200)

  private func tester(_ fixtures: String..., line: Int = #line) throws -> SceneTester<
    PurchaseScene
  > {
    try SceneTester(PurchaseScene.self, fixtureFiles: fixtures, line: line)
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
  func initialRender() throws {
    let tester = try tester()

    #expect(tester.lines == Self.productLines + ["  [Purchase]"])
    #expect(tester.requestCount == 0)
  }

  @Test("a tap disables the button while the purchase is in flight")
  func purchasingRender() throws {
    let tester = try tester("purchase-success")

    tester.send(.tapPurchase)

    #expect(tester.lines == Self.productLines + ["  [Purchase] (disabled)"])
    tester.advance(by: Self.latency - .milliseconds(1))
    #expect(tester.lines == Self.productLines + ["  [Purchase] (disabled)"])
    tester.advance(by: .milliseconds(1))
    #expect(tester.lines.last == "  confirmation: \"\(PurchaseTestData.confirmation)\"")
    #expect(tester.problems.isEmpty)
  }

  @Test("purchased, the confirmation label shows under the disabled button")
  func purchasedRender() throws {
    let tester = try tester("purchase-success")

    tester.send(.tapPurchase)
    tester.advance(by: Self.latency)

    #expect(
      tester.lines
        == Self.productLines + [
          "  [Purchase] (disabled)",
          "  confirmation: \"\(PurchaseTestData.confirmation)\"",
        ])
  }

  @Test("a failure shows the error label under the enabled button")
  func errorRender() throws {
    let tester = try tester("purchase-offline")

    tester.send(.tapPurchase)
    tester.advance(by: .milliseconds(40))

    #expect(
      tester.lines
        == Self.productLines + [
          "  [Purchase]",
          "  error: \"You’re offline. Connect to the Internet and try again.\"",
        ])
    #expect(tester.problems.isEmpty)
  }

  @Test("taps on the disabled button send no request")
  func disabledButtonIgnoresTaps() throws {
    let tester = try tester("purchase-success")

    tester.send(.tapPurchase)
    tester.send(.tapPurchase)
    tester.advance(by: Self.latency)
    tester.send(.tapPurchase)
    tester.advance(by: Self.latency)

    #expect(tester.requestCount == 1)
    #expect(tester.problems.isEmpty)
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
