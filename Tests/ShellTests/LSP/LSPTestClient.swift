import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// Drives an `LSPServer` in the test's process as an editor would, message by message, and
/// collects what it sends back.
final class LSPTestClient: @unchecked Sendable {
    let server: LSPServer
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var nextID = 1

    init(options: SessionOptions = .builtIn, timeLimit: Double = LSPSettings.defaultTimeLimit) {
        let box = Box()
        server = LSPServer(settings: LSPSettings(sessionOptions: options, timeLimit: timeLimit)) { body in box.client?.receive(body) }
        box.client = self
    }

    /// Lets the server's `send` reach this client, which owns the server.
    private final class Box: @unchecked Sendable {
        weak var client: LSPTestClient?
    }

    private func receive(_ body: [UInt8]) {
        let value = (try? JSONDecoder().decode(JSONValue.self, from: Data(body))) ?? .string("undecodable")
        condition.withLock {
            received.append(value)
            condition.broadcast()
        }
    }

    /// Everything received so far, in order.
    var messages: [JSONValue] { condition.withLock { received } }

    @discardableResult
    func handle(_ text: String) -> Int32? {
        server.handle(.message(Array(text.utf8)))
    }

    @discardableResult
    func notify(_ method: String, _ params: JSONValue) -> Int32? {
        server.handle(.message(JSONRPCReply.notification(method, params: params)))
    }

    /// Sends a request and returns its id.
    func send(_ method: String, _ params: JSONValue = [:]) -> Int {
        let id = condition.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        let body: JSONValue = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
        _ = server.handle(.message(Array((try? JSONEncoder().encode(body)) ?? Data())))
        return id
    }

    /// The answer to request `id`: its result, or its error object.
    func answer(_ id: Int, timeout: Double = 30) -> JSONValue? {
        message(timeout: timeout) { $0["id"] == .int(id) }.flatMap { $0["result"] ?? $0["error"].map { ["error": $0] } }
    }

    func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue? {
        answer(send(method, params))
    }

    /// The first message received (now or within `timeout` seconds) that `matches`.
    func message(after count: Int = 0, timeout: Double = 30, where matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while true {
                if let found = received.dropFirst(count).first(where: matches) { return found }
                guard condition.wait(until: deadline) else { return nil }
            }
        }
    }

    /// The diagnostics of the first publication for `uri` after the first `count` messages
    /// that `until` accepts (a publication of the walk alone may come before the run's).
    func diagnostics(_ uri: String, after count: Int, timeout: Double = 30,
                     until: @escaping ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue]? {
        func diagnostics(_ message: JSONValue) -> [JSONValue]? {
            guard message["method"] == "textDocument/publishDiagnostics", message["params"]?["uri"] == .string(uri),
                  case .array(let diagnostics)? = message["params"]?["diagnostics"] else { return nil }
            return diagnostics
        }
        return message(after: count, timeout: timeout) { diagnostics($0).map(until) ?? false }.flatMap(diagnostics)
    }

    func initialize(_ capabilities: JSONValue = [:]) {
        XCTAssertNotNil(request("initialize", ["capabilities": capabilities])?["capabilities"])
        notify("initialized", [:])
    }

    /// Opens `text` as `uri` and returns the diagnostics first published for it that `until`
    /// accepts (by default: some).
    func open(_ uri: String, _ text: String, until: @escaping ([JSONValue]) -> Bool = { !$0.isEmpty }) -> [JSONValue]? {
        let count = messages.count
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "rxs", "version": 1, "text": .string(text)]])
        return diagnostics(uri, after: count, until: until)
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
    }

    /// `(line, message)` of each diagnostic.
    static func lines(_ diagnostics: [JSONValue]?) -> [String] {
        (diagnostics ?? []).map { diagnostic in
            let line = diagnostic["range"]?["start"]?["line"].flatMap { if case .int(let n) = $0 { return n } else { return nil } } ?? -1
            return "\(line): \(diagnostic["message"]?.stringValue ?? "?")"
        }
    }

    /// The labels of a completion answer.
    static func labels(_ answer: JSONValue?) -> [String] {
        guard case .array(let items)? = answer?["items"] else { return [] }
        return items.compactMap { $0["label"]?.stringValue }
    }
}
