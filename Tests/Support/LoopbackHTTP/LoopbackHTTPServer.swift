import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests of live networking (APIClient's transports,
/// the shell's `--live`): one thread per connection, `Connection: close`, optional delay before
/// answering, and a report when the client hangs up while the server is still waiting to answer.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        /// Path with query, as sent.
        public var target: String
        public var headers: [String: String]
        public var body: Data

        public func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: Data
        /// Seconds to wait before answering (the client may hang up meanwhile).
        public var delay: Double
        /// Bytes written as they are instead of a well-formed answer (a misbehaving server).
        public var raw: Data?
        /// After `raw`, reset the connection (TCP RST) instead of closing it in order.
        public var resetsAfterRaw = false

        public init(status: Int, headers: [(String, String)], body: Data, delay: Double = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        /// A misbehaving server: `bytes` exactly as given, then a reset or an orderly close.
        public static func raw(_ bytes: String, thenReset: Bool = false) -> Response {
            var response = Response(status: 0, headers: [], body: Data())
            response.raw = Data(bytes.utf8)
            response.resetsAfterRaw = thenReset
            return response
        }

        public static func json(_ status: Int, _ text: String, headers: [(String, String)] = [], delay: Double = 0) -> Response {
            Response(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
                     body: Data(text.utf8), delay: delay)
        }
    }

    public typealias Handler = @Sendable (Request) -> Response

    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var stopped = false
    private var received: [Request] = []
    private var hangUps: [Request] = []
    private var onRequest: (@Sendable (Request) -> Void)?
    private var onHangUp: (@Sendable (Request) -> Void)?

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    public var requests: [Request] { lock.withLock { received } }
    /// Requests whose client closed the connection before the answer was written.
    public var clientHangUps: [Request] { lock.withLock { hangUps } }

    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError.socket("socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ServerError.socket("bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    public enum ServerError: Error {
        case socket(String)
    }

    public func whenRequestArrives(_ action: @escaping @Sendable (Request) -> Void) {
        lock.withLock { onRequest = action }
    }

    public func whenClientHangsUp(_ action: @escaping @Sendable (Request) -> Void) {
        lock.withLock { onHangUp = action }
    }

    public func stop() {
        let wasRunning = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if wasRunning { close(listener) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0, !isStopped else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        let (arrived, response) = lock.withLock { () -> ((@Sendable (Request) -> Void)?, Response) in
            received.append(request)
            return (onRequest, handler(request))
        }
        arrived?(request)
        if response.delay > 0, !waitWhileConnected(client, seconds: response.delay) {
            let hungUp = lock.withLock { () -> (@Sendable (Request) -> Void)? in
                hangUps.append(request)
                return onHangUp
            }
            hungUp?(request)
            return
        }
        write(response, to: client)
    }

    /// Waits `seconds`; false as soon as the client closes its side.
    private func waitWhileConnected(_ client: Int32, seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            let remaining = deadline - ContinuousClock.now
            let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(max(milliseconds, 1), 50))) > 0 else { continue }
            var byte: UInt8 = 0
            if recv(client, &byte, 1, Int32(MSG_PEEK)) <= 0 { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }

    private func readRequest(_ client: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(buffer[headerEnd.upperBound...])
        let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while body.count < length {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private func write(_ response: Response, to client: Int32) {
        if let raw = response.raw {
            sendAll(raw, to: client)
            if response.resetsAfterRaw {
                // Linger with a zero timeout: close() then sends RST, dropping the connection.
                var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            } else {
                shutdown(client, Int32(SHUT_WR))
            }
            return
        }
        var head = "HTTP/1.1 \(response.status) Status\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        sendAll(Data((head + "\r\n").utf8) + response.body, to: client)
        shutdown(client, Int32(SHUT_WR))
    }

    private func sendAll(_ bytes: Data, to client: Int32) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let sent = send(client, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}
