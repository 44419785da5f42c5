/// Where the editor's upload is: the state machine behind its spinner and its alert.
public enum UploadState: Sendable {
  /// Nothing is being uploaded, and nothing failed since the last success.
  case idle
  /// The word is on its way to the service.
  case uploading
  /// The service threw `error`.
  case failed(error: any Error)
}
