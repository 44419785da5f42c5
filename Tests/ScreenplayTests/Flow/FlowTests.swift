import Testing

@testable import Screenplay

/// A flow's log addresses its screens by name; the render shows the navigation; an event for a
/// screen that is not on top fails at its line, naming what is.
@MainActor
@Suite("Flows")
struct FlowTests {
  private func replay(_ events: String) async throws -> ReplayResult {
    let log = try EventLogParser.parse(
      "screenplay-log 1\nscreen: Shop\n\n" + events, path: "Tests/EventLogs/Shop/a.log")
    return try await SceneDescriptor(ShopFlow.self).replay(log, fixtures: [])
  }

  @Test("the vocabulary is back, then each screen's events under its name")
  func vocabulary() {
    let events = SceneDescriptor(ShopFlow.self).events
    #expect(events.map(\.name) == ["back", "List.item.open", "Detail.buy.tap", "Receipt.done.tap"])
    #expect(events.map(\.screen) == [nil, "List", "Detail", "Receipt"])
  }

  @Test("a journey: push, present, dismiss, push anew, system back")
  func journey() async throws {
    let result = try await replay(
      """
      0.000s List.item.open name="tea"
      1.000s Detail.buy.tap
      2.000s Receipt.done.tap
      3.000s List.item.open name="cake"
      4.000s back

      """)
    #expect(result.problems.map(\.description) == [])
    #expect(HistoryFormat.encode(result.history) == Self.journey)
  }

  @Test("an event for a screen beneath a modal fails at its line, naming what is on top")
  func screenBeneath() async throws {
    let result = try await replay(
      """
      0.000s List.item.open name="tea"
      1.000s Detail.buy.tap
      2.000s   Detail.buy.tap

      """)
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Shop/a.log:6:10: error: 'Detail.buy.tap' is for Detail, which is beneath Receipt
          hint: send it once Detail is on top; events on top now: Receipt.done.tap
        """
      ])
    #expect(result.history.steps.last?.changed == false)
  }

  @Test("an event for a screen not on screen fails, listing what the top takes")
  func screenNotShown() async throws {
    let result = try await replay(
      "0.000s Receipt.done.tap\n0.500s List.item.open name=\"x\"\n1.000s back\n1.500s back\n")
    #expect(
      result.problems.map(\.description) == [
        """
        Tests/EventLogs/Shop/a.log:4:8: error: 'Receipt.done.tap' is for Receipt, which is not on screen: on top is List
          hint: send it once Receipt is on top; events on top now: List.item.open
        """,
        """
        Tests/EventLogs/Shop/a.log:7:8: error: 'back' taps the system's Back button, and there is none on screen: on top is List
          hint: remove this line, or first show a screen pushed onto a navigation stack
        """,
      ])
  }

  static let journey = """
    screenplay-history 2
    log: Tests/EventLogs/Shop/a.log
    screen: Shop
    fixtures: (none)
    steps: 6

    ── step 0 · 0.000s · initial
      navigation
        Shop: List
      Shop
        basket: (empty)

    ── step 1 · 0.000s · List.item.open name="tea"
      navigation
        Shop: List › Detail (pushed, animated)
      tea
        [Buy]

    ── step 2 · 1.000s · Detail.buy.tap
      navigation
        Shop: List › Detail (pushed, animated)
        Receipt, presented as a sheet
      Receipt
        bought tea

    ── step 3 · 2.000s · Receipt.done.tap
      navigation
        Shop: List
      Shop
        basket: tea

    ── step 4 · 3.000s · List.item.open name="cake"
      navigation
        Shop: List › Detail (pushed, animated)
      cake
        [Buy]

    ── step 5 · 4.000s · back
      navigation
        Shop: List
      Shop
        basket: tea

    """
}

@MainActor
@Suite("Navigation rendering")
struct NavigationRenderingTests {
  @Test("a screen's footer is drawn below the screens embedded in it, at their level")
  func footerBelowEmbedded() {
    let viewModel = ShopViewModel()
    let list = ShopListScreen(viewModel: viewModel)
    let embedded = ShopListScreen(viewModel: viewModel)
    let navigation = Navigation([
      NavigationLayer(
        "Main",
        stack: [
          ShownScreen(list, embedded: [ShownScreen(embedded)]) { canvas in
            canvas.button("Checkout")
          }
        ])
    ])
    var canvas = Canvas()
    navigation.render(into: &canvas)
    #expect(
      canvas.lines == [
        "navigation", "  Main: List [List]", "Shop", "  basket: (empty)", "  Shop",
        "    basket: (empty)", "  [Checkout]",
      ])
  }
}
