/// The article's async stand-in for `CurrentValueSubject`: it remembers the last value and
/// replays every value sent, starting with the initial one, on ``stream``.
///
/// ```swift
/// let subject = AsyncCurrentValueSubject(value: [Word]())
/// await subject.send([apple])
/// for await words in subject.stream { … }  // [], then [apple]
/// ```
public actor AsyncCurrentValueSubject<Element: Sendable> {
  /// Every value sent, starting with the initial one. Read it from one place only.
  public nonisolated let stream: AsyncStream<Element>
  /// The last value sent.
  public private(set) var currentValue: Element
  private let input: @Sendable (Element) -> Void

  /// Creates a subject holding `value`, already yielded on ``stream``.
  public init(value: Element) {
    (input, stream) = AsyncStream<Element>.pipe()
    currentValue = value
    input(value)
  }

  /// Makes `element` the current value and yields it on ``stream``.
  public func send(_ element: Element) {
    currentValue = element
    input(element)
  }
}
