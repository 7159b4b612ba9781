import UIKit
import XCTest

/// `import UIKit` alone makes URLSession and URLRequest visible, as iOS's Foundation has them
/// (on Linux they are FoundationNetworking's): this file imports nothing else of Foundation.
final class FoundationNetworkingVisibilityTests: XCTestCase {
    func testARequestIsBuiltWithOnlyUIKitImported() throws {
        let url = try XCTUnwrap(URL(string: "https://api.github.com/users/octocat"))
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
        request.httpMethod = "HEAD"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        XCTAssertEqual(request.httpMethod, "HEAD")
        XCTAssertEqual(request.url?.host, "api.github.com")
        XCTAssertEqual(request.value(forHTTPHeaderField: "accept"), "application/json")
        XCTAssertEqual(request.timeoutInterval, 5)
    }
}
