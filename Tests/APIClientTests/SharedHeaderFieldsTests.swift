@testable import APIClient
import Foundation
import XCTest

/// Headers that hold the very same stored fields are equal at once; every other pair is still
/// compared by its names and values, so sharing never makes unequal headers equal.
final class SharedHeaderFieldsTests: XCTestCase {
    private let recorded: HTTPHeaders = ["Content-Type": "application/json", "ETag": "\"abc\"", "Link": "<https://h/?page=2>"]

    func testACopyHandedOutAgainSharesItsFieldsAndIsEqual() {
        let copy = recorded
        XCTAssertTrue(copy.sharesFields(with: recorded))
        XCTAssertEqual(copy, recorded)
    }

    func testAChangedCopyNoLongerSharesAndIsComparedByItsValues() {
        var changed = recorded
        changed["ETag"] = "\"other\""
        XCTAssertFalse(changed.sharesFields(with: recorded))
        XCTAssertNotEqual(changed, recorded)
        var same = recorded
        same["ETag"] = "\"abc\""
        XCTAssertEqual(same, recorded, "the same values in other storage are still equal")
        let rebuilt = HTTPHeaders(recorded.fields.reversed().map { ($0.name.uppercased(), $0.value) })
        XCTAssertFalse(rebuilt.sharesFields(with: recorded))
        XCTAssertEqual(rebuilt, recorded, "names in any case, fields in any order")
        XCTAssertFalse(HTTPHeaders().sharesFields(with: recorded))
        XCTAssertEqual(HTTPHeaders(), HTTPHeaders([]))
    }

    /// A replayed answer's redaction is looked up by the recording and checked against the
    /// headers it came with: the recording's own headers (shared) and an equal list built anew
    /// both get the cached redaction; a changed value is redacted anew.
    func testTheRedactionCacheAnswersSharedAndRebuiltHeadersAlike() {
        let redactor = SecretRedactor(secrets: ["ghp_abcdef123456"])
        let cache = RedactedHeaders()
        let headers: HTTPHeaders = ["X-Echo": "ghp_abcdef123456", "Set-Cookie": "a=b", "Accept": "text/plain"]
        let answer = HTTPResponse(status: 200, headers: headers, body: Data("{}".utf8), replayID: "github/shared.json")
        let first = cache.redact(answer, with: redactor)
        XCTAssertEqual(first.headers["X-Echo"], "REDACTED")
        let again = cache.redact(answer, with: redactor)
        XCTAssertTrue(again.headers.sharesFields(with: first.headers), "the cached redaction is handed out")
        var rebuilt = answer
        rebuilt.headers = HTTPHeaders(headers.fields.map { ($0.name, $0.value) })
        XCTAssertTrue(cache.redact(rebuilt, with: redactor).headers.sharesFields(with: first.headers))
        var changed = answer
        changed.headers["Accept"] = "application/json ghp_abcdef123456"
        let redactedAnew = cache.redact(changed, with: redactor)
        XCTAssertEqual(redactedAnew.headers["Accept"], "application/json REDACTED")
        XCTAssertEqual(redactedAnew, redactor.redact(changed))
    }
}
