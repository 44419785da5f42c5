import Screenplay
import ScreenplaySeams
import Screens

/// The forecast screen as Screenplay drives it: the view layer of ``ForecastViewModel``, a view
/// model written before Swift concurrency, replayed as it is.
///
/// Nothing of the harness reaches the view model: its ``ForecastService`` makes its own
/// `URLSession` configuration, which the replay answers from the log's fixtures; its completion
/// handler hops back with `DispatchQueue.main.async`; its toast hides with `asyncAfter`; its
/// freshness countdown is a repeating `Timer`; its "Updated" label reads `Date()`. On Linux each
/// of these runs on the replay's virtual clock, in the step that caused it.
///
/// ``start()`` is the screen appearing: it loads Paris's forecast at 0 s. Refresh and a city
/// pick load again, cancelling a load still running.
///
/// | from | event | to | logs |
/// |---|---|---|---|
/// | idle | appear (`start()`) | loading | every log |
/// | loading | 200 with a forecast | fresh: toast, countdown | `load-and-go-stale`, `refresh-while-loading`, … |
/// | loading | offline, 503 | failed | `no-connection-then-refresh`, `server-unavailable` |
/// | loading | `refresh.tap` | loading (the running load is cancelled) | `refresh-while-loading` |
/// | fresh | a second of the countdown | fresh, one second less; stale after the last | every log that loads |
/// | stale | `city.select` | loading | `load-and-go-stale` |
/// | failed | `refresh.tap`, `city.select` | loading | `no-connection-then-refresh`, `server-unavailable` |
///
/// The same transitions are declared as data in `ForecastScene+Coverage.swift`, where
/// `screenplay coverage Forecast` checks them against the logs.
@MainActor
public final class ForecastScene: Scene {
  public nonisolated static let name = "Forecast"

  /// The screen's view model.
  public let viewModel: ForecastViewModel

  /// Builds the view model over the app's own service.
  public init(environment: AppEnvironment) {
    viewModel = ForecastViewModel(service: ForecastService())
  }

  /// The screen appearing: it loads.
  public func start() {
    viewModel.load()
  }

  public func send(_ event: ForecastEvent) {
    switch event {
    case .refresh: viewModel.load()
    case .selectCity(let city): viewModel.select(city: city)
    }
  }

  /// Draws the screen:
  ///
  /// ```text
  /// Forecast
  ///   city: Paris
  ///   18° Sunny
  ///   Updated 00:00:00
  ///   fresh for 2 s
  ///   toast: Forecast updated
  /// ```
  public func render(into canvas: inout Canvas) {
    canvas.title("Forecast")
    canvas.value("city", viewModel.city)
    switch viewModel.state {
    case .idle: break
    case .loading: canvas.activityIndicator(animating: true)
    case .loaded(let forecast): canvas.text("\(forecast.temperature)° \(forecast.summary)")
    case .failed(let words): canvas.text(words)
    }
    if let updated = viewModel.updated { canvas.text(updated) }
    if case .loaded = viewModel.state {
      canvas.text(viewModel.freshFor > 0 ? "fresh for \(viewModel.freshFor) s" : "stale")
    }
    if let toast = viewModel.toast { canvas.value("toast", toast) }
  }
}
