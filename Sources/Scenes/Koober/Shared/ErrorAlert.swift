import Screenplay
import Screens

/// The alert a Koober screen presents for its view model's error messages, as the book's
/// `present(errorMessage:withPresentationState:)` does: one at a time, OK dismisses it, and the
/// view model can be told when it is presented and dismissed.
@MainActor
final class ErrorAlert {
  /// The message on screen, if any.
  private(set) var message: ErrorMessage?
  private var report: (ErrorPresentation) -> Void = { _ in }
  /// Whether the presenting screen is in the window: UIKit presents nothing from a view
  /// controller that is not, so a message that comes then is never shown.
  var isInWindow: () -> Bool = { true }

  /// Presents each of `messages` as it comes (an alert already up keeps its place, as UIKit will
  /// not present over a presented alert, and none shows while the screen is out of the window),
  /// telling `report` of each presentation and dismissal.
  func observe(
    _ messages: AsyncStream<ErrorMessage>,
    reporting report: @escaping (ErrorPresentation) -> Void = { _ in }
  ) {
    self.report = report
    Task { [weak self] in
      for await message in messages { self?.present(message) }
    }
  }

  /// Whether an alert is up: nothing beneath it takes input.
  var isPresented: Bool { message != nil }

  /// Taps OK; `false` when no alert is up.
  @discardableResult
  func dismiss() -> Bool {
    guard message != nil else { return false }
    message = nil
    report(.dismissed)
    return true
  }

  /// Draws the alert, if one is up.
  func render(into canvas: inout Canvas) {
    guard let message else { return }
    canvas.alert(title: message.title, message: message.message, buttons: ["OK"])
  }

  private func present(_ message: ErrorMessage) {
    guard self.message == nil, isInWindow() else { return }
    self.message = message
    report(.presenting)
  }
}
