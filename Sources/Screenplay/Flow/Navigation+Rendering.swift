extension Navigation {
  /// Writes the navigation, one line per layer, then what the top screen shows, with the
  /// screens embedded in it indented beneath:
  ///
  /// ```text
  /// navigation
  ///   Main: (empty)
  ///   Onboarding, presented full screen, animated: Welcome › SignIn (pushed, animated)
  /// Sign In
  ///   Email: "johnny@gmail.com"
  /// ```
  public func render(into canvas: inout Canvas) {
    canvas.section("navigation") { canvas in
      for layer in layers { canvas.text(layer.summary) }
    }
    if let top { top.render(into: &canvas) }
  }
}

extension ShownScreen {
  /// The screen's render, then, one level in, each embedded screen's and the footer.
  fileprivate func render(into canvas: inout Canvas) {
    canvas.scoped { screen.render(into: &$0) }
    canvas.nested { canvas in
      for child in embedded { child.render(into: &canvas) }
      footer?(&canvas)
    }
  }
}

extension NavigationLayer {
  /// `Onboarding, presented full screen, animated: Welcome › SignIn (pushed, animated)`; a layer
  /// holding just the screen it is named after is only its heading.
  var summary: String {
    let heading = presentation.map { "\(name), presented \($0)" } ?? name
    let screens = stack.map(\.summary)
    if screens == [name] { return heading }
    return "\(heading): " + (screens.isEmpty ? "(empty)" : screens.joined(separator: " › "))
  }
}

extension ShownScreen {
  /// `PickMeUp (new) [PickMeUpMap, RideOptionPicker]`.
  var summary: String {
    var text = name
    if let note { text += " (\(note))" }
    if !embedded.isEmpty { text += " [" + embedded.map(\.summary).joined(separator: ", ") + "]" }
    return text
  }
}
