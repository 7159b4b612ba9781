import RxSwift
import RxUI
@testable import UIKit
import XCTest

final class WebViewTests: XCTestCase {
    func testLoadingTakesVirtualTimeThenShowsTheTitle() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = VirtualTimeScheduler()
            let web = WebView(id: "web", scheduler: scheduler, loadTime: .milliseconds(300))
            let finished = Recorder(web.rx.didFinishLoad)
            web.load("https://example.com/a", title: "A")
            XCTAssertEqual(web._elementSnapshot(), .webView(id: "web", url: "https://example.com/a", title: nil, loading: true))
            scheduler.advanceTo(299)
            XCTAssertTrue(web.isLoading)
            scheduler.advanceTo(300)
            XCTAssertEqual(web._elementSnapshot(), .webView(id: "web", url: "https://example.com/a", title: "A", loading: false))
            XCTAssertEqual(finished.elements.count, 1)
        }
    }

    func testHistoryGoesBackAndForward() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = VirtualTimeScheduler()
            let web = WebView(id: "web", scheduler: scheduler)
            web.load("https://example.com/a", title: "A")
            web.load("https://example.com/b", title: "B")
            scheduler.advanceTo(1_000)
            XCTAssertTrue(web.canGoBack)
            XCTAssertFalse(web.canGoForward)
            web.goBack()
            scheduler.advanceTo(2_000)
            XCTAssertEqual(web.title, "A")
            XCTAssertTrue(web.canGoForward)
            web.load("https://example.com/c")
            XCTAssertFalse(web.canGoForward, "loading a new page drops the forward history")
        }
    }

    func testANewLoadCancelsThePendingOne() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = VirtualTimeScheduler()
            let web = WebView(id: "web", scheduler: scheduler, loadTime: .milliseconds(300))
            let finished = Recorder(web.rx.didFinishLoad)
            web.load("https://example.com/a", title: "A")
            scheduler.advanceTo(200)
            web.load("https://example.com/b", title: "B")
            scheduler.advanceTo(400)
            XCTAssertTrue(web.isLoading)
            scheduler.advanceTo(500)
            XCTAssertEqual(finished.elements.count, 1)
            XCTAssertEqual(web.title, "B")
        }
    }
}
