@testable import APIClient
import Apps
import Foundation
import XCTest

/// A secret a server echoes in any encoding an app decodes never reaches the app: every
/// string decoded from a redacted body (JSON escapes, XML character references, percent
/// encoding) and every base64 `user:secret` is free of the session's secrets, whatever mix of
/// escapes and hex-digit case the server uses.
final class DisguisedSecretTests: XCTestCase {
    private let token = "ghp_abcdef123456"
    private let clientSecret = "S3CR3T/+=x"
    private var redactor: SecretRedactor {
        APIEnvironment.builtIn(["GITHUB_TOKEN": token, "FOURSQUARE_CLIENT_ID": "CID_9876",
                                     "FOURSQUARE_CLIENT_SECRET": clientSecret]).redactor
    }

    /// Every disguise of `text`, each byte independently literal or escaped in one of the forms.
    private func disguises(of text: String, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var results: [String] = []
        let forms: [(UInt8) -> String] = [
            { String(UnicodeScalar($0)) },
            { String(format: "\\u%04x", $0) }, { String(format: "\\u%04X", $0) },
            { String(format: "%%%02x", $0) }, { String(format: "%%%02X", $0) },
            { String(format: "&#x%x;", $0) }, { String(format: "&#X%X;", $0) }, { "&#\($0);" },
            { String(format: "\\x%02x", $0) },
        ]
        for form in forms.indices.dropFirst() {
            results.append(text.utf8.map { forms[form]($0) }.joined())
        }
        for _ in 0..<40 {
            results.append(text.utf8.map { forms[Int(next() % UInt64(forms.count))]($0) }.joined())
        }
        return results
    }

    func testEscapedEchoesInJSONNeverDecodeToASecret() throws {
        for (index, disguised) in disguises(of: token, seed: 7).enumerated() where disguised.contains("\\u") && !disguised.contains("\\x") && !disguised.contains("%") && !disguised.contains("&") {
            let body = Data(#"{"name":"\#(disguised)","n":\#(index)}"#.utf8)
            let redacted = redactor.redact(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body))
            let decoded = try JSONDecoder().decode([String: JSONValue].self, from: redacted.body)
            XCTAssertEqual(decoded["name"], .string("REDACTED"), disguised)
        }
    }

    func testEveryDisguiseOfEverySecretIsRedactedInBodiesAndText() {
        for secret in [token, clientSecret, "CID_9876"] {
            for (index, disguised) in disguises(of: secret, seed: UInt64(secret.utf8.count)).enumerated() {
                let text = "before \(disguised) after"
                XCTAssertEqual(redactor.redact(text), "before REDACTED after", "\(index): \(disguised)")
                let body = redactor.redact(HTTPResponse(status: 200, headers: [:], body: Data(text.utf8))).body
                XCTAssertEqual(String(decoding: body, as: UTF8.self), "before REDACTED after", "\(index): \(disguised)")
            }
        }
    }

    func testAnEscapedFoursquareURLEchoLosesBothCredentials() {
        let echo = #"{"meta":{"requestURL":"https:\/\/api.foursquare.com\/v2\/venues?client_id\u003dCID\u005f9876\u0026client_secret\u003dS3CR3T\u002f\u002B\u003dx"}}"#
        let body = redactor.redact(HTTPResponse(status: 400, headers: [:], body: Data(echo.utf8))).body
        let text = String(decoding: body, as: UTF8.self)
        XCTAssertFalse(text.contains("9876"), text)
        XCTAssertFalse(text.contains("S3CR3T"), text)
    }

    func testBase64OfUserColonSecretIsRedactedAtEveryAlignment() {
        for user in ["", "a", "ab", "abc", "octocat", "x-access-token"] {
            for secret in [token, clientSecret] {
                let credentials = Data("\(user):\(secret)".utf8)
                for encoded in [credentials.base64EncodedString(),
                                credentials.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")] {
                    let redacted = redactor.redact("Authorization: Basic \(encoded)")
                    XCTAssertTrue(redacted.contains("REDACTED"), "\(user):\(secret) → \(redacted)")
                    XCTAssertNil(Data(base64Encoded: String(redacted.dropFirst("Authorization: Basic ".count)))
                        .flatMap { String(data: $0, encoding: .utf8) }?.range(of: secret), "\(user)")
                }
            }
        }
    }

    func testOrdinaryTextAndOtherEscapesStayAsTheyAre() {
        let texts = [#"{"name":"\u0067\u0068p_other"}"#, "100%25 of &#x67;hp", "aGVsbG8gd29ybGQ=", "caf\\u00e9 %41%42"]
        for text in texts {
            XCTAssertEqual(redactor.redact(text), text)
            XCTAssertEqual(redactor.redact(HTTPResponse(status: 200, headers: [:], body: Data(text.utf8))).body, Data(text.utf8))
        }
    }

    func testAReplayedCassetteIsScrubbedToo() {
        let cache = RedactedHeaders()
        let body = Data(#"{"name":"\u0067\u0068p_abcdef123456"}"#.utf8)
        let answer = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body, replayID: "github/x.json")
        for _ in 0..<3 {
            let redacted = cache.redact(answer, with: redactor)
            XCTAssertEqual(String(decoding: redacted.body, as: UTF8.self), #"{"name":"REDACTED"}"#)
        }
        let clean = HTTPResponse(status: 200, headers: [:], body: Data("[]".utf8), replayID: "github/y.json")
        XCTAssertEqual(cache.redact(clean, with: redactor).body, clean.body)
    }
}
