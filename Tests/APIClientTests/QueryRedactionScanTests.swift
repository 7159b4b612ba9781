import APIClient
import XCTest

/// Plain ASCII text is scanned byte by byte, other text character by character: both must
/// redact alike.
final class QueryRedactionScanTests: XCTestCase {
    private let samples = [
        "GET https://h/v2/venues/search?ll=35.7,139.7&client_id=abc123&client_secret=s%2Fx&v=1",
        "?token=one&key=two#frag&apikey=three;api_key=four",
        "a?oauth_token=x)y&access_token=\"q\" ?Token=z]w &client-id=keep ?key=",
        "value ends only at its delimiters: ?key=line\nnext &token=tab\tend ?key",
        "nothing here & there ? maybe = not",
        "",
    ]

    func testByteAndCharacterScansAgree() {
        let redactor = SecretRedactor()
        for sample in samples {
            let asASCII = redactor.redact(sample)
            XCTAssertEqual("日本 " + asASCII, redactor.redact("日本 " + sample), sample)
        }
    }

    func testCarriageReturnLineFeedIsOneCharacter() {
        let redactor = SecretRedactor()
        XCTAssertEqual(redactor.redact("?key=a\r\nb&v=1"), "?key=REDACTED\r\nb&v=1")
    }

    func testKnownCases() {
        let redactor = SecretRedactor()
        XCTAssertEqual(redactor.redact(samples[0]),
                       "GET https://h/v2/venues/search?ll=35.7,139.7&client_id=REDACTED&client_secret=REDACTED&v=1")
        XCTAssertEqual(redactor.redact(samples[1]), "?token=REDACTED&key=REDACTED#frag&apikey=REDACTED;api_key=four")
        XCTAssertEqual(redactor.redact(samples[2]),
                       "a?oauth_token=REDACTED)y&access_token=REDACTED\"q\" ?Token=REDACTED]w &client-id=keep ?key=REDACTED")
    }
}
