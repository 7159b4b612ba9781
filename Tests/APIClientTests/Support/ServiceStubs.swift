import Foundation
import LoopbackHTTP

/// Answers shaped like the real services, served by the loopback server.
enum ServiceStubs {
    static let reposJSON = #"""
        [{"id":1296269,"node_id":"MDEwOlJlcG9zaXRvcnkxMjk2MjY5","name":"Hello-World","full_name":"octocat/Hello-World","private":false,
        "owner":{"login":"octocat","id":583231},"html_url":"https://github.com/octocat/Hello-World","description":"My first repository on GitHub!",
        "fork":false,"language":null,"stargazers_count":2500,"forks_count":2400,"created_at":"2011-01-26T19:01:12Z","updated_at":"2024-01-01T00:00:00Z"}]
        """#
    static let searchJSON = #"""
        {"total_count":1,"incomplete_results":false,"items":[{"id":33569135,"name":"RxSwift","full_name":"ReactiveX/RxSwift",
        "owner":{"login":"ReactiveX","id":6407041},"html_url":"https://github.com/ReactiveX/RxSwift","stargazers_count":24000}]}
        """#
    static let venuesJSON = #"""
        {"meta":{"code":200,"requestId":"5ad78a884c1f671595d8f908"},"response":{"venues":[{"id":"4b5983faf964a520f38a28e3","name":"新大塚駅",
        "location":{"address":"大塚4-51-5","lat":35.7260747,"lng":139.72983,"city":"文京区","state":"東京都"},
        "categories":[{"icon":{"prefix":"https://ss3.4sqi.net/img/categories_v2/travel/subway_","suffix":".png"}}]}]}}
        """#
    static let notFoundJSON = #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#
    static let rateLimitJSON = #"{"message":"API rate limit exceeded for 127.0.0.1.","documentation_url":"https://docs.github.com/rest"}"#
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Sketch App Sources</title>
        <link>http://www.sketchappsources.com/</link><item><title>Kit</title><link>http://www.sketchappsources.com/1.html</link>
        <description><![CDATA[<img src="http://www.sketchappsources.com/1.jpg"><p>by mafmoff</p>]]></description>
        <pubDate>Thu, 06 Nov 2014 17:20:16 -0800</pubDate></item></channel></rss>
        """

    /// Routes by path; `/users/slow/repos` answers only after two seconds.
    static func respond(to request: LoopbackHTTPServer.Request, port: UInt16) -> LoopbackHTTPServer.Response {
        let path = request.target.split(separator: "?").first.map(String.init) ?? request.target
        switch path {
        case "/users/octocat/repos":
            return .json(200, reposJSON, headers: [("Set-Cookie", "session=abc123; HttpOnly")])
        case "/users/nobody/repos":
            return .json(404, notFoundJSON)
        case "/users/limited/repos":
            return .json(403, rateLimitJSON, headers: [
                ("X-RateLimit-Limit", "60"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1700003600"),
                ("X-RateLimit-Used", "60"), ("X-RateLimit-Resource", "core"),
            ])
        case "/users/broken/repos":
            return LoopbackHTTPServer.Response(status: 500, headers: [], body: Data())
        case "/users/html/repos":
            return LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
                                               body: Data("<html><body>Sign in</body></html>".utf8))
        case "/users/slow/repos":
            return .json(200, "[]", delay: 2)
        case "/search/repositories":
            let next = "<http://127.0.0.1:\(port)/search/repositories?q=rxswift&page=2>; rel=\"next\""
            return .json(200, searchJSON, headers: [("Link", next)])
        case "/v2/venues/search":
            // Echoes the request (with its credentials) the way paging links do.
            return .json(200, venuesJSON, headers: [("Link", "<http://127.0.0.1:\(port)\(request.target)>; rel=\"self\"")])
        case "/rss.xml":
            return LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "application/rss+xml")],
                                               body: Data(rss.utf8))
        default:
            return .json(404, notFoundJSON)
        }
    }
}
