import APIClient
import XCTest

@testable import RxsCLI

final class JSONRPCMessageTests: XCTestCase {
    private func parse(_ text: String) -> Result<JSONRPCMessage, JSONRPCError> {
        JSONRPCMessage.parse(Array(text.utf8))
    }

    func testRequestsNotificationsAndResponses() {
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#), .success(.request(id: 7, method: "shutdown", params: nil)))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#),
                       .success(.request(id: "a", method: "m", params: [1])))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","method":"exit"}"#), .success(.notification(method: "exit", params: nil)))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":3,"result":null}"#), .success(.response(id: 3)))
    }

    func testMalformedMessagesAreErrorsWithTheirCodes() {
        XCTAssertEqual(parse("{\"jsonrpc\":"), .failure(JSONRPCError(.parseError, "the message is not JSON")))
        XCTAssertEqual(parse(""), .failure(JSONRPCError(.parseError, "the message is not JSON")))
        XCTAssertEqual(parse("[]"), .failure(JSONRPCError(.invalidRequest, "a batch (an array) is not supported")))
        XCTAssertEqual(parse("42"), .failure(JSONRPCError(.invalidRequest, "a message must be a JSON object")))
        XCTAssertEqual(parse(#"{"id":1,"method":"m"}"#), .failure(JSONRPCError(.invalidRequest, "\"jsonrpc\" must be \"2.0\"", id: 1)))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":{"x":1},"method":"m"}"#),
                       .failure(JSONRPCError(.invalidRequest, "\"id\" must be a number or a string, not an object")))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#),
                       .failure(JSONRPCError(.invalidRequest, "\"id\" must be a number or a string, not a fraction")))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":2,"method":5}"#), .failure(JSONRPCError(.invalidRequest, "\"method\" must be a string", id: 2)))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":2}"#), .failure(JSONRPCError(.invalidRequest, "the message has no \"method\"", id: 2)))
        XCTAssertEqual(parse(#"{"jsonrpc":"2.0","id":2,"method":"m","params":"x"}"#),
                       .failure(JSONRPCError(.invalidRequest, "\"params\" must be an object or an array", id: 2)))
    }

    func testBytesThatAreNotUTF8AreReadAsReplacementCharacters() {
        let body = Array(#"{"jsonrpc":"2.0","method":"m","params":{"text":"caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)
        XCTAssertEqual(JSONRPCMessage.parse(body), .success(.notification(method: "m", params: ["text": "caf\u{FFFD}"])))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let error) = parse(#"{"jsonrpc":"2.0","method":"m","params":"# + deep + "}") else {
            return XCTFail("100,000 nested arrays parsed")
        }
        XCTAssertEqual(error.code, .parseError)
    }

    func testRepliesAreCompactJSONWithSortedKeys() {
        XCTAssertEqual(String(decoding: JSONRPCReply.result(["b": 1, "a": "x/y"], id: 4), as: UTF8.self),
                       #"{"id":4,"jsonrpc":"2.0","result":{"a":"x/y","b":1}}"#)
        XCTAssertEqual(String(decoding: JSONRPCReply.error(JSONRPCError(.methodNotFound, "unknown method 'x'", id: "q")), as: UTF8.self),
                       #"{"error":{"code":-32601,"message":"unknown method 'x'"},"id":"q","jsonrpc":"2.0"}"#)
        XCTAssertEqual(String(decoding: JSONRPCReply.notification("n", params: [:]), as: UTF8.self),
                       #"{"jsonrpc":"2.0","method":"n","params":{}}"#)
    }
}
