// swift-format-ignore-file
//
// The Collexion article, "ViewModels" and "Deps": the editor's view model. The article prints
// its outputs, one state driver inside `init`, the upload state driver ("line 130 of the
// EditWordViewModel") and the `Deps` struct; its `...` stand for the rest, which is filled in
// as the original app (ktan17/CollexionApp @62f2c2e) says the original app does. Lines that differ
// from the article:
// - `import Foundation`, `import Combine` and, under `#if canImport(SwiftUI)`, `import SwiftUI`
//   are added: the article prints no imports here. `Binding` is SwiftUI's; Linux has no SwiftUI,
//   and `SwiftUIBinding.swift` gives it one.
// - The article's first `...` (after the class line) is filled with `// MARK: - Constant`, the
//   `private enum Constant` (title limit 45, definition limit 250, focus delay 500 ms) and the
//   article's own `// MARK: - Deps` and `struct Deps` from its "Deps" section, indented into the
//   class.
// - `// MARK: - Private properties` is added after the outputs, with the "Deps" section's
//   `private let deps: Deps` indented into the class, and `private var cancellables =
//   Set<AnyCancellable>()`, which the article's `.store(in: &cancellables)` needs but does not
//   declare.
// - In `init(deps:)`, the "Deps" section's `self.deps = reps` is `self.deps = deps`: `reps` is a
//   typo and does not compile.
// - After it, the fields take the `Deps` values (`self.title = deps.title`, and the same for
//   `definition` and `partOfSpeech`): Swift requires every stored property set before the
//   first use of `self`.
// - "// Text validation logic" and the two validators are added: the original's text replacers
//   (trim and cap the title at 45 characters, cap the definition at 250).
// - "// Actions" and the four actions are added, as the original does them: `onAppear` focuses
//   the title 500 ms later; `cancelAction` sets `isPresented` to false; `addAction` (after
//   `let uploadStateSubject = PassthroughSubject<UploadState, Never>()`, which the article uses
//   but does not declare) sends `.uploading`, makes the word with `UUID()` and `.now` and adds it
//   in a `Task`, then sends `.idle` and closes the sheet on the main actor, or sends `.failed`;
//   `dismissAlertAction` hides the alert.
// - "// State drivers" and the article's upload state driver are added after the actions,
//   indented by four spaces into `init`, in the original's order (before the `combineLatest`
//   driver the article prints inside `init`).
// - So the article's `// Creating outputs... here's one example`, printed as the first line of
//   `init`, comes after the upload state driver, just before the `$title` driver it introduces.
// - The article's last `...` (after `init`) stands for nothing more.

import Foundation
import Combine
#if canImport(SwiftUI)
import SwiftUI
#endif

class EditWordViewModel: ObservableObject {

  // MARK: - Constant

  private enum Constant {
    static let titleCharacterLimit = 45
    static let definitionCharacterLimit = 250
    static let focusDelayNanoseconds: UInt64 = 500_000_000
  }

  // MARK: - Deps

  struct Deps {
    let title: String = ""
    let definition: String = ""
    let partOfSpeech: PartOfSpeech? = nil
    let isPresented: Binding<Bool>
    let collexionService: CollexionServiceProtocol
  }

  // MARK: - Outputs

  @Published var title: String
  @Published var definition: String
  @Published var partOfSpeech: PartOfSpeech?
  @Published var isPresentingAlert = false
  @Published private(set) var isAddButtonDisabled = true
  @Published private(set) var isFocused = false
  @Published private(set) var isUploading = false
  @Published private(set) var uploadError: Error?
  private(set) var onAppear: () -> Void = {}
  private(set) var cancelAction: () -> Void = {}
  private(set) var addAction: () -> Void = {}
  private(set) var dismissAlertAction: () -> Void = {}
  let titleValidator: (String) -> String?
  let definitionValidator: (String) -> String?

  // MARK: - Private properties

  private let deps: Deps
  private var cancellables = Set<AnyCancellable>()

  // MARK: - Initializers

  init(deps: Deps) {
    self.deps = deps
    self.title = deps.title
    self.definition = deps.definition
    self.partOfSpeech = deps.partOfSpeech

    // Text validation logic

    titleValidator = { candidate in
      let trimmed = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.count > Constant.titleCharacterLimit {
        return String(trimmed.prefix(Constant.titleCharacterLimit))
      } else if trimmed != candidate {
        return trimmed
      } else {
        return nil
      }
    }

    definitionValidator = { candidate in
      if candidate.count > Constant.definitionCharacterLimit {
        return String(candidate.prefix(Constant.definitionCharacterLimit))
      }
      return nil
    }

    // Actions

    onAppear = { [weak self] in
      Task { [weak self] in
        try? await Task.sleep(nanoseconds: Constant.focusDelayNanoseconds)
        await MainActor.run { [weak self] in
          self?.isFocused = true
        }
      }
    }

    cancelAction = {
      deps.isPresented.wrappedValue = false
    }

    let uploadStateSubject = PassthroughSubject<UploadState, Never>()
    addAction = { [weak self] in
      guard let self = self,
            let partOfSpeech = self.partOfSpeech else {
        return
      }
      uploadStateSubject.send(.uploading)

      let newWord = Word(
        id: UUID().uuidString,
        title: self.title,
        definition: self.definition,
        partOfSpeech: partOfSpeech,
        timestamp: .now
      )
      Task { [deps] in
        do {
          try await deps.collexionService.add(word: newWord)
          uploadStateSubject.send(.idle)
          await MainActor.run {
            deps.isPresented.wrappedValue = false
          }
        } catch {
          uploadStateSubject.send(.failed(error: error))
        }
      }
    }

    dismissAlertAction = { [weak self] in
      self?.isPresentingAlert = false
    }

    // State drivers

    uploadStateSubject
      .merge(with: Just(.idle))  // startWith
      .receive(on: DispatchQueue.main)
      .sink { [weak self] uploadState in
        guard let self = self else { return }

        switch uploadState {
        case .idle:
          self.isUploading = false
          self.uploadError = nil
        case .uploading:
          self.isUploading = true
        case let .failed(error):
          self.isUploading = false
          self.uploadError = error
          self.isPresentingAlert = true
        }
      }
      .store(in: &cancellables)

    // Creating outputs... here's one example

    $title
      .combineLatest($definition, $partOfSpeech)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] title, definition, partOfSpeech in
        self?.isAddButtonDisabled = (
          title.isEmpty || definition.isEmpty || partOfSpeech == nil
        )
      }
      .store(in: &cancellables)
  }

}
