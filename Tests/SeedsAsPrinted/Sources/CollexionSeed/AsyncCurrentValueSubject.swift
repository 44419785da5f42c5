// swift-format-ignore-file
//
// The Collexion article, "The Service Layer": `AsyncCurrentValueSubject`, as printed. No line
// differs from the article.

actor AsyncCurrentValueSubject<Element> {
  let stream: AsyncStream<Element>
  private(set) var currentValue: Element
  private let input: (Element) -> Void
  
  init(value: Element) {
    (input, stream) = AsyncStream<Element>.pipe()
    currentValue = value
    input(value)
  }
  
  func send(_ element: Element) {
    currentValue = element
    input(element)
  }
}
