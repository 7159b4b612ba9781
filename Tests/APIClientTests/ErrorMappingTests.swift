@testable import APIClient
import Apps
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import XCTest

/// Every failure becomes the right `APIError`, and its description is pinned word for word.
final class ErrorMappingTests: XCTestCase {
    private let request = HTTPRequest(url: URL(string: "https://api.github.com/users/nobody/repos")!)

    private func validate(_ status: Int, _ body: String, headers: HTTPHeaders = ["Content-Type": "application/json"],
                          accepting: [String] = ["application/json"]) -> APIError? {
        ResponseValidation.validate(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)),
                                    for: request, accepting: accepting)
    }

    func testSuccessWithAcceptableContentTypeIsValid() {
        XCTAssertNil(validate(200, "[]", headers: ["content-type": "Application/JSON; charset=utf-8"]))
        XCTAssertNil(validate(204, "", headers: ["Content-Type": "text/xml"], accepting: ["text/*"]))
    }

    func testGitHubNotFoundCarriesItsMessage() {
        let error = validate(404, #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
        XCTAssertEqual(error, .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
        XCTAssertEqual(error?.description, "api.github.com answered HTTP 404 Not Found: Not Found")
    }

    func testGitHubRateLimitWithResetTime() {
        let headers: HTTPHeaders = [
            "Content-Type": "application/json", "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": "1700003600",
        ]
        let error = validate(403, #"{"message":"API rate limit exceeded for 203.0.113.10."}"#, headers: headers)
        XCTAssertEqual(error, .rateLimited(limit: 60, resetsAt: Date(timeIntervalSince1970: 1_700_003_600),
                                           message: "API rate limit exceeded for 203.0.113.10.", host: "api.github.com"))
        XCTAssertEqual(error?.description,
                       "The api.github.com rate limit (60 requests) is used up; it resets at 2023-11-14 23:13:20 UTC.")
    }

    func testForbiddenWithoutExhaustedLimitIsAPlainStatus() {
        let headers: HTTPHeaders = ["Content-Type": "application/json", "X-RateLimit-Remaining": "12"]
        XCTAssertEqual(validate(403, #"{"message":"Resource not accessible by integration"}"#, headers: headers),
                       .httpStatus(code: 403, message: "Resource not accessible by integration", host: "api.github.com"))
    }

    func testTooManyRequestsWithoutHeaders() {
        let error = validate(429, "")
        XCTAssertEqual(error?.description, "The api.github.com rate limit is used up; try again later.")
    }

    func testGitHubValidationErrorListsTheFields() {
        let body = #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],"status":"422"}"#
        XCTAssertEqual(validate(422, body)?.description,
                       "api.github.com answered HTTP 422 Unprocessable Content: Validation Failed (q: missing)")
    }

    func testFoursquareErrorDetail() {
        let body = #"{"meta":{"code":400,"errorType":"param_error","errorDetail":"Must provide parameter ll","requestId":"x"},"response":{}}"#
        XCTAssertEqual(validate(400, body)?.description,
                       "api.github.com answered HTTP 400 Bad Request: Must provide parameter ll")
    }

    func testServerErrorWithoutAMessage() {
        XCTAssertEqual(validate(500, "<html>oops</html>", headers: ["Content-Type": "text/html"])?.description,
                       "api.github.com answered HTTP 500 Internal Server Error.")
    }

    func testWrongOrMissingContentType() {
        XCTAssertEqual(validate(200, "<html/>", headers: ["Content-Type": "text/html; charset=utf-8"]),
                       .unacceptableContentType(received: "text/html", accepted: ["application/json"], host: "api.github.com"))
        XCTAssertEqual(validate(200, "<html/>", headers: ["Content-Type": "text/html"])?.description,
                       "api.github.com sent text/html, expected application/json.")
        XCTAssertEqual(validate(200, "{}", headers: [:], accepting: ["application/rss+xml", "text/xml"])?.description,
                       "api.github.com sent no Content-Type, expected one of application/rss+xml, text/xml.")
    }

    func testDecodingErrorsNameTypeAndPath() {
        let typeMismatch = #"{"total_count":1,"incomplete_results":false,"items":[{"id":1,"name":"a","full_name":null}]}"#
        XCTAssertEqual(decode(GitHubSearchRepositoriesRequest(query: "a"), typeMismatch)?.description,
                       "Could not read GitHubSearchResult from the response at items[0].full_name: the server sent null where a text was expected.")
        let missingKey = #"[{"id":1,"name":"a","full_name":"o/a","html_url":"https://github.com/o/a"}]"#
        XCTAssertEqual(decode(GitHubUserReposRequest(username: "o"), missingKey)?.description,
                       "Could not read [GitHubRepository] from the response at [0]: the key \"owner\" is missing.")
        let wrongType = #"{"total_count":"many","incomplete_results":false,"items":[]}"#
        XCTAssertEqual(decode(GitHubSearchRepositoriesRequest(query: "a"), wrongType)?.description,
                       "Could not read GitHubSearchResult from the response at total_count: the server sent a text where a number was expected.")
        XCTAssertEqual(decode(GitHubUsersRequest(since: 0), "[{")?.description,
                       "Could not read [GitHubUser] from the response: the body is not valid JSON.")
        XCTAssertEqual(decode(GitHubUsersRequest(since: 0), "")?.description,
                       "Could not read [GitHubUser] from the response: the body is empty.")
    }

    func testMalformedFeedsAreDecodingErrors() {
        XCTAssertEqual(decode(FeedRequest(), "<rss><channel></rss>", type: "application/rss+xml")?.description,
                       "Could not read Feed from the response: the XML is malformed near line 1, column 15 (</rss> closes <channel>).")
        XCTAssertEqual(decode(FeedRequest(), "<html><body/></html>", type: "text/xml")?.description,
                       "Could not read Feed from the response: not an RSS or Atom feed (the root element is <html>).")
    }

    func testTransportErrorDescriptions() {
        XCTAssertEqual(APIError.offline(host: "api.github.com").description,
                       "The network is offline, so api.github.com could not be reached. Check the connection and try again.")
        XCTAssertEqual(APIError.timedOut(host: "api.github.com", seconds: 30).description,
                       "api.github.com did not answer within 30 s. Try again later.")
        XCTAssertEqual(APIError.timedOut(host: "127.0.0.1:8080", seconds: 0.25).description,
                       "127.0.0.1:8080 did not answer within 250 ms. Try again later.")
        XCTAssertEqual(APIError.cannotConnect(host: "api.github.com").description,
                       "Could not connect to api.github.com. The server may be down or the address wrong.")
        XCTAssertEqual(APIError.transportFailed(host: "h", reason: "the secure connection could not be established").description,
                       "The connection to h failed: the secure connection could not be established")
        XCTAssertEqual(APIError.cancelled.description, "The request was cancelled.")
        XCTAssertEqual(APIError.cancelled.localizedDescription, "The request was cancelled.")
        XCTAssertTrue(APIError.offline(host: "h").isTransportFailure)
        XCTAssertFalse(APIError.cancelled.isTransportFailure)
    }

    func testURLErrorCodesMapToTransportCases() {
        let timed = HTTPRequest(url: request.url, timeout: 5)
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.notConnectedToInternet), request: timed),
                       .offline(host: "api.github.com"))
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.timedOut), request: timed),
                       .timedOut(host: "api.github.com", seconds: 5))
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.cannotConnectToHost), request: timed),
                       .cannotConnect(host: "api.github.com"))
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.cannotFindHost), request: timed),
                       .cannotConnect(host: "api.github.com"))
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.cancelled), request: timed), .cancelled)
        XCTAssertEqual(TransportErrorMapping.apiError(for: URLError(.badServerResponse), request: timed).description,
                       "The connection to api.github.com failed: the server's answer was not valid HTTP")
    }

    private func decode<Request: APIRequest>(_ request: Request, _ body: String,
                                             type: String = "application/json") -> APIError? {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": type], body: Data(body.utf8))
        guard let sent = try? request.makeHTTPRequest() else { return nil }
        do throws(APIError) {
            _ = try APIClient.read(response, for: request, sent: sent)
            return nil
        } catch {
            return error
        }
    }
}
