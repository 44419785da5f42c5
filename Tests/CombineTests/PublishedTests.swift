import Combine
import Testing

/// @Published and ObservableObject.
@Suite("Published and ObservableObject", .releasingSubscriptions)
struct PublishedTests {
  class Form: ObservableObject {
    @Published var title = ""
    @Published var count = 0
  }

  final class Subform: Form {
    @Published var extra = false
  }

  // https://developer.apple.com/documentation/combine/published: `$property` publishes the
  // current value to a new subscriber, then each new value, in the property's willSet: a
  // subscriber still reads the old value.
  @Test("$property sends the current value, then each new one before it is stored")
  func publishedWillSet() {
    let form = Form()
    var seen: [String] = []
    let cancellable = form.$title.sink { seen.append("\($0) (property: \(form.title))") }
    form.title = "a"
    form.title = "b"
    #expect(seen == [" (property: )", "a (property: )", "b (property: a)"])
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/observableobject: the synthesized
  // objectWillChange publisher sends before any @Published property changes.
  @Test("objectWillChange sends before each change of any @Published property")
  func objectWillChange() {
    let form = Subform()
    var seen: [String] = []
    let cancellable = form.objectWillChange.sink { seen.append("will change: \(form.count)") }
    form.count = 1
    form.title = "x"
    form.extra = true
    #expect(seen == ["will change: 0", "will change: 1", "will change: 1"])
    #expect(form.objectWillChange === form.objectWillChange)
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/publisher/assign(to:): republishes
  // through a @Published property; the subscription ends when the property's object goes.
  @Test("assign(to: &$property) writes through the property and lives as long as it")
  func assignToPublished() {
    let subject = PassthroughSubject<Int, Never>()
    var form: Form? = Form()
    var announced = 0
    let watching = form?.objectWillChange.sink { announced += 1 }
    subject.assign(to: &form!.$count)
    subject.send(3)
    #expect(form?.count == 3)
    #expect(announced == 1)
    watching?.cancel()
    weak let released = form
    form = nil
    #expect(released == nil)
    subject.send(4)
  }

  @Test("a @Published property's publisher takes operators")
  func published() {
    let form = Form()
    var seen: [String] = []
    let cancellable = form.$title.map { "title \($0)" }.sink { seen.append($0) }
    form.title = "z"
    #expect(seen == ["title ", "title z"])
    cancellable.cancel()
  }
}
