import APIClient
import Foundation
import RxSwift
import RxTest
import RxUI
import XCTest

@testable import Apps

/// The feed ViewModel's timing on virtual time (1 tick = 1 ms, fixture latency 200 ms).
final class FeedViewModelTests: XCTestCase {
    private let disposeBag = DisposeBag()

    private struct Outputs {
        let refreshing: TestableObserver<Bool>
        let titles: TestableObserver<[String]>
        let failures: TestableObserver<String>
    }

    /// Subscribes to every output at `time`, as the screen does when it opens.
    private func observe(_ viewModel: FeedViewModel, on bench: FeedTestBench, at time: Int) -> Outputs {
        let outputs = Outputs(refreshing: bench.scheduler.createObserver(Bool.self),
                              titles: bench.scheduler.createObserver([String].self),
                              failures: bench.scheduler.createObserver(String.self))
        bench.scheduler.scheduleAt(time) { [disposeBag] in
            viewModel.isRefreshing.drive(outputs.refreshing).disposed(by: disposeBag)
            viewModel.entries.map { $0.map(\.title) }.drive(outputs.titles).disposed(by: disposeBag)
            viewModel.failure.emit(to: outputs.failures).disposed(by: disposeBag)
        }
        return outputs
    }

    private var rssTitles: [String] {
        get throws {
            let cassette = try XCTUnwrap(BuiltInServices.cassette(named: "feed/sketch-rss.json"))
            let text = try XCTUnwrap(Cassette.load(from: cassette).response.text)
            return try FeedParser.parse(Data(text.utf8)).entries.map(\.title)
        }
    }

    func testLoadsOnOpenAndAnswersAfterTheLatency() throws {
        let bench = FeedTestBench()
        let viewModel = bench.makeViewModel(refresh: .never())
        let outputs = observe(viewModel, on: bench, at: 100)

        bench.scheduler.advanceTo(100)
        XCTAssertEqual(bench.pendingResponseTimes, [300], "one request, sent on open")
        bench.scheduler.advanceTo(299)
        XCTAssertEqual(outputs.titles.events.count, 0)
        bench.scheduler.advanceTo(1_000)

        let titles = try rssTitles
        XCTAssertEqual(titles.count, SketchFeed.rssEntryCount)
        XCTAssertEqual(outputs.refreshing.events, [.next(100, true), .next(300, false)])
        XCTAssertEqual(outputs.titles.events, [.next(300, titles)])
        XCTAssertEqual(outputs.failures.events, [])
        XCTAssertEqual(bench.network.client.log.entries.map(\.description),
                       ["GET http://www.sketchappsources.com/rss.xml → 200 OK"])
    }

    func testRefreshTurnsRefreshingOnUntilItsAnswer() throws {
        let bench = FeedTestBench()
        let refresh = bench.scheduler.createHotObservable([.next(1_000, ()), .next(2_500, ())])
        let viewModel = bench.makeViewModel(refresh: refresh.asObservable())
        let outputs = observe(viewModel, on: bench, at: 0)

        bench.scheduler.advanceTo(1_000)
        XCTAssertEqual(bench.pendingResponseTimes, [1_200])
        bench.scheduler.advanceTo(3_000)

        let titles = try rssTitles
        XCTAssertEqual(outputs.refreshing.events, [
            .next(0, true), .next(200, false), .next(1_000, true), .next(1_200, false),
            .next(2_500, true), .next(2_700, false),
        ])
        XCTAssertEqual(outputs.titles.events, [.next(200, titles), .next(1_200, titles), .next(2_700, titles)])
        XCTAssertEqual(refresh.subscriptions.count, 1, "one subscription to the refresh control, shared by every output")
        XCTAssertEqual(bench.network.client.log.entries.count, 3)
    }

    func testARefreshDuringALoadCancelsIt() throws {
        let bench = FeedTestBench()
        let refresh = bench.scheduler.createHotObservable([.next(150, ())])
        let viewModel = bench.makeViewModel(refresh: refresh.asObservable())
        let outputs = observe(viewModel, on: bench, at: 0)

        bench.scheduler.advanceTo(150)
        XCTAssertEqual(bench.pendingResponseTimes, [350], "the first request's answer is no longer awaited")
        bench.scheduler.advanceTo(1_000)

        XCTAssertEqual(outputs.refreshing.events, [.next(0, true), .next(150, true), .next(350, false)])
        XCTAssertEqual(outputs.titles.events, [.next(350, try rssTitles)])
        XCTAssertEqual(bench.network.client.log.entries.count, 1)
    }

    func testAFailureEndsTheLoadWithAMessageAndTheNextRefreshLoads() throws {
        let bench = FeedTestBench()
        bench.network.faults.failNext(.status(500))
        let refresh = bench.scheduler.createHotObservable([.next(1_000, ())])
        let viewModel = bench.makeViewModel(refresh: refresh.asObservable())
        let outputs = observe(viewModel, on: bench, at: 0)
        bench.scheduler.advanceTo(2_000)

        XCTAssertEqual(outputs.refreshing.events,
                       [.next(0, true), .next(200, false), .next(1_000, true), .next(1_200, false)])
        XCTAssertEqual(outputs.failures.events,
                       [.next(200, "www.sketchappsources.com answered HTTP 500 Internal Server Error.")])
        XCTAssertEqual(outputs.titles.events, [.next(1_200, try rssTitles)])
    }

    func testAnEmptyFeedEndsTheLoadWithoutNewEntriesOrAlert() throws {
        let url = "http://feeds.example.com/empty.xml"
        let folder = try FeedCassetteFolder(["empty": FeedCassetteFolder.emptyRSS(at: url)])
        defer { folder.remove() }
        let bench = FeedTestBench(fixtureDirectories: [folder.url])
        let refresh = bench.scheduler.createHotObservable([.next(1_000, ())])
        let request = FeedRequest(baseURL: try XCTUnwrap(URL(string: url)), path: "")
        let viewModel = bench.makeViewModel(refresh: refresh.asObservable(), request: request)
        let outputs = observe(viewModel, on: bench, at: 0)
        bench.scheduler.advanceTo(2_000)

        XCTAssertEqual(outputs.refreshing.events,
                       [.next(0, true), .next(200, false), .next(1_000, true), .next(1_200, false)])
        XCTAssertEqual(outputs.titles.events, [], "an empty list is filtered, so the rows on screen stay")
        XCTAssertEqual(outputs.failures.events, [])
        XCTAssertEqual(bench.network.client.log.entries.map(\.status), [200, 200])
    }

    func testReadsAnAtomFeedFromItsURL() throws {
        let bench = FeedTestBench()
        let request = FeedRequest(baseURL: try XCTUnwrap(SketchFeed.atomURL), path: "")
        let viewModel = bench.makeViewModel(refresh: .never(), request: request)
        let entries = bench.scheduler.createObserver([Entry].self)
        bench.scheduler.scheduleAt(0) { [disposeBag] in
            viewModel.entries.drive(entries).disposed(by: disposeBag)
        }
        bench.scheduler.advanceTo(1_000)

        XCTAssertEqual(entries.events.map(\.time), [200])
        let loaded = try XCTUnwrap(entries.events.first?.value.element)
        XCTAssertEqual(loaded.count, SketchFeed.atomEntryCount)
        XCTAssertEqual(loaded[0].title, SketchFeed.firstTitle)
        XCTAssertEqual(loaded[0].author, SketchFeed.firstAuthor)
        XCTAssertEqual(loaded[0].imageURL, SketchFeed.firstImage)
        XCTAssertEqual(loaded[0].link?.absoluteString, SketchFeed.firstLink)
        XCTAssertEqual(loaded[0].publishedDay, SketchFeed.firstDay)
        XCTAssertEqual(loaded[3].title, SketchFeed.fourthTitle)
        XCTAssertEqual(bench.network.client.log.entries.map(\.url), ["http://www.sketchappsources.com/atom.xml"])
    }
}
