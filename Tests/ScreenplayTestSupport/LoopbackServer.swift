import Dispatch
import Foundation
import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1, on a port the system picks, that a test starts and stops:
/// it answers each request from its route, one connection at a time, and closes the connection
/// after each answer.
package final class LoopbackServer: Sendable {
  /// A request as the server read it.
  package struct Request: Sendable, Hashable {
    package var method: String
    /// The path and query, as sent.
    package var target: String
    /// Header fields, names in lower case.
    package var headers: [String: String]
    package var body: Data
  }

  /// What the route answers.
  package struct Response: Sendable {
    package var status: Int
    package var headers: [(String, String)] = []
    package var body = Data()
    /// How long the server waits before it answers (a stop ends the wait).
    package var delay: Duration = .zero

    /// A response of `status`, with `headers` and `body`, after `delay`.
    package init(
      status: Int, headers: [(String, String)] = [], body: Data = Data(), delay: Duration = .zero
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
    }

    /// A JSON response of `text`.
    package static func json(
      _ status: Int, _ text: String, headers: [(String, String)] = []
    ) -> Response {
      Response(
        status: status, headers: [("Content-Type", "application/json")] + headers,
        body: Data(text.utf8))
    }
  }

  package let port: Int
  private let listener: Int32
  private let route: @Sendable (Request) -> Response
  private let requests = Locked<[Request]>([])
  private let stopping = DispatchSemaphore(value: 0)
  private let stopped = Locked(false)
  private let finished = DispatchSemaphore(value: 0)

  /// `http://127.0.0.1:<port>`.
  package var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The requests read so far, in order.
  package var received: [Request] { requests.withLock { $0 } }

  /// Starts a server answering with `route`.
  package init(route: @escaping @Sendable (Request) -> Response) throws {
    let socket = Self.listeningSocket()
    guard socket.descriptor >= 0 else { throw POSIXError(.EADDRNOTAVAIL) }
    listener = socket.descriptor
    port = socket.port
    self.route = route
    let server = self
    Thread.detachNewThread { server.serve() }
  }

  /// Stops listening, ends a pending wait, and returns once the server has stopped.
  ///
  /// The listening socket is shut down, which ends a waiting `accept`, and closed only once the
  /// serving thread has ended: closed before, its descriptor could be another server's by the
  /// time the thread called `accept` again, and the thread would answer that server's requests.
  package func stop() {
    stopped.withLock { $0 = true }
    stopping.signal()
    shutdown(listener, Int32(SHUT_RDWR))
    finished.wait()
    close(listener)
  }

  private static func listeningSocket() -> (descriptor: Int32, port: Int) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      return (-1, 0)
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }

  private func serve() {
    while !stopped.withLock({ $0 }) {
      let connection = accept(listener, nil, nil)
      // A signal interrupts a blocking call that its handler does not restart: it is made again.
      if connection < 0, errno == EINTR { continue }
      guard connection >= 0 else { break }
      answer(connection)
      close(connection)
    }
    finished.signal()
  }

  private func answer(_ connection: Int32) {
    guard let request = read(connection) else { return }
    requests.withLock { $0.append(request) }
    let response = route(request)
    if response.delay > .zero {
      let seconds = response.delay / .seconds(1)
      if stopping.wait(timeout: .now() + seconds + 0.001) == .success {
        stopping.signal()
        return
      }
    }
    var head = "HTTP/1.1 \(response.status) Status\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    write(Data(head.utf8) + response.body, to: connection)
  }

  private func read(_ connection: Int32) -> Request? {
    var bytes = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Data("\r\n\r\n".utf8)
    while bytes.range(of: end) == nil {
      let count = receive(connection, &buffer)
      guard count > 0 else { return nil }
      bytes.append(contentsOf: buffer[..<count])
    }
    let split = bytes.range(of: end)!
    let lines = String(decoding: bytes[..<split.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let first = lines[0].split(separator: " ")
    guard first.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Data(bytes[split.upperBound...])
    let length = Int(headers["content-length"] ?? "0") ?? 0
    while body.count < length {
      let count = receive(connection, &buffer)
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[..<count])
    }
    return Request(
      method: String(first[0]), target: String(first[1]), headers: headers, body: body)
  }

  /// Reads what `connection` has into `buffer`, again when a signal interrupted the wait.
  private func receive(_ connection: Int32, _ buffer: inout [UInt8]) -> Int {
    while true {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  private func write(_ data: Data, to connection: Int32) {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        #if canImport(Glibc)
          let count = send(
            connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        #else
          let count = send(connection, bytes.baseAddress! + sent, bytes.count - sent, 0)
        #endif
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        sent += count
      }
    }
  }
}

extension Data {
  /// `self` as a gzip member whose data is stored, not compressed: what a server sends with
  /// `Content-Encoding: gzip`, written without a compressor.
  package var gzipStored: Data {
    precondition(count < 65_536)
    var out = Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF, 0x01])
    let length = UInt16(count)
    out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
    out += self
    for value in [Self.crc32(self), UInt32(count)] {
      out += [0, 8, 16, 24].map { UInt8((value >> $0) & 0xFF) }
    }
    return out
  }

  private static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
