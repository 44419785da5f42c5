// swift-format-ignore-file
//
// The movies article ("Modern MVVM iOS App Architecture with Combine and SwiftUI", "UI as a
// State Machine"): the `system` operator, as printed. Lines that differ from the article:
// - `import Combine` is added: the article prints no imports. (`Combine.Scheduler` names the
//   module: Apple's Combine, or on Linux this repository's `Combine` target.)

import Combine

extension Publishers {
    
    static func system<State, Event, Scheduler: Combine.Scheduler>(
        initial: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: Scheduler,
        feedbacks: [Feedback<State, Event>]
    ) -> AnyPublisher<State, Never> {
        
        let state = CurrentValueSubject<State, Never>(initial)
        
        let events = feedbacks.map { feedback in feedback.run(state.eraseToAnyPublisher()) }
        
        return Deferred {
            Publishers.MergeMany(events)
                .receive(on: scheduler)
                .scan(initial, reduce)
                .handleEvents(receiveOutput: state.send)
                .receive(on: scheduler)
                .prepend(initial)
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}
