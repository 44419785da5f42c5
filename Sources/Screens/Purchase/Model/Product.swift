/// A product the store sells, as the screen shows it: the article's `Product`.
///
/// The demo product is `Product(id: 1, title: "MacBook Pro", description: "MacBook Pro elevates
/// the notebook …")`, whose description holds a right single quotation mark (U+2019) and two
/// non-breaking hyphens (U+2011), exactly as Apple's copy has them.
public struct Product: Sendable, Hashable {
  /// The store's identifier, used in the purchase request's path.
  public let id: Int
  /// The product's name, shown in the title label.
  public let title: String
  /// The product's marketing copy, shown in the description label.
  public let description: String

  /// Creates a product.
  public init(id: Int, title: String, description: String) {
    self.id = id
    self.title = title
    self.description = description
  }
}
