extension AsyncStream {
  /// A stream and the function that feeds it: the article's stand-in for a Combine subject.
  ///
  /// ```swift
  /// let (input, output) = AsyncStream<Int>.pipe()
  /// input(1)  // output yields 1
  /// ```
  ///
  /// The stream buffers every element until it is read, and supports a single reader (the
  /// article's 3/29/2022 edit: `AsyncStream` does not support sharing).
  public static func pipe() -> (@Sendable (Element) -> Void, Self) where Element: Sendable {
    var input: @Sendable (Element) -> Void = { _ in }
    let output = Self { continuation in
      input = { element in
        continuation.yield(element)
      }
    }
    return (input, output)
  }
}
