import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// An `MCPServer` driven in-process, one message at a time, as a client over stdio would.
final class MCPTestClient {
    let server: MCPServer
    private var nextID = 0

    @MainActor init(options: SessionOptions = .builtIn, initialize: Bool = true) {
        server = MCPServer(options: options)
        if initialize {
            _ = request("initialize", ["protocolVersion": .string("2025-11-25"), "capabilities": .object([:]),
                                       "clientInfo": .object(["name": .string("test"), "version": .string("1")])])
            XCTAssertNil(send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#))
        }
    }

    /// The reply to one raw line, parsed; nil when there is none.
    @MainActor func send(_ line: String) -> JSONValue? {
        guard let reply = server.handle(Array(line.utf8)) else { return nil }
        XCTAssertFalse(reply.contains("\n"), "a reply is one line: \(reply)")
        return JSONValue.parse(Array(reply.utf8))
    }

    /// The whole reply to a request with a fresh id (checked to come back).
    @MainActor func request(_ method: String, _ params: [String: JSONValue]? = nil) -> JSONValue {
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": .int(nextID), "method": .string(method)]
        if let params { message["params"] = .object(params) }
        let reply = send(JSONValue.object(message).serialized) ?? .null
        XCTAssertEqual(reply["id"], .int(nextID))
        XCTAssertEqual(reply["jsonrpc"], .string("2.0"))
        return reply
    }

    /// The result of a tool call.
    @MainActor func call(_ tool: String, _ arguments: [String: JSONValue] = [:]) -> ToolResult {
        let reply = request("tools/call", ["name": .string(tool), "arguments": .object(arguments)])
        return ToolResult(json: reply["result"] ?? .null)
    }

    @MainActor func step(_ line: String) -> ToolResult {
        call("step", ["line": .string(line)])
    }

    struct ToolResult {
        var json: JSONValue

        /// The one text content.
        var text: String {
            guard case .array(let items)? = json["content"], items.count == 1, items[0]["type"] == .string("text") else {
                XCTFail("not one text content: \(json.serialized)")
                return ""
            }
            return items[0]["text"]?.stringValue ?? ""
        }

        var isError: Bool { json["isError"] == .bool(true) }
        /// structuredContent, parsed again from the reply's text.
        var structured: JSONValue? { json["structuredContent"] }
    }
}

extension JSONValue {
    /// A message as a client writes it: compact JSON, keys sorted.
    var serialized: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// A reply as a client reads it; nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }
}
