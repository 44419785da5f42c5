// swift-format-ignore-file
//
// The Posts article ("Using MVVM Architecture with SwiftUI - Clean Architecture", section
// "2. Building a Model"): the model, as printed. No line differs from the article.

struct Post: Decodable {
    let userId: Int
    let id: Int
    let title: String
    let body: String
}
