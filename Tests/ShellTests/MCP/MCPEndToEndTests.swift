import APIClient
import Foundation
import XCTest

@testable import RxsCLI

/// `rxs mcp` as a client starts it: the built binary, messages on stdin, replies on stdout.
final class MCPEndToEndTests: XCTestCase {
    private static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#

    private static func call(_ id: Int, _ tool: String, _ arguments: [String: String] = [:]) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string("tools/call"), "params": .object([
            "name": .string(tool), "arguments": .object(arguments.mapValues { .string($0) }),
        ])]).serialized
    }

    private static func replies(_ stdout: String) -> [JSONValue] {
        stdout.split(separator: "\n").compactMap { JSONValue.parse(Array($0.utf8)) }
    }

    /// The same lines through the piped REPL (`rxs` and `rxs --json`) and through `step`: the
    /// text is what the REPL prints, structuredContent its `--json` object, an error the
    /// message it prints on stderr.
    func testStepsAnswerWhatThePipedREPLPrints() throws {
        let lines = ["open repos", "keys searchBar octocat every 100ms", "wait 700ms", "expect table.count == 3",
                     "tap nothing", "show"]
        let folder = NSTemporaryDirectory()
        let json = try RxsProcess.run(["--json"], in: folder, input: lines.joined(separator: "\n") + "\n")
        let plain = try RxsProcess.run([], in: folder, input: lines.joined(separator: "\n") + "\n")
        let input = ([Self.initialize] + lines.enumerated().map { Self.call($0.offset + 1, "step", ["line": $0.element]) })
            .joined(separator: "\n") + "\n"
        let served = try RxsProcess.run(["mcp"], in: folder, input: input)
        XCTAssertEqual(served.status, 0, served.stderr)
        XCTAssertEqual(served.stderr, "")
        let replies = Self.replies(served.stdout)
        XCTAssertEqual(replies.count, lines.count + 1, served.stdout)
        let expected = json.stdoutLines.compactMap { JSONValue.parse(Array($0.utf8)) }
        XCTAssertEqual(expected.count, lines.count)
        var printed: [String] = []
        for (index, reply) in replies.dropFirst().enumerated() {
            XCTAssertEqual(reply["id"], .int(index + 1))
            let result = try XCTUnwrap(reply["result"])
            XCTAssertEqual(result["structuredContent"], expected[index], lines[index])
            guard case .array(let content)? = result["content"], let text = content.first?["text"]?.stringValue else {
                return XCTFail("no text: \(reply.serialized)")
            }
            if result["isError"] == .bool(true) {
                XCTAssertEqual(lines[index], "tap nothing")
                XCTAssertEqual(text + "\n", plain.stderr)
            } else if !text.isEmpty {
                printed.append(text)
            }
        }
        XCTAssertEqual(printed.joined(separator: "\n") + "\n", plain.stdout)
    }

    /// Hostile lines among good ones: each gets its JSON-RPC error, the good ones their
    /// answers, and the server ends with its input, exit status 0.
    func testEveryMessageIsAnsweredAndTheServerEndsWithItsInput() throws {
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
            "{not json",
            Self.initialize,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "",
            #"{"jsonrpc":"2.0","id":2,"method":"no/such"}"#,
            Self.call(3, "nope"),
            Self.call(4, "step", ["line": "open repos"]),
            #"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
        ].joined(separator: "\n") // the last line has no line break: it counts
        let served = try RxsProcess.run(["mcp"], in: NSTemporaryDirectory(), input: input)
        XCTAssertEqual(served.status, 0)
        let replies = Self.replies(served.stdout)
        XCTAssertEqual(replies.map { $0["id"] ?? .string("none") }, [.int(1), .null, .int(0), .int(2), .int(3), .int(4), .int(5)])
        XCTAssertEqual(replies.map { $0["error"]?["code"] }, [.int(-32002), .int(-32700), nil, .int(-32601), .int(-32602), nil, nil])
        XCTAssertEqual(replies[5]["result"]?["isError"], .bool(false))
        XCTAssertEqual(replies[6]["result"], .object([:]))
    }

    func testUsageErrorsExitWithStatus2() throws {
        let extra = try RxsProcess.run(["mcp", "extra"], in: NSTemporaryDirectory())
        XCTAssertEqual(extra.status, 2)
        XCTAssertEqual(extra.stdout, "")
        XCTAssertEqual(extra.stderr, "rxs: rxs mcp takes no operands, not 'extra'\nusage: rxs mcp [options]\nrxs mcp --help lists the options.\n")
        let json = try RxsProcess.run(["mcp", "--json"], in: NSTemporaryDirectory())
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.hasPrefix("rxs: --json is an option of rxs and rxs run, not of rxs mcp\n"), json.stderr)
    }
}
