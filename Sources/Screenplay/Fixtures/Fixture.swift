public import ScreenplaySeams

/// One recorded exchange: the request it answers, and the response or transport error it gives
/// after its latency.
///
/// Fixtures are read from `Tests/Fixtures/<Screen>/<name>.json` by ``FixtureLoader`` (see
/// `Docs/FixtureFormat.md`) and answered by ``FixtureTransport``.
public struct Fixture: Sendable, Hashable {
  /// The fixture's name: its file name without `.json`, plus `#2` for the second fixture of a
  /// file holding an array.
  public var name: String
  /// The file it came from, as displayed in messages, such as
  /// `Tests/Fixtures/SignIn/sign-in-success.json`.
  public var path: String
  /// The request it answers.
  public var request: Request
  /// What it answers with.
  public var outcome: Outcome
  /// How long the answer takes, in virtual time.
  public var latency: Duration

  /// Creates a fixture.
  public init(
    name: String, path: String, request: Request, outcome: Outcome, latency: Duration = .zero
  ) {
    self.name = name
    self.path = path
    self.request = request
    self.outcome = outcome
    self.latency = latency
  }

  /// The request a fixture answers.
  public struct Request: Sendable, Hashable {
    /// The method, upper case, such as `POST`.
    public var method: String
    /// The URL's path, such as `/login`.
    public var path: String
    /// The query items the request must have (in any order), or `nil` for none.
    public var query: [QueryItem]?
    /// The JSON body the request must have, or `nil` for none.
    package var body: JSONValue? {
      get { expectedBody }
      set {
        expectedBody = newValue
        canonicalBody = newValue.map { Array($0.canonicalData) }
      }
    }
    private var expectedBody: JSONValue?
    /// ``body``'s canonical JSON (``JSONValue/canonicalText``): a request that sends exactly
    /// these bytes has this body, without being parsed. Apps that encode with sorted keys and no
    /// whitespace send them.
    private(set) var canonicalBody: [UInt8]?

    /// Creates a request; `method` is upper-cased.
    package init(method: String, path: String, query: [QueryItem]? = nil, body: JSONValue? = nil) {
      self.init(method: method, path: path, query: query, body: nil, canonicalBody: nil)
      self.body = body
    }

    /// Creates a request whose body's canonical bytes are known already (a fixture file's,
    /// written from where they lie in the file).
    init(
      method: String, path: String, query: [QueryItem]?, body: JSONValue?, canonicalBody: [UInt8]?
    ) {
      self.method = method.uppercased()
      self.path = path
      self.query = query
      expectedBody = body
      self.canonicalBody = canonicalBody
    }
  }

  /// A query item, `name=value`; a `nil` value is an item written without `=`.
  public struct QueryItem: Sendable, Hashable, Comparable {
    /// The item's name.
    public var name: String
    /// The item's value, percent-decoded.
    public var value: String?

    /// Creates a query item.
    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }

    public static func < (lhs: QueryItem, rhs: QueryItem) -> Bool {
      (lhs.name, lhs.value == nil ? 0 : 1, lhs.value ?? "")
        < (rhs.name, rhs.value == nil ? 0 : 1, rhs.value ?? "")
    }
  }

  /// What a fixture answers with.
  public enum Outcome: Sendable, Hashable {
    /// An HTTP response.
    case response(HTTPResponse)
    /// A transport failure: no response arrives.
    case error(ErrorKind)
  }

  /// The transport errors a fixture can give, named as in fixture files.
  public enum ErrorKind: String, Sendable, Hashable, CaseIterable {
    /// ``TransportError/offline``
    case offline
    /// ``TransportError/timedOut``
    case timedOut
    /// ``TransportError/cannotConnect``
    case cannotConnect

    /// The error the app receives.
    public var transportError: TransportError {
      switch self {
      case .offline: .offline
      case .timedOut: .timedOut
      case .cannotConnect: .cannotConnect
      }
    }
  }

  /// The wake-up label of this fixture's answer in a history, secrets never shown:
  /// `response 200 POST /login (sign-in-success)`, `offline GET /posts (offline)`. Control and
  /// invisible characters of the path show as `\u{…}` escapes, so a history stays text.
  public var label: String {
    let path = LogValue.visible(self.request.path)
    let request = "\(self.request.method) \(path) (\(name))"
    switch outcome {
    case .response(let response): return "response \(response.statusCode) \(request)"
    case .error(let kind): return "\(kind.rawValue) \(request)"
    }
  }
}
