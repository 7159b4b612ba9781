import APIClient
import RxCocoa
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import RxSwift
import XCTest

/// `URLSession.rx` as RxCocoa's: real HTTP against a server on 127.0.0.1.
final class URLSessionRxTests: XCTestCase {
    private var server: LoopbackHTTPServer!
    private let session = URLSession(configuration: .ephemeral)

    override func setUpWithError() throws {
        server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/ok": return .json(200, #"{"name":"Ann","repos":[1,2]}"#)
            case "/missing": return .json(404, #"{"message":"Not Found"}"#)
            default: return .json(200, "not json")
            }
        }
    }

    override func tearDown() {
        session.invalidateAndCancel()
        server.stop()
    }

    /// The events of `source`, waiting up to 5 s for its end.
    private func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
        let ended = expectation(description: "ended")
        let lock = NSLock()
        nonisolated(unsafe) var events: [Event<Element>] = []
        let subscription = source.subscribe { event in
            lock.withLock { events.append(event) }
            if event.isStopEvent { ended.fulfill() }
        }
        wait(for: [ended], timeout: 5)
        subscription.dispose()
        return lock.withLock { events }
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: server.baseURL.appendingPathComponent(path))
    }

    func testResponseEmitsTheResponseAndBodyWhateverTheStatusThenCompletes() {
        let events = events(session.rx.response(request: request("missing")))
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?.element?.response.statusCode, 404)
        XCTAssertEqual(events.first?.element.map { String(decoding: $0.data, as: UTF8.self) }, #"{"message":"Not Found"}"#)
        XCTAssertTrue(events.last?.isCompleted ?? false)
        XCTAssertEqual(server.requests.map(\.target), ["/missing"])
    }

    func testDataIsTheBodyOfA2xxAndFailsOtherwise() {
        let ok = events(session.rx.data(request: request("ok")))
        XCTAssertEqual(ok.first?.element.map { String(decoding: $0, as: UTF8.self) }, #"{"name":"Ann","repos":[1,2]}"#)
        XCTAssertTrue(ok.last?.isCompleted ?? false)

        let missing = events(session.rx.data(request: request("missing")))
        guard case .error(RxCocoaURLError.httpRequestFailed(let response, let data))? = missing.last else {
            return XCTFail("expected httpRequestFailed, got \(missing)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"message":"Not Found"}"#)
    }

    func testJSONReadsTheBodyOrFailsWithADeserializationError() {
        let ok = events(session.rx.json(request: request("ok")))
        let object = ok.first?.element as? [String: Any]
        XCTAssertEqual(object?["name"] as? String, "Ann")
        XCTAssertEqual((object?["repos"] as? [Any])?.count, 2)

        let garbled = events(session.rx.json(url: server.baseURL.appendingPathComponent("garbled")))
        guard case .error(RxCocoaURLError.deserializationError)? = garbled.last else {
            return XCTFail("expected deserializationError, got \(garbled)")
        }
    }

    func testNothingIsSentBeforeSubscription() {
        _ = session.rx.data(request: request("ok"))
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(server.requests.count, 0)
    }
}
