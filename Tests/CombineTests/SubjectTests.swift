import Combine
import Testing

/// PassthroughSubject and CurrentValueSubject, as Apple documents them.
@Suite("Subjects", .releasingSubscriptions)
struct SubjectTests {
  // https://developer.apple.com/documentation/combine/passthroughsubject: it has no initial
  // value and no buffer, and drops values when there are no subscribers or their demand is zero.
  @Test("PassthroughSubject drops values sent before a subscriber or beyond its demand")
  func passthroughDrops() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    let recorder = subject.record(initialDemand: .max(1))
    subject.send(2)
    subject.send(3)
    recorder.request(.max(1))
    subject.send(4)
    subject.send(completion: .finished)
    #expect(recorder.events == ["value 2", "value 4", "finished"])
  }

  // https://developer.apple.com/documentation/combine/subject/send(completion:): completion
  // ends the stream; a subscriber that comes later receives the completion and nothing else.
  @Test("a completed subject sends nothing more, and a late subscriber gets the completion")
  func completedSubject() {
    let subject = PassthroughSubject<Int, TestError>()
    let early = subject.record()
    subject.send(completion: .failure(TestError("gone")))
    subject.send(1)
    subject.send(completion: .finished)
    let late = subject.record()
    #expect(early.events == ["failure gone"])
    #expect(late.events == ["failure gone"])
  }

  // https://developer.apple.com/documentation/combine/subject: a subject broadcasts to every
  // subscriber; cancelling one leaves the others.
  @Test("a subject sends to every subscriber, in the order they came, until each cancels")
  func broadcast() {
    let subject = PassthroughSubject<String, Never>()
    var order: [String] = []
    let first = subject.sink { order.append("first \($0)") }
    let second = subject.sink { order.append("second \($0)") }
    subject.send("a")
    first.cancel()
    subject.send("b")
    second.cancel()
    subject.send("c")
    #expect(order == ["first a", "second a", "second b"])
  }

  // https://developer.apple.com/documentation/combine/currentvaluesubject: it keeps the most
  // recent element; send(_:) updates the value as setting `value` does.
  @Test("CurrentValueSubject sends its value to a new subscriber, then each change")
  func currentValueReplays() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(2)
    let recorder = subject.record()
    subject.value = 3
    subject.send(4)
    #expect(recorder.events == ["value 2", "value 3", "value 4"])
    #expect(subject.value == 4)
  }

  // A subscriber with no demand is owed only the latest value: the subject keeps one element.
  @Test("CurrentValueSubject gives a subscriber that asks late only the latest value")
  func currentValueOwesLatest() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let recorder = subject.record(initialDemand: .none)
    subject.send(2)
    subject.send(3)
    #expect(recorder.events == [])
    recorder.request(.max(5))
    subject.send(4)
    #expect(recorder.events == ["value 3", "value 4"])
  }

  // https://developer.apple.com/documentation/combine/publisher/subscribe(_:)-3fk20: a subject
  // attached to a publisher sends on what the publisher sends; the cancellable detaches it.
  @Test("a subject subscribed to a publisher relays its values and completion")
  func subjectAsSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.record()
    let attachment = [1, 2].publisher.subscribe(subject)
    #expect(recorder.events == ["value 1", "value 2", "finished"])
    attachment.cancel()
  }

  @Test("a subscriber may send into the subject it receives from")
  func reentrantSend() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { value in
      received.append(value)
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }
}
