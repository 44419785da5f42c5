// swift-format-ignore-file
//
// The Collexion article, "The Service Layer": the service, as printed. Lines that differ from
// the article:
// - `import Foundation` is added: `UserDefaults`, `Data` and the property list coders are
//   Foundation's.
// - `// MARK: - Constant` and the `private enum Constant` holding `defaultsKey` are added before
//   `words`: the article uses `Constant.defaultsKey` without printing it; the key,
//   "com.ktan17.words", is the original app's (ktan17/CollexionApp @62f2c2e).

import Foundation

actor CollexionService: CollexionServiceProtocol {

  // MARK: - Constant

  private enum Constant {
    static let defaultsKey = "com.ktan17.words"
  }

  var words: AsyncStream<[Word]> {
    get async { wordsSubject.stream }
  }
  private let wordsSubject = AsyncCurrentValueSubject<[Word]>(value: [])

  init() {
    Task { [wordsSubject] in
      // Load words from User Defaults
      if let object = UserDefaults.standard.object(forKey: Constant.defaultsKey),
         let data = object as? Data,
         let words = try? PropertyListDecoder().decode([Word].self, from: data) {
        await wordsSubject.send(words)
      }
    }
  }

  func add(word: Word) async throws {
    let newValue = await wordsSubject.currentValue + [word]
    let object = try PropertyListEncoder().encode(newValue)
    UserDefaults.standard.set(object, forKey: Constant.defaultsKey)
    await wordsSubject.send(newValue)
  }

}
