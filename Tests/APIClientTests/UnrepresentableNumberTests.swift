@testable import APIClient
import Foundation
import XCTest

/// Numbers a server controls never reach an unchecked conversion: every rate-limit reset that
/// is not a finite time rxs can show (huge, negative, NaN, infinite, not a number) is read as
/// "no reset time", and the formatting of times and durations refuses what it cannot convert.
final class UnrepresentableNumberTests: XCTestCase {
    private let request = HTTPRequest(url: URL(string: "https://api.github.com/users/octocat/repos")!)

    private func rateLimit(reset: String, limit: String = "60", status: Int = 429) -> APIError? {
        let headers: HTTPHeaders = ["Content-Type": "application/json", "X-RateLimit-Limit": limit,
                                    "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset]
        return ResponseValidation.validate(HTTPResponse(status: status, headers: headers, body: Data(#"{"message":"slow"}"#.utf8)),
                                           for: request, accepting: ["application/json"])
    }

    func testResetValuesThatAreNoTimeAreLeftOut() {
        let hostile = ["1e20", "-1e20", "nan", "NaN", "inf", "-inf", "infinity", "1e308", "1.8e308", "-1",
                       "99999999999999999999999999", "253402300800", "12abc", "", " ", "\u{0}", "1e-400x"]
        for value in hostile {
            for status in [429, 403] {
                let error = rateLimit(reset: value, status: status)
                guard case .rateLimited(_, let resetsAt, _, _)? = error else {
                    XCTFail("\(value) \(status): \(String(describing: error))")
                    continue
                }
                XCTAssertNil(resetsAt, value)
                XCTAssertEqual(error?.description, "The api.github.com rate limit (60 requests) is used up; try again later.", value)
            }
        }
    }

    func testResetValuesInRangeStillShowTheirTime() {
        XCTAssertEqual(rateLimit(reset: " 0 ")?.description,
                       "The api.github.com rate limit (60 requests) is used up; it resets at 1970-01-01 00:00:00 UTC.")
        XCTAssertEqual(rateLimit(reset: "253402300799")?.description,
                       "The api.github.com rate limit (60 requests) is used up; it resets at 9999-12-31 23:59:59 UTC.")
        XCTAssertEqual(rateLimit(reset: "1.7e9")?.description,
                       "The api.github.com rate limit (60 requests) is used up; it resets at 2023-11-14 22:13:20 UTC.")
    }

    func testLimitsThatAreNoCountAreLeftOut() {
        for limit in ["-5", "1e20", "nan", "99999999999999999999999", "x"] {
            XCTAssertEqual(rateLimit(reset: "nan", limit: limit)?.description,
                           "The api.github.com rate limit is used up; try again later.", limit)
        }
    }

    func testTimeTextNeverTraps() {
        for seconds in [Double.nan, .infinity, -.infinity, 1e20, -1e20, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: seconds)), "an unrepresentable time")
        }
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: -1)), "1969-12-31 23:59:59 UTC")
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: -86_400)), "1969-12-31 00:00:00 UTC")
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: -86_401)), "1969-12-30 23:59:59 UTC")
    }

    func testDurationTextNeverTraps() {
        XCTAssertEqual(APIError.format(seconds: 1e20), "1e+20 s")
        XCTAssertEqual(APIError.format(seconds: .infinity), "inf s")
        XCTAssertEqual(APIError.format(seconds: .nan), "nan s")
        XCTAssertEqual(APIError.format(seconds: -1e300), "-1e+300 s")
        XCTAssertEqual(APIError.format(seconds: 30), "30 s")
        XCTAssertEqual(APIError.format(seconds: 0.25), "250 ms")
        XCTAssertEqual(APIError.timedOut(host: "h", seconds: .infinity).description.isEmpty, false)
    }
}
