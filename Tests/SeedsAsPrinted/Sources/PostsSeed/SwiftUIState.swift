// swift-format-ignore-file
//
// Not from the article: SwiftUI's `State`, for Linux, which has no SwiftUI. The article's view
// model declares `@State var showErrorAlert = false` inside an `ObservableObject`. A `State` that
// is not installed on a view keeps its initial value: SwiftUI ignores the writes and warns
// "Accessing State's value outside of being installed on a View. This will result in a constant
// Binding of the initial value and will not update." This stand-in does the same, silently.
// (The article's only write, in the `.failure` branch, cannot run anyway: the publisher's failure
// type is `Never`.)

#if !canImport(SwiftUI)
@propertyWrapper
struct State<Value> {
    private let initialValue: Value

    init(wrappedValue value: Value) {
        initialValue = value
    }

    /// The initial value, whatever was written: the state is on no view.
    var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }
}
#endif
