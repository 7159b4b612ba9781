@testable import APIClient
import Foundation
import XCTest

final class PageLinksTests: XCTestCase {
    func testPageLinksParsing() {
        let links = PageLinks(header: #"<https://api.github.com/search/repositories?q=a,b&page=2>; rel="next", <https://api.github.com/search/repositories?q=a,b&page=34>; rel="last", <https://x/?page=1>; rel="first prev""#)
        XCTAssertEqual(links.nextPage, 2)
        XCTAssertEqual(links.lastPage, 34)
        XCTAssertEqual(links.first?.absoluteString, "https://x/?page=1")
        XCTAssertEqual(links.previous?.absoluteString, "https://x/?page=1")
        XCTAssertEqual(PageLinks(header: nil), PageLinks())
        XCTAssertEqual(PageLinks(header: "garbage; rel=next"), PageLinks())
        XCTAssertEqual(PageLinks(header: "<https://a/?page=3>; rel=next, <https://b/?page=4>; rel=next").nextPage, 3)
    }
}
