import Observation
import ScreenplaySeams

@testable import Screenplay

/// A tiny flow for engine tests: a shop's list in a navigation stack, a detail pushed anew for
/// each item, a receipt presented over everything. Its view model drives the navigation, and the
/// container follows it through a ``Subscription``, as a view controller follows `$route`.
@MainActor @Observable
final class ShopViewModel {
  enum Route: Equatable {
    case list
    case detail(item: String)
    case receipt(item: String)
  }

  private(set) var route = Route.list
  private(set) var basket: [String] = []

  func open(_ item: String) { route = .detail(item: item) }
  func buy(_ item: String) {
    basket.append(item)
    route = .receipt(item: item)
  }
  func done() { route = .list }
  func uiShowedList() { if route != .list { route = .list } }
}

@MainActor
final class ShopListScreen: Screen {
  nonisolated static let name = "List"
  let viewModel: ShopViewModel
  init(viewModel: ShopViewModel) { self.viewModel = viewModel }

  enum Event: LoggableEvent {
    case open(String)
    static let vocabulary = [
      EventSpec<Event>("item.open", ["name": .string], summary: "opens an item") {
        .open($0.string("name"))
      }
    ]
    var logged: LoggedEvent {
      switch self {
      case .open(let name): LoggedEvent("item.open", ["name": .string(name)])
      }
    }
  }

  func send(_ event: Event) {
    switch event {
    case .open(let name): viewModel.open(name)
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.title("Shop")
    canvas.value(
      "basket", viewModel.basket.isEmpty ? "(empty)" : viewModel.basket.joined(separator: ", "))
  }
}

@MainActor
final class ShopDetailScreen: Screen {
  nonisolated static let name = "Detail"
  let item: String
  let viewModel: ShopViewModel
  private(set) var taps = 0
  init(item: String, viewModel: ShopViewModel) {
    self.item = item
    self.viewModel = viewModel
  }

  enum Event: LoggableEvent {
    case buy
    static let vocabulary = [EventSpec<Event>("buy.tap", summary: "taps Buy") { _ in .buy }]
    var logged: LoggedEvent { LoggedEvent("buy.tap") }
  }

  func send(_ event: Event) { viewModel.buy(item) }

  func render(into canvas: inout Canvas) {
    canvas.title(item)
    canvas.button("Buy")
  }
}

@MainActor
final class ShopReceiptScreen: Screen {
  nonisolated static let name = "Receipt"
  let viewModel: ShopViewModel
  let item: String
  init(item: String, viewModel: ShopViewModel) {
    self.item = item
    self.viewModel = viewModel
  }

  enum Event: LoggableEvent {
    case done
    static let vocabulary = [EventSpec<Event>("done.tap", summary: "taps Done") { _ in .done }]
    var logged: LoggedEvent { LoggedEvent("done.tap") }
  }

  func send(_ event: Event) { viewModel.done() }

  func render(into canvas: inout Canvas) {
    canvas.title("Receipt")
    canvas.text("bought \(item)")
  }
}

/// The shop's container: a navigation stack of the list and a detail, and a receipt over it.
@MainActor
final class ShopFlow: Flow {
  nonisolated static let name = "Shop"
  nonisolated static let screens: [any Screen.Type] = [
    ShopListScreen.self, ShopDetailScreen.self, ShopReceiptScreen.self,
  ]

  let viewModel = ShopViewModel()
  private let list: ShopListScreen
  private var detail: ShopDetailScreen?
  private var receipt: ShopReceiptScreen?
  private var subscription: Subscription?

  init(environment: AppEnvironment) {
    list = ShopListScreen(viewModel: viewModel)
  }

  func start() {
    subscription = Subscription(viewModel, \.route) { [weak self] route in
      self?.present(route)
    }
  }

  private func present(_ route: ShopViewModel.Route) {
    switch route {
    case .list:
      detail = nil
      receipt = nil
    case .detail(let item):
      detail = ShopDetailScreen(item: item, viewModel: viewModel)
    case .receipt(let item):
      receipt = ShopReceiptScreen(item: item, viewModel: viewModel)
    }
  }

  var navigation: Navigation {
    var stack = [ShownScreen(list)]
    var back: (@MainActor () -> Void)?
    if let detail {
      stack.append(ShownScreen(detail, note: "pushed, animated"))
      back = { [weak self] in self?.systemBack() }
    }
    var layers = [NavigationLayer("Shop", stack: stack, back: back)]
    if let receipt {
      layers.append(
        NavigationLayer("Receipt", presented: "as a sheet", stack: [ShownScreen(receipt)]))
    }
    return Navigation(layers)
  }

  /// The system's Back button pops the detail; the view model learns of it afterwards.
  private func systemBack() {
    detail = nil
    viewModel.uiShowedList()
  }
}
