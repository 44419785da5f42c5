import Foundation
import Screenplay
import ScreenplaySeams
import Screens
import Testing

@MainActor
@Suite("Collexion service")
struct CollexionServiceTests {
  private let harness = Harness()
  private let store = InMemoryStore()

  /// The service over ``store``, its load finished.
  private func makeService() -> CollexionService {
    harness.run {
      CollexionService(deps: .init(store: store, tasks: harness.environment().tasks))
    }
  }

  private func storedJSON() -> String? {
    store.data(forKey: CollexionService.defaultsKey).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("with nothing stored, the words are empty")
  func emptyStore() async {
    let service = makeService()
    var iterator = await service.words.makeAsyncIterator()

    #expect(await iterator.next() == [])
    #expect(storedJSON() == nil)
  }

  @Test("the stored words are yielded after the empty list, in stored order")
  func loadsStoredWords() async throws {
    let stored = [CollexionTestData.word("zest"), CollexionTestData.word("apple", at: 1)]
    store.set(try CollexionService.makeEncoder().encode(stored), forKey: "com.ktan17.words")
    let service = makeService()
    var iterator = await service.words.makeAsyncIterator()

    #expect(await iterator.next() == [])
    #expect(await iterator.next() == stored)
  }

  @Test("an unreadable stored list leaves the words empty")
  func unreadableStore() async throws {
    store.set(Data("not a word list".utf8), forKey: CollexionService.defaultsKey)
    let service = makeService()

    try await service.add(word: CollexionTestData.word("apple"))
    var iterator = await service.words.makeAsyncIterator()

    #expect(await iterator.next() == [])
    #expect(await iterator.next() == [CollexionTestData.word("apple")])
  }

  @Test("adding appends the word, stores the list as sorted-key JSON and yields it")
  func addStoresAndYields() async throws {
    let service = makeService()
    let apple = CollexionTestData.word("apple", definition: "A fruit.", at: 0.5, id: "A")
    let bear = CollexionTestData.word("bear", .verb, definition: "To carry.", at: 2, id: "B")

    try await service.add(word: apple)
    try await service.add(word: bear)
    var iterator = await service.words.makeAsyncIterator()

    #expect(await iterator.next() == [])
    #expect(await iterator.next() == [apple])
    #expect(await iterator.next() == [apple, bear])
    #expect(
      storedJSON()
        == #"[{"definition":"A fruit.","id":"A","partOfSpeech":"noun","#
        + #""timestamp":788918400.5,"title":"apple"},"#
        + #"{"definition":"To carry.","id":"B","partOfSpeech":"verb","#
        + #""timestamp":788918402,"title":"bear"}]"#)
  }

  @Test("a word added after the load joins the stored words")
  func addAfterLoad() async throws {
    let stored = [CollexionTestData.word("zest")]
    store.set(
      try CollexionService.makeEncoder().encode(stored), forKey: CollexionService.defaultsKey)
    let service = makeService()

    try await service.add(word: CollexionTestData.word("apple", at: 3))
    let data = try #require(store.data(forKey: CollexionService.defaultsKey))

    #expect(
      try JSONDecoder().decode([Word].self, from: data)
        == [CollexionTestData.word("zest"), CollexionTestData.word("apple", at: 3)])
  }

  @Test("a word the encoder cannot encode throws, and nothing is stored or yielded")
  func encodingFailure() async throws {
    let service = makeService()
    var broken = CollexionTestData.word("apple")
    broken.timestamp = Date(timeIntervalSinceReferenceDate: .nan)

    await #expect(throws: EncodingError.self) {
      try await service.add(word: broken)
    }
    try await service.add(word: CollexionTestData.word("bear"))
    var iterator = await service.words.makeAsyncIterator()

    #expect(await iterator.next() == [])
    #expect(await iterator.next() == [CollexionTestData.word("bear")])
  }
}

@Suite("Collexion current-value subject")
struct CollexionSubjectTests {
  @Test("the stream starts with the initial value and yields every value sent")
  func replaysInOrder() async {
    let subject = AsyncCurrentValueSubject(value: 0)

    await subject.send(1)
    await subject.send(2)
    var iterator = subject.stream.makeAsyncIterator()

    #expect(await subject.currentValue == 2)
    #expect(await iterator.next() == 0)
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }

  @Test("a pipe yields what its input is given")
  func pipe() async {
    let (input, output) = AsyncStream<String>.pipe()

    input("a")
    input("b")
    var iterator = output.makeAsyncIterator()

    #expect(await iterator.next() == "a")
    #expect(await iterator.next() == "b")
  }
}
