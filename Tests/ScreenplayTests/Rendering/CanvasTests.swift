import ScreenplaySeams
import Testing

@testable import Screenplay

/// The text form of controls, word for word.
@Suite("Canvas")
struct CanvasTests {
  @Test("controls render one line each, nested under the title")
  func controls() {
    var canvas = Canvas()
    canvas.title("Sign In")
    canvas.textField("Email", text: "ann@x.io", placeholder: "Email", enabled: false)
    canvas.secureField("Password", secret: Secret("pw"), placeholder: "Password")
    canvas.button("Sign In", enabled: false)
    canvas.activityIndicator(animating: true, label: "signing in")
    canvas.alert(title: "Sign In Failed", message: "Try again.", buttons: ["OK"])
    #expect(
      canvas.lines == [
        "Sign In",
        "  Email: \"ann@x.io\" (disabled)",
        "  Password: •••",
        "  [Sign In] (disabled)",
        "  (spinner: signing in)",
        "  alert \"Sign In Failed\"",
        "    Try again.",
        "    [OK]",
      ])
  }

  @Test("quoted text escapes backslashes, quotes and line breaks, and keeps other text as is")
  func escaping() {
    var canvas = Canvas()
    canvas.textField("Note", text: #"a "b" \c"# + "\nd é 🎬", placeholder: "")
    canvas.textField("Plain", text: "no escapes: café", placeholder: "")
    #expect(
      canvas.lines == [
        #"Note: "a \"b\" \\c\nd é 🎬""#,
        #"Plain: "no escapes: café""#,
      ])
  }

  @Test("a carriage return, a tab or a line separator in a text never splits a golden line")
  func controlCharacters() {
    var canvas = Canvas()
    canvas.textField("Note", text: "a\rb\tc\u{2028}d", placeholder: "")
    #expect(canvas.lines == [#"Note: "a\u{D}b\tc\u{2028}d""#])
  }
}
