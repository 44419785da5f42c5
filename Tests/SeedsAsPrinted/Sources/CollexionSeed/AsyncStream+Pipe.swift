// swift-format-ignore-file
//
// The Collexion article, "The Service Layer": `AsyncStream.pipe()`, as printed. No line differs
// from the article.

extension AsyncStream {
  static func pipe() -> ((Element) -> Void, Self) {
    var input: (Element) -> Void = { _ in }
    let output = Self { continuation in
      input = { element in
        continuation.yield(element)
      }
    }
    return (input, output)
  }
}
