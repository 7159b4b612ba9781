@testable import APIClient
import Foundation
import XCTest

final class DateAndTransformTests: XCTestCase {
    func testISO8601Variants() {
        XCTAssertEqual(DateParsing.iso8601("2011-01-26T19:01:12Z"), Date(timeIntervalSince1970: 1_296_068_472))
        XCTAssertEqual(DateParsing.iso8601("2011-01-27T04:01:12+09:00"), Date(timeIntervalSince1970: 1_296_068_472))
        XCTAssertEqual(DateParsing.iso8601("2011-01-26T19:01:12.250Z"), Date(timeIntervalSince1970: 1_296_068_472.25))
        XCTAssertEqual(DateParsing.iso8601("2017-01-01 00:00:00"), Date(timeIntervalSince1970: 1_483_228_800))
        XCTAssertEqual(DateParsing.iso8601("2024-02-29"), Date(timeIntervalSince1970: 1_709_164_800))
        XCTAssertEqual(DateParsing.iso8601("1969-12-31T23:59:59Z"), Date(timeIntervalSince1970: -1))
    }

    func testISO8601RejectsImpossibleOrMalformedDates() {
        for text in ["2023-02-29", "2011-13-01T00:00:00Z", "2011-01-26T25:00:00Z", "2011-01-26T19:01:12+0", "yesterday", ""] {
            XCTAssertNil(DateParsing.iso8601(text), text)
        }
    }

    func testRFC822Variants() {
        let expected = Date(timeIntervalSince1970: 1_415_323_216)
        XCTAssertEqual(DateParsing.rfc822("Thu, 06 Nov 2014 17:20:16 -0800"), expected)
        XCTAssertEqual(DateParsing.rfc822("06 Nov 2014 17:20:16 PST"), expected)
        XCTAssertEqual(DateParsing.rfc822("Fri, 07 Nov 2014 01:20:16 GMT"), expected)
        XCTAssertEqual(DateParsing.rfc822("Fri, 7 Nov 14 01:20 +0000"), Date(timeIntervalSince1970: 1_415_323_200))
        XCTAssertEqual(DateParsing.rfc822("Fri, 07 Nov 2014 10:20:16 +09:00"), expected)
    }

    func testRFC822RejectsGarbage() {
        for text in ["Thu, 06 Foo 2014 17:20:16 -0800", "06 Nov 2014", "06 Nov 2014 17:20:16 Mars", "31 Feb 2014 00:00 GMT"] {
            XCTAssertNil(DateParsing.rfc822(text), text)
        }
    }

    func testUTCTextFormatting() {
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: 1_700_003_600)), "2023-11-14 23:13:20 UTC")
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: 951_782_400)), "2000-02-29 00:00:00 UTC")
        XCTAssertEqual(CivilTime.utcText(for: Date(timeIntervalSince1970: -1)), "1969-12-31 23:59:59 UTC")
    }

    private struct Item: Decodable {
        var icon: URL?
        var date: Date
        var id: Int

        enum CodingKeys: String, CodingKey { case icon, date, id }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            icon = try container.decodeURLIfPresent(forKey: .icon)
            date = try container.decodeISO8601Date(forKey: .date)
            id = try container.decodeNumericString(forKey: .id)
        }
    }

    private struct Response: Decodable {
        var data: [Item]
    }

    /// The seed's example response: `icon` via URLTransform, `date` via ISO8601DateTransform, `id` from a string.
    func testTheSeedsObjectMapperTransforms() throws {
        let json = #"{"data":[{"title":"タイトル","icon":"https://xxx.jpg","date":"2017-01-01 00:00:00","id":"00042"},{"icon":"","date":"2017-01-01T09:00:00+09:00","id":7}]}"#
        let response = try JSONDecoder().decode(Response.self, from: Data(json.utf8))
        XCTAssertEqual(response.data[0].icon?.absoluteString, "https://xxx.jpg")
        XCTAssertEqual(response.data[0].date, Date(timeIntervalSince1970: 1_483_228_800))
        XCTAssertEqual(response.data.map(\.id), [42, 7])
        XCTAssertNil(response.data[1].icon)
        XCTAssertEqual(response.data[1].date, response.data[0].date)
    }

    func testTransformFailuresNameTheCodingPath() {
        let badDate = #"{"data":[{"date":"2017-01-01T00:00:00Z","id":1},{"date":"next week","id":2}]}"#
        let badID = #"{"data":[{"date":"2017-01-01","id":"4x2"}]}"#
        XCTAssertEqual(decodingError(badDate)?.description,
                       "Could not read Response from the response at data[1].date: \"next week\" is not an ISO 8601 date.")
        XCTAssertEqual(decodingError(badID)?.description,
                       "Could not read Response from the response at data[0].id: \"4x2\" is not a whole number.")
    }

    private func decodingError(_ json: String) -> APIError? {
        do {
            _ = try JSONDecoder().decode(Response.self, from: Data(json.utf8))
            return nil
        } catch {
            return DecodingFailure.apiError(from: error, decoding: Response.self, bodyByteCount: json.utf8.count)
        }
    }
}
