@testable import APIClient
import Foundation
import XCTest

/// What the transport hands back passes the redactor before the client decodes it.
final class AnswerRedactionTests: XCTestCase {
    private let redactor = SecretRedactor(secrets: ["s3cret+value", "ghp_token_1"])

    func testBodiesLoseTheSessionSecretsRawAndPercentEncoded() {
        let body = #"{"message":"bad request /v2?client_secret=s3cret%2Bvalue&x=s3cret+value; Bearer ghp_token_1"}"#
        let response = HTTPResponse(status: 400, headers: ["Set-Cookie": "a=b", "X-Echo": "ghp_token_1"], body: Data(body.utf8))
        let redacted = redactor.redact(response)
        XCTAssertEqual(redacted.bodyText, #"{"message":"bad request /v2?client_secret=REDACTED&x=REDACTED; Bearer REDACTED"}"#)
        XCTAssertEqual(redacted.headers["Set-Cookie"], "REDACTED")
        XCTAssertEqual(redacted.headers["X-Echo"], "REDACTED")
        XCTAssertEqual(redacted.status, 400)
    }

    func testBodiesWithoutSecretsAreLeftAloneAndReplayedOnesScrubbed() {
        let plain = HTTPResponse(status: 200, body: Data(#"{"url":"https://x/?key=abc"}"#.utf8))
        XCTAssertEqual(redactor.redact(plain), plain, "only the secrets are taken out of a body")
        // A replayed cassette without a secret stays the recorded answer (its decoded-once
        // cache applies); one holding a secret is scrubbed like any answer (issue 22).
        let clean = HTTPResponse(status: 200, body: Data("[]".utf8), replayID: "github/x.json")
        XCTAssertEqual(redactor.redact(clean).replayID, "github/x.json")
        let replay = HTTPResponse(status: 200, body: Data("ghp_token_1".utf8), replayID: "github/x.json")
        XCTAssertEqual(redactor.redact(replay).bodyText, "REDACTED")
        let binary = HTTPResponse(status: 200, body: Data([0xFF, 0x00, 0xFE] + Array("ghp_token_1".utf8) + [0xC0]))
        XCTAssertEqual([UInt8](redactor.redact(binary).body), [0xFF, 0x00, 0xFE] + Array("REDACTED".utf8) + [0xC0])
    }

    func testEveryTextOfAnErrorIsRedacted() {
        let errors: [APIError] = [
            .transportFailed(host: "h", reason: "GET http://h/?client_secret=abc failed"),
            .httpStatus(code: 401, message: "Bad credentials ghp_token_1", host: "h"),
            .rateLimited(limit: 1, resetsAt: nil, message: "s3cret+value", host: "h"),
            .decoding(type: "T", codingPath: "a", reason: "\"ghp_token_1\" is not a date"),
            .invalidRequest(reason: "https://h/?token=zzz"),
        ]
        for error in errors {
            let text = redactor.redact(error).description
            XCTAssertFalse(text.contains("ghp_token_1") || text.contains("s3cret") || text.contains("abc")
                           || text.contains("zzz"), text)
        }
    }
}
