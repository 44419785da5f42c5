import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The forecast screen's view model, in the style written before Swift concurrency: the service's
/// completion handler hops back with `DispatchQueue.main.async`, a toast hides itself with
/// `asyncAfter`, a repeating `Timer` counts down until the forecast is stale, and the "Updated"
/// label reads `Date()`.
///
/// - ``load()`` shows "Loading…" and fetches the city's forecast; a load already running is
///   cancelled first.
/// - On success it shows the forecast, "Updated HH:mm:ss" (UTC) from `Date()`, the toast
///   "Forecast updated" for two seconds, and counts down from ``freshSeconds``, a second at a
///   time, after which the forecast is stale.
/// - On failure it shows the error's words; a cancelled load shows nothing new.
@MainActor
public final class ForecastViewModel {
  /// What the screen shows.
  public enum State: Equatable, Sendable {
    case idle
    case loading
    case loaded(Forecast)
    case failed(String)
  }

  /// How long a forecast stays fresh.
  public static let freshSeconds = 3

  public private(set) var state: State = .idle
  /// The city the screen shows.
  public private(set) var city = "Paris"
  /// "Updated 09:41:07", once a forecast has loaded.
  public private(set) var updated: String?
  /// The toast, while it shows.
  public private(set) var toast: String?
  /// Seconds until the forecast is stale; 0 once it is.
  public private(set) var freshFor = 0

  private let service: ForecastService
  private var task: URLSessionDataTask?
  private var countdown: Timer?
  private var toastGeneration = 0

  private static let clockFormat: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm:ss"
    return formatter
  }()

  /// Creates the view model over `service`.
  public init(service: ForecastService) {
    self.service = service
  }

  /// Loads the forecast of `city`.
  public func select(city: String) {
    self.city = city
    load()
  }

  /// Loads the current city's forecast.
  public func load() {
    task?.cancel()
    stopCountdown()
    state = .loading
    task = service.fetch(city: city) { [weak self] result in
      DispatchQueue.main.async { self?.show(result) }
    }
  }

  private func show(_ result: Result<Forecast, any Error>) {
    switch result {
    case .success(let forecast):
      state = .loaded(forecast)
      updated = "Updated " + Self.clockFormat.string(from: Date())
      showToast("Forecast updated")
      startCountdown()
    case .failure(let error as URLError) where error.code == .cancelled:
      return
    case .failure(let error):
      state = .failed(Self.words(for: error))
    }
  }

  private func showToast(_ text: String) {
    toast = text
    toastGeneration += 1
    let generation = toastGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      guard let self, self.toastGeneration == generation else { return }
      self.toast = nil
    }
  }

  private func startCountdown() {
    freshFor = Self.freshSeconds
    countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  private func tick() {
    freshFor -= 1
    if freshFor == 0 { stopCountdown() }
  }

  private func stopCountdown() {
    countdown?.invalidate()
    countdown = nil
    freshFor = 0
  }

  private static func words(for error: any Error) -> String {
    switch error {
    case let error as URLError where error.code == .notConnectedToInternet:
      "You're offline."
    case let error as URLError where error.code == .timedOut:
      "The forecast took too long."
    case ForecastError.status(let status):
      "The forecast service answered \(status)."
    default:
      "The forecast could not be read."
    }
  }
}
