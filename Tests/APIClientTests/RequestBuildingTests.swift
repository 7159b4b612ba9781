@testable import APIClient
import Apps
import Foundation
import XCTest

final class RequestBuildingTests: XCTestCase {
    private struct FormRequest: APIRequest {
        typealias Response = JSONValue
        var method: HTTPMethod = .post
        var encoding: ParameterEncoding = .methodDependent
        var baseURL = URL(string: "https://example.com/api/")!
        var path = "/items"
        var parameters: Parameters = ["keyword": "ラーメン 二郎", "ids": [1, 2], "expr": "a+b&c=d"]
    }

    func testGitHubRepositoriesURLEncodesTheUserName() throws {
        let request = try GitHubUserReposRequest(username: "octo cat/../x").makeHTTPRequest()
        XCTAssertEqual(request.url.absoluteString, "https://api.github.com/users/octo%20cat%2F..%2Fx/repos")
        XCTAssertEqual(request.method, .get)
        XCTAssertNil(request.body)
        XCTAssertEqual(request.timeout, 30)
    }

    func testQueryEncodingOfJapaneseSpacesAndReservedCharacters() throws {
        let request = try GitHubSearchRepositoriesRequest(query: "ラーメン a+b&c=d", page: 2).makeHTTPRequest()
        XCTAssertEqual(
            request.url.absoluteString,
            "https://api.github.com/search/repositories?q=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3%20a%2Bb%26c%3Dd&page=2")
        XCTAssertEqual(QueryString.pairs(of: request.url).map(\.value), ["ラーメン a+b&c=d", "2"])
    }

    func testGitHubHeadersCarryTheTokenOnlyWhenSet() throws {
        let anonymous = try GitHubUsersRequest(since: 135).makeHTTPRequest()
        XCTAssertEqual(anonymous.url.absoluteString, "https://api.github.com/users?since=135")
        XCTAssertEqual(anonymous.headers["accept"], "application/vnd.github+json")
        XCTAssertEqual(anonymous.headers["User-Agent"], "rxs")
        XCTAssertNil(anonymous.headers["Authorization"])
        let api = GitHubAPI(environment: APIEnvironment.builtIn(["GITHUB_TOKEN": "ghp_secret123"]))
        let authorized = try GitHubUsersRequest(since: 1, api: api).makeHTTPRequest()
        XCTAssertEqual(authorized.headers["authorization"], "Bearer ghp_secret123")
    }

    func testFormBodyForPostWithPercentEncoding() throws {
        let request = try FormRequest().makeHTTPRequest()
        XCTAssertEqual(request.url.absoluteString, "https://example.com/api/items")
        XCTAssertEqual(request.headers["Content-Type"], "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(request.headers["Accept"], "application/json")
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(request.body), as: UTF8.self),
            "keyword=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3%20%E4%BA%8C%E9%83%8E&ids%5B%5D=1&ids%5B%5D=2&expr=a%2Bb%26c%3Dd")
    }

    func testJSONBodyKeepsTypes() throws {
        var form = FormRequest()
        form.method = .put
        form.encoding = .jsonBody
        let request = try form.makeHTTPRequest()
        XCTAssertEqual(request.method, .put)
        XCTAssertEqual(request.headers["Content-Type"], "application/json; charset=utf-8")
        XCTAssertEqual(String(decoding: try XCTUnwrap(request.body), as: UTF8.self),
                       #"{"expr":"a+b&c=d","ids":[1,2],"keyword":"ラーメン 二郎"}"#)
    }

    func testDeleteAndExplicitQueryEncodingUseTheQueryString() throws {
        var form = FormRequest()
        form.method = .delete
        form.parameters = ["id": 7]
        XCTAssertEqual(try form.makeHTTPRequest().url.absoluteString, "https://example.com/api/items?id=7")
        form.method = .post
        form.encoding = .queryString
        let request = try form.makeHTTPRequest()
        XCTAssertEqual(request.url.absoluteString, "https://example.com/api/items?id=7")
        XCTAssertNil(request.body)
    }

    func testAnInvalidBaseURLIsAnInvalidRequestError() {
        var form = FormRequest()
        form.baseURL = URL(fileURLWithPath: "/tmp")
        XCTAssertThrowsError(try form.makeHTTPRequest()) { error in
            XCTAssertEqual((error as? APIError)?.description,
                           "Could not build the request: \"file:///tmp/items\" is not a valid http(s) URL.")
        }
    }

    func testFoursquareV2WithClientCredentials() throws {
        let environment = APIEnvironment.builtIn([
            "FOURSQUARE_CLIENT_ID": "cid1234", "FOURSQUARE_CLIENT_SECRET": "csecret5678", "FOURSQUARE_API_KEY": "",
        ])
        let request = try FoursquareVenueSearchRequest(query: "coffee", environment: environment).makeHTTPRequest()
        XCTAssertEqual(
            request.url.absoluteString,
            "https://api.foursquare.com/v2/venues/search?ll=35.7260747%2C139.72983&query=coffee"
                + "&client_id=cid1234&client_secret=csecret5678&v=20180323")
        XCTAssertNil(request.headers["Authorization"])
    }

    func testFoursquareV3WithAnAPIKey() throws {
        let environment = APIEnvironment.builtIn(["FOURSQUARE_API_KEY": "fsq3key", "FOURSQUARE_CLIENT_ID": "only-id"])
        let request = try FoursquareVenueSearchRequest(query: "", environment: environment).makeHTTPRequest()
        XCTAssertEqual(request.url.absoluteString,
                       "https://api.foursquare.com/v3/places/search?ll=35.7260747%2C139.72983&query=")
        XCTAssertEqual(request.headers["Authorization"], "fsq3key")
    }

    func testFoursquareWithoutCredentialsIsAPlainV2Request() throws {
        let request = try FoursquareVenueSearchRequest(query: "x", environment: APIEnvironment.builtIn())
            .makeHTTPRequest()
        XCTAssertEqual(request.url.absoluteString,
                       "https://api.foursquare.com/v2/venues/search?ll=35.7260747%2C139.72983&query=x&v=20180323")
    }

    func testBaseURLOverridesFromTheEnvironment() throws {
        let environment = APIEnvironment.builtIn([
            "RXS_GITHUB_BASE_URL": "http://127.0.0.1:8080", "RXS_FEED_BASE_URL": "http://127.0.0.1:9090/feeds",
        ])
        let repos = try GitHubUserReposRequest(username: "a", api: GitHubAPI(environment: environment)).makeHTTPRequest()
        XCTAssertEqual(repos.url.absoluteString, "http://127.0.0.1:8080/users/a/repos")
        let feed = try FeedRequest(baseURL: environment.baseURL(of: FeedRequest.service)).makeHTTPRequest()
        XCTAssertEqual(feed.url.absoluteString, "http://127.0.0.1:9090/feeds/rss.xml")
        XCTAssertEqual(feed.headers["Accept"], "application/rss+xml, application/atom+xml, application/xml, text/xml")
        XCTAssertEqual(environment.baseURL(of: FoursquareVenueSearchRequest.service).absoluteString, "https://api.foursquare.com")
    }

    func testDefaultEndpoints() {
        let environment = APIEnvironment.builtIn()
        XCTAssertEqual(BuiltInServices.all.map { environment.baseURL(of: $0).absoluteString },
                       ["https://api.github.com", "https://api.foursquare.com", "http://www.sketchappsources.com"])
    }

    func testInvalidRequestMessagesHideCredentials() {
        var form = FormRequest()
        form.baseURL = URL(string: "ftp://example.com/?api_key=k3y")!
        XCTAssertThrowsError(try form.makeHTTPRequest()) { error in
            XCTAssertEqual((error as? APIError)?.description,
                           "Could not build the request: \"ftp://example.com/?api_key=REDACTED\" is not a valid http(s) URL.")
        }
    }

    func testPercentDecodingToleratesBrokenEscapes() {
        XCTAssertEqual(PercentEncoding.decode("100%25+sure%2", plusAsSpace: true), "100% sure%2")
        XCTAssertEqual(PercentEncoding.decode("%E3%81%82%zz"), "あ%zz")
        XCTAssertEqual(PercentEncoding.encode("a-b_c.d~e f"), "a-b_c.d~e%20f")
    }

    func testParametersKeepOrderAndReplaceInPlace() {
        var parameters: Parameters = ["b": 1, "a": 2]
        parameters["b"] = "x"
        parameters["c"] = true
        parameters["a"] = nil
        XCTAssertEqual(QueryString.encode(parameters), "b=x&c=true")
    }

    /// The query, written with the URL into one buffer, is what `QueryString.encode` gives
    /// after the URL and `?` (or `&` when the URL has a `?`): every kind of value, arrays and
    /// objects, non-ASCII names, empty ones, and a first parameter that writes nothing.
    func testTheQueryIsWrittenAfterTheURLAsEncodeWritesIt() throws {
        let parameters: Parameters = ["名": "a b", "list": .array([1, "x y"]), "obj": .object(["b": 2, "a": "&"]),
                                      "none": .array([]), "nul": .null, "d": .double(1.5), "f": .bool(false), "": ""]
        let query = "%E5%90%8D=a%20b&list%5B%5D=1&list%5B%5D=x%20y&obj%5Ba%5D=%26&obj%5Bb%5D=2&nul=&d=1.5&f=false&="
        XCTAssertEqual(QueryString.encode(parameters), query)
        XCTAssertEqual(try TypedRequest(types: [], given: parameters).makeHTTPRequest().url.absoluteString,
                       "https://example.com/items?" + query)
        let emptyFirst: Parameters = ["none": .array([]), "q": "1"]
        XCTAssertEqual(QueryString.encode(emptyFirst), "q=1")
        XCTAssertEqual(try TypedRequest(types: [], given: emptyFirst).makeHTTPRequest().url.absoluteString,
                       "https://example.com/items?q=1")
        XCTAssertEqual(try TypedRequest(types: [], given: ["none": .array([])]).makeHTTPRequest().url.absoluteString,
                       "https://example.com/items?")
        var marked = TypedRequest(types: [], given: ["q": "1"])
        marked.baseURL = URL(string: "https://example.com/api?k=v")!
        XCTAssertEqual(try marked.makeHTTPRequest().url.absoluteString, "https://example.com/api?k=v/items&q=1")
    }

    /// A request whose types and parameters are given by the test, counting the reads of its
    /// parameters (an app's getter builds them anew at each read).
    private struct TypedRequest: APIRequest {
        final class Reads: @unchecked Sendable { var parameters = 0 }
        typealias Response = JSONValue
        var method: HTTPMethod = .get
        var baseURL = URL(string: "https://example.com")!
        var path = "/items"
        var types: [String]
        var given: Parameters = ["q": "a b"]
        let reads = Reads()
        var parameters: Parameters {
            reads.parameters += 1
            return given
        }
        var acceptableContentTypes: [String] { types }
    }

    /// `Accept` lists the acceptable types as `joined(separator: ", ")` lists them, for none,
    /// one, two and three types (empty ones too); the parameters are read once, in the query
    /// and in a body alike.
    func testAcceptListsTheTypesAndTheParametersAreReadOnce() throws {
        let lists = [[], ["text/plain"], ["a/b", "c/d"], ["a/b", "", "ラ/メン"], ["", ""]]
        for types in lists {
            let request = TypedRequest(types: types)
            let built = try request.makeHTTPRequest()
            XCTAssertEqual(built.headers["Accept"], types.isEmpty ? nil : types.joined(separator: ", "), "\(types)")
            XCTAssertEqual(built.url.absoluteString, "https://example.com/items?q=a%20b")
            XCTAssertEqual(request.reads.parameters, 1)
        }
        let posted = TypedRequest(method: .post, types: ["a/b"])
        let built = try posted.makeHTTPRequest()
        XCTAssertEqual(built.body.map { String(decoding: $0, as: UTF8.self) }, "q=a%20b")
        XCTAssertEqual(posted.reads.parameters, 1)
        let empty = TypedRequest(types: ["a/b"], given: [:])
        XCTAssertEqual(try empty.makeHTTPRequest().url.absoluteString, "https://example.com/items")
        XCTAssertEqual(empty.reads.parameters, 1)
    }
}
