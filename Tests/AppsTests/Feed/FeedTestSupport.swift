import Phone
import APIClient
import Foundation
import RxSwift
import RxTest
import RxUI
import XCTest

@testable import Apps

/// What the default fixtures hold for the feed screen.
enum SketchFeed {
    static let rssURL = URL(string: "http://www.sketchappsources.com/rss.xml")
    static let atomURL = URL(string: "http://www.sketchappsources.com/atom.xml")
    static let rssEntryCount = 26
    static let atomEntryCount = 12

    static let firstTitle = "iOS 17 GUI Kit .sketch resource"
    static let firstAuthor = "by Tomás Herrera"
    static let firstImage = "http://www.sketchappsources.com/resources/source-image/ios-17-gui-kit.jpg"
    static let firstLink = "http://www.sketchappsources.com/free-source/4925-ios-17-gui-kit.html"
    static let firstDay = "2024-06-03"
    /// The fourth entry's title is `Wireframe Kit for iOS &amp; Android` in the XML.
    static let fourthTitle = "Wireframe Kit for iOS & Android .sketch resource"
}

/// A virtual clock in milliseconds and the offline network on it, for ViewModel tests. No
/// simulated processing delay, so outputs carry the exact times of the inputs and answers.
struct FeedTestBench {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let network: NetworkStack

    init(fixtureDirectories: [URL] = []) {
        network = NetworkStack(mode: .fixtures(directories: fixtureDirectories), environment: APIEnvironment.builtIn(),
                               scheduler: DeliveryScheduler(scheduler))
    }

    /// Builds the ViewModel with this clock as the Driver/Signal scheduler.
    func makeViewModel(refresh: Observable<Void>, request: FeedRequest = FeedRequest()) -> FeedViewModel {
        SharingScheduler.mock(scheduler: scheduler) {
            FeedViewModel(refresh: refresh, request: request, client: network.client)
        }
    }

    /// When the pending fixture answers are due.
    var pendingResponseTimes: [Int] {
        scheduler.pendingWork.filter { $0.label == "network response" }.map(\.time)
    }
}

/// A folder of cassettes written for one test; removed by `remove()`.
struct FeedCassetteFolder {
    let url: URL

    init(_ cassettes: [String: Cassette]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-feed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, cassette) in cassettes {
            try JSONEncoder().encode(cassette).write(to: url.appendingPathComponent(name + ".json"))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A valid RSS 2.0 feed with no items at `url`.
    static func emptyRSS(at url: String) -> Cassette {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Sketch App Sources</title>\
            <link>http://www.sketchappsources.com/</link></channel></rss>
            """
        return Cassette(request: .init(method: "GET", url: url),
                        response: .init(status: 200, headers: ["Content-Type": "application/rss+xml"], text: xml))
    }
}

/// A Device seen from the feed tests: snapshot values by path and waits in milliseconds.
/// (A wrapper rather than a `Device` extension, so other apps' test helpers cannot clash.)
struct FeedPhone {
    let device: Device

    @MainActor init(registry: ScreenRegistry = AppCatalog.registry) {
        device = Device.apps(registry: registry)
    }

    @MainActor var scheduler: VirtualTickScheduler { device.scheduler }
    @MainActor var window: Window { device.window }
    @MainActor var faults: FaultInjectingTransport { device.network.faults }

    /// The value at a snapshot path of what the phone shows now.
    @MainActor func value(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> SnapshotValue? {
        do {
            return try device.window.snapshot().value(at: path)
        } catch {
            XCTFail("\(path): \(error)", file: file, line: line)
            return nil
        }
    }

    @MainActor func open(_ name: String = FeedViewController.screenName) throws {
        try device.open(name)
    }

    /// Runs a user action, then what it made due now (as the shell does after each line).
    @MainActor func act(_ action: (Window) throws -> Void) throws {
        try action(device.window)
        device.scheduler.runDue()
    }

    /// Moves the virtual clock forward by `milliseconds`, running what falls due.
    @MainActor func wait(_ milliseconds: Int) {
        device.scheduler.advanceTo(device.scheduler.clock + milliseconds)
    }

    /// The registry with `feed` reading `url` instead of the default RSS feed.
    @MainActor static func registry(feedURL: URL?) -> ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register(FeedViewController.screenName) { environment in
            var environment = environment
            environment.feedURL = feedURL
            return FeedViewController(environment: environment)
        }
        return registry
    }
}
