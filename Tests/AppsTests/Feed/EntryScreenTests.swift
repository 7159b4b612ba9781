import Foundation
import RxSwift
import RxTest
import RxUI
import XCTest

@testable import Apps

/// Selecting a feed row pushes the `entry` screen: a web view loading the entry's link.
final class EntryScreenTests: XCTestCase, @unchecked Sendable {
    @MainActor private func loadedFeed() throws -> FeedPhone {
        let phone = FeedPhone()
        try phone.open()
        phone.wait(200)
        return phone
    }

    func testSelectingARowPushesTheEntryAndThePageLoads() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = try loadedFeed()
            try phone.act { try $0.selectRow(0) }

            XCTAssertEqual(phone.value("nav.depth"), .int(2))
            XCTAssertEqual(phone.value("nav.screen"), .string("entry"))
            XCTAssertEqual(phone.value("nav.title"), .string(SketchFeed.firstTitle))
            XCTAssertEqual(phone.value("web.url"), .string(SketchFeed.firstLink))
            XCTAssertEqual(phone.value("web.loading"), .bool(true))
            XCTAssertEqual(phone.value("web.title"), .null, "no document title before the page loads")
            XCTAssertEqual(phone.value("hud.visible"), .bool(true))

            phone.wait(299)
            XCTAssertEqual(phone.value("web.loading"), .bool(true))
            phone.wait(1)
            XCTAssertEqual(phone.value("web.loading"), .bool(false))
            XCTAssertEqual(phone.value("web.title"), .string(SketchFeed.firstTitle))
            XCTAssertEqual(phone.value("hud.visible"), .bool(false))
            XCTAssertEqual(phone.value("web.canGoBack"), .bool(false))
        }
    }

    func testBackReturnsToTheListAsItWas() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = try loadedFeed()
            try phone.act { try $0.selectRow(3) }
            XCTAssertEqual(phone.value("web.url"),
                           .string("http://www.sketchappsources.com/free-source/4922-wireframe-kit-ios-android.html"))
            phone.wait(300)
            try phone.act { try $0.goBack() }

            XCTAssertEqual(phone.value("nav.depth"), .int(1))
            XCTAssertEqual(phone.value("nav.title"), .string("Latest Sketch 100"))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount))
            XCTAssertEqual(phone.value("table.refreshing"), .bool(false))
            XCTAssertEqual(phone.value("table.selected"), .null, "no row stays selected")
            XCTAssertEqual(phone.device.network.client.log.entries.count, 1, "going back does not reload the feed")
            XCTAssertThrowsError(try phone.window.goBack()) { error in
                XCTAssertEqual("\(error)", "already at the root screen: there is nothing to go back to")
            }
        }
    }

    func testBackWhileThePageLoadsHidesTheHUDAndStopsTheLoad() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = try loadedFeed()
            try phone.act { try $0.selectRow(1) }
            phone.wait(100)
            XCTAssertEqual(phone.value("hud.visible"), .bool(true))
            try phone.act { try $0.goBack() }

            XCTAssertEqual(phone.value("hud.visible"), .bool(false))
            XCTAssertEqual(phone.scheduler.pendingWork, [], "no page load or HUD update left behind")
            phone.wait(1_000)
            XCTAssertEqual(phone.value("hud.visible"), .bool(false))
        }
    }

    func testTheEntryViewModelIsLoadingUntilTheWebViewFinishes() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            let webView = WebView(id: "web", scheduler: scheduler, loadTime: .milliseconds(300))
            let entry = Entry(title: "Chat UI Kit", link: URL(string: "http://example.com/chat"), publishedDate: nil,
                              content: "")
            let viewModel = SharingScheduler.mock(scheduler: scheduler) {
                EntryViewModel(entry: entry, didFinishLoad: webView.rx.didFinishLoad.asObservable())
            }
            let loading = scheduler.createObserver(Bool.self)
            let pages = scheduler.createObserver(EntryViewModel.Page.self)
            let disposeBag = DisposeBag()
            scheduler.scheduleAt(50) {
                viewModel.page.drive(onNext: { webView.load($0.url, title: $0.title) }).disposed(by: disposeBag)
                viewModel.page.drive(pages).disposed(by: disposeBag)
                viewModel.isLoading.drive(loading).disposed(by: disposeBag)
            }
            scheduler.advanceTo(1_000)

            XCTAssertEqual(pages.events, [
                .next(50, EntryViewModel.Page(url: "http://example.com/chat", title: "Chat UI Kit")), .completed(50),
            ])
            XCTAssertEqual(loading.events, [.next(50, true), .next(350, false)])
        }
    }

    func testAnEntryWithoutALinkOpensABlankPage() {
        let viewModel = EntryViewModel(entry: Entry(title: "No link", link: nil, publishedDate: nil, content: "<p>x</p>"),
                                       didFinishLoad: .never())
        var pages: [EntryViewModel.Page] = []
        _ = viewModel.page.drive(onNext: { pages.append($0) })
        XCTAssertEqual(pages, [EntryViewModel.Page(url: "about:blank", title: "No link")])
    }
}
