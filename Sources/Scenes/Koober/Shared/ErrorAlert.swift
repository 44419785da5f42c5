import Screenplay
import Screens

/// The alert a Koober screen presents for its view model's error messages, as the book's
/// `present(errorMessage:withPresentationState:)` does: one at a time, only while the screen can
/// present (see ``AppWindow``), OK dismisses it, and the view model can be told when it is
/// presented and dismissed.
@MainActor
final class ErrorAlert {
  /// The message on screen, if any.
  private(set) var message: ErrorMessage?
  private var report: (ErrorPresentation) -> Void = { _ in }
  private var canPresent: () -> Bool = { false }

  /// Presents each of `messages` as it comes, if `canPresent` says the screen presenting it can
  /// present now (on top, with nothing presented over it: ``AppWindow/canPresent(from:)``);
  /// telling `report` of each presentation and dismissal. A message that comes while the screen
  /// cannot present is dropped, as UIKit drops a refused presentation; one that comes while an
  /// alert is up is dropped too, as UIKit will not present over a presented alert.
  func observe(
    _ messages: AsyncStream<ErrorMessage>,
    canPresent: @escaping () -> Bool,
    reporting report: @escaping (ErrorPresentation) -> Void = { _ in }
  ) {
    self.canPresent = canPresent
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
    guard self.message == nil, canPresent() else { return }
    self.message = message
    report(.presenting)
  }
}
