// swift-format-ignore-file
//
// Not from the article: SwiftUI's `Binding`, for Linux, which has no SwiftUI. The editor's
// `Deps.isPresented` is a `Binding<Bool>` to the home view model's `shouldShowEditor` (the
// article's router passes `$viewModel.shouldShowEditor`); the editor closes its sheet by writing
// `false` through it. This stand-in has the two members the editor and its scene use: the
// `get`/`set` initializer and a `wrappedValue` whose setter is `nonmutating`, as SwiftUI's is.

#if !canImport(SwiftUI)
@propertyWrapper
struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
#endif
