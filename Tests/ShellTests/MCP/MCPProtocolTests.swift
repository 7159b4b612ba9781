import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// The protocol around the tools: the handshake, the tool list and its schemas, and the
/// JSON-RPC errors for what a server must refuse without stopping.
final class MCPProtocolTests: XCTestCase {
    func testInitializeAnswersTheVersionAskedForWithTheToolsCapability() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient(initialize: false)
            let reply = client.request("initialize", ["protocolVersion": .string("2025-06-18"), "capabilities": .object([:])])
            let result = reply["result"]
            XCTAssertEqual(result?["protocolVersion"], .string("2025-06-18"))
            XCTAssertEqual(result?["capabilities"], .object(["tools": .object(["listChanged": .bool(false)])]))
            XCTAssertEqual(result?["serverInfo"]?["name"], .string("rxs"))
            XCTAssertEqual(result?["serverInfo"]?["version"], .string(RxsVersion.number))
        }
    }

    func testAVersionTheServerDoesNotKnowIsAnsweredWithItsNewest() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient(initialize: false)
            let reply = client.request("initialize", ["protocolVersion": .string("2099-01-01")])
            XCTAssertEqual(reply["result"]?["protocolVersion"], .string("2025-11-25"))
        }
    }

    func testInitializeWithoutAProtocolVersionIsInvalidParams() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient(initialize: false)
            XCTAssertEqual(client.request("initialize", [:])["error"], Self.error(-32602, "initialize needs params.protocolVersion, a string"))
            // The failed handshake left the server uninitialized: a proper one still works.
            XCTAssertNotNil(client.request("initialize", ["protocolVersion": .string("2025-11-25")])["result"])
        }
    }

    func testASecondInitializeIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            XCTAssertEqual(client.request("initialize", ["protocolVersion": .string("2025-11-25")])["error"],
                           Self.error(-32600, "initialize was already sent on this connection"))
        }
    }

    func testToolsBeforeInitializeAreRefusedButPingIsAnswered() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient(initialize: false)
            let notInitialized = Self.error(-32002, "the server is not initialized: send initialize first")
            XCTAssertEqual(client.request("tools/list")["error"], notInitialized)
            XCTAssertEqual(client.request("tools/call", ["name": .string("screens")])["error"], notInitialized)
            XCTAssertEqual(client.request("ping")["result"], .object([:]))
        }
    }

    func testToolsListNamesEveryToolWithAnObjectSchemaOfTextArguments() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let client = MCPTestClient()
            guard case .array(let tools)? = client.request("tools/list")["result"]?["tools"] else { return XCTFail("no tools") }
            XCTAssertEqual(tools.compactMap { $0["name"]?.stringValue },
                           ["screens", "describe", "step", "show", "state", "transcript", "run_script", "reset"])
            var required: [String: String] = [:]
            var properties: [String: [String]] = [:]
            for tool in tools {
                let name = try XCTUnwrap(tool["name"]?.stringValue)
                XCTAssertFalse(tool["description"]?.stringValue?.isEmpty ?? true, name)
                let schema = try XCTUnwrap(tool["inputSchema"], name)
                XCTAssertEqual(schema["type"], .string("object"), name)
                XCTAssertEqual(schema["additionalProperties"], .bool(false), name)
                guard case .object(let members)? = schema["properties"] else { return XCTFail(name) }
                for (argument, property) in members { XCTAssertEqual(property["type"], .string("string"), "\(name).\(argument)") }
                properties[name] = members.keys.sorted()
                required[name] = schema["required"]?.serialized ?? "none"
            }
            XCTAssertEqual(properties, ["screens": [], "describe": ["screen"], "step": ["line"], "show": [], "state": ["path"],
                                        "transcript": [], "run_script": ["text"], "reset": []])
            XCTAssertEqual(required, ["screens": "none", "describe": #"["screen"]"#, "step": #"["line"]"#, "show": "none",
                                      "state": "none", "transcript": "none", "run_script": #"["text"]"#, "reset": "none"])
        }
    }

    func testAnUnknownMethodIsMethodNotFound() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            XCTAssertEqual(client.request("resources/list")["error"], Self.error(
                -32601, "method not found: resources/list; rxs mcp offers initialize, ping, tools/list and tools/call"))
        }
    }

    func testAnUnknownToolIsInvalidParamsNamingTheNearestTool() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let reply = client.request("tools/call", ["name": .string("stpe"), "arguments": .object([:])])
            XCTAssertEqual(reply["error"], Self.error(-32602, "unknown tool 'stpe' — did you mean step?"))
            let far = client.request("tools/call", ["name": .string("launch")])
            XCTAssertEqual(far["error"], Self.error(
                -32602, "unknown tool 'launch'; the tools: screens, describe, step, show, state, transcript, run_script, reset"))
        }
    }

    func testToolsCallWithoutAName() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            XCTAssertEqual(client.request("tools/call", ["arguments": .object([:])])["error"],
                           Self.error(-32602, "tools/call needs params.name, a string"))
            XCTAssertEqual(client.request("tools/call")["error"],
                           Self.error(-32602, "tools/call needs params, an object with name and arguments"))
        }
    }

    func testNotificationsAndResponsesGetNoReply() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            XCTAssertNil(client.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#))
            XCTAssertNil(client.send(#"{"jsonrpc":"2.0","method":"no/such/notification"}"#))
            XCTAssertNil(client.send(#"{"jsonrpc":"2.0","id":"s1","result":{}}"#))
        }
    }

    func testMalformedMessagesAreJSONRPCErrorsAndTheServerGoesOn() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let cases: [(String, JSONValue, Int, String)] = [
                (#"{"jsonrpc":"2.0","id":1,"method":"#, .null, -32700, "the message is not JSON"),
                (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, .null, -32600, "a batch (an array) is not supported"),
                ("42", .null, -32600, "a message must be a JSON object"),
                (#"{"jsonrpc":"1.0","id":7,"method":"ping"}"#, .int(7), -32600, #""jsonrpc" must be "2.0""#),
                (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, .null, -32600, #""id" must be a number or a string, not an object"#),
                (#"{"jsonrpc":"2.0","id":"x","method":5}"#, .string("x"), -32600, #""method" must be a string"#),
                (#"{"jsonrpc":"2.0","id":8}"#, .int(8), -32600, #"the message has no "method""#),
                (#"{"jsonrpc":"2.0","id":9,"method":"ping","params":"p"}"#, .int(9), -32600, #""params" must be an object or an array"#),
            ]
            for (line, id, code, message) in cases {
                let reply = client.send(line)
                XCTAssertEqual(reply?["id"], id, line)
                XCTAssertEqual(reply?["error"], Self.error(code, message), line)
            }
            XCTAssertEqual(client.request("ping")["result"], .object([:]))
            XCTAssertFalse(client.call("screens").isError)
        }
    }

    /// As rxs reads a script: bytes that are not UTF-8 become U+FFFD, the message is still read.
    func testBytesThatAreNotUTF8AreReadAsReplacementCharacters() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let client = MCPTestClient()
            let bytes: [UInt8] = Array(#"{"jsonrpc":"2.0","id":1,"method":"p"#.utf8) + [0xFF, 0xFE] + Array(#"ng"}"#.utf8)
            let reply = try XCTUnwrap(client.server.handle(bytes))
            XCTAssertEqual(JSONValue.parse(Array(reply.utf8))?["error"]?["code"], .int(-32601))
            XCTAssertEqual(JSONValue.parse(Array(reply.utf8))?["error"]?["message"]?.stringValue?.hasPrefix("method not found: p\u{FFFD}\u{FFFD}ng;"), true)
        }
    }

    /// Nesting deeper than any parser's recursion must be an error, not a stack overflow.
    func testDeeplyNestedJSONIsAParseError() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
            XCTAssertEqual(client.send(deep)?["error"]?["code"], .int(-32700))
            let deepParams = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"a":"# + String(repeating: "[", count: 100_000)
                + String(repeating: "]", count: 100_000) + "}}"
            XCTAssertEqual(client.send(deepParams)?["error"]?["code"], .int(-32700))
            XCTAssertEqual(client.request("ping")["result"], .object([:]))
        }
    }

    func testStringIDsComeBackAsTheyWere() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let reply = client.send(#"{"jsonrpc":"2.0","id":"req-\u00e9","method":"ping"}"#)
            XCTAssertEqual(reply?["id"], .string("req-é"))
        }
    }

    static func error(_ code: Int, _ message: String) -> JSONValue {
        .object(["code": .int(code), "message": .string(message)])
    }
}
