import APIClient
import Foundation
import LoopbackHTTP
import XCTest

@testable import RxsCLI

/// `rxs mcp --live` against a server that echoes the token into the rows: no reply — step,
/// state, show, net log, transcript, run_script — and nothing on stderr shows it.
final class MCPSecretTests: XCTestCase {
    private static let token = "ghp_mcp_reflected_token_314"

    private static func call(_ id: Int, _ tool: String, _ arguments: [String: String] = [:]) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string("tools/call"), "params": .object([
            "name": .string(tool), "arguments": .object(arguments.mapValues { .string($0) }),
        ])]).serialized
    }

    func testNoReplyShowsTheTokenAServerEchoes() throws {
        let server = try LoopbackHTTPServer { request in
            let echoed = request.header("Authorization") ?? ""
            return .json(200, #"[{"id":1,"name":"repo \#(echoed)","full_name":"o/r","html_url":"https://x.example/\#(echoed)","# +
                #""description":"\#(echoed)","stargazers_count":1,"owner":{"login":"o","id":2}}]"#)
        }
        defer { server.stop() }
        let messages = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#,
            Self.call(1, "step", ["line": "open repos"]),
            Self.call(2, "step", ["line": "type searchBar octocat"]),
            Self.call(3, "state"),
            Self.call(4, "show"),
            Self.call(5, "step", ["line": "net log"]),
            Self.call(6, "transcript"),
            Self.call(7, "run_script", ["text": "open repos\ntype searchBar octocat\nsettle\nstate\n"]),
        ]
        let run = try LiveRxs.run(["mcp", "--live"], environment: [
            "GITHUB_TOKEN": Self.token, "RXS_GITHUB_BASE_URL": server.baseURL.absoluteString,
        ], input: messages.joined(separator: "\n") + "\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(server.requests.first { $0.target.hasPrefix("/users/") }?.header("Authorization"), "Bearer \(Self.token)",
                       "the token was really sent")
        let replies = run.stdout.split(separator: "\n")
        XCTAssertEqual(replies.count, messages.count, run.stdout)
        XCTAssertTrue(run.stdout.contains("repo Bearer REDACTED"), run.stdout)
        XCTAssertFalse(SecretOracle.shows(Self.token, in: run.stdout + "\n" + run.stderr), run.stdout)
    }
}
