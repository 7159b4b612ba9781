import APIClient
import RxUI
import XCTest

@testable import Apps

/// Every failure the network can produce ends in an alert with refreshing off, and the next
/// pull to refresh loads the feed.
final class FeedFailureTests: XCTestCase, @unchecked Sendable {
    private static let alertTitle = "Error"

    /// Opens the feed with `fault` on its first request and checks the failure and recovery.
    @MainActor private func assertRecovers(from fault: Fault, failingAt failureTime: Int, message: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let phone = FeedPhone()
        phone.faults.failNext(fault)
        try phone.open()
        if failureTime > 0 {
            phone.wait(failureTime - 1)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true), "\(fault): still loading", file: file, line: line)
            XCTAssertEqual(phone.value("alert.visible"), .bool(false), file: file, line: line)
            phone.wait(1)
        }
        XCTAssertEqual(phone.value("alert.visible"), .bool(true), "\(fault)", file: file, line: line)
        XCTAssertEqual(phone.value("alert.title"), .string(Self.alertTitle), file: file, line: line)
        XCTAssertEqual(phone.value("alert.message"), .string(message), file: file, line: line)
        XCTAssertEqual(phone.value("alert.buttons"), .string("OK"), file: file, line: line)
        XCTAssertEqual(phone.value("table.refreshing"), .bool(false), "\(fault): refreshing ends", file: file, line: line)
        XCTAssertEqual(phone.value("table.count"), .int(0), file: file, line: line)
        XCTAssertEqual(phone.value("hud.visible"), .bool(false), file: file, line: line)

        try phone.act { try $0.dismissAlert() }
        try phone.act { try $0.pullToRefresh() }
        XCTAssertEqual(phone.value("table.refreshing"), .bool(true), file: file, line: line)
        phone.wait(200)
        XCTAssertEqual(phone.value("table.refreshing"), .bool(false), file: file, line: line)
        XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount), "\(fault): next refresh",
                       file: file, line: line)
        XCTAssertEqual(phone.value("alert.visible"), .bool(false), file: file, line: line)
    }

    func testNotFound() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .status(404), failingAt: 200,
                               message: "www.sketchappsources.com answered HTTP 404 Not Found.")
        }
    }

    func testForbidden() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .status(403), failingAt: 200,
                               message: "www.sketchappsources.com answered HTTP 403 Forbidden.")
        }
    }

    func testUnprocessable() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .status(422), failingAt: 200,
                               message: "www.sketchappsources.com answered HTTP 422 Unprocessable Content.")
        }
    }

    func testCannotConnect() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .cannotConnect, failingAt: 0,
                               message: """
                                   Could not connect to www.sketchappsources.com. The server may be down or the \
                                   address wrong.
                                   """)
        }
    }

    func testEmptyBody() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .emptyBody, failingAt: 200,
                               message: "Could not read Feed from the response: the body is empty.")
        }
    }

    func testServerError() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .status(500), failingAt: 200,
                               message: "www.sketchappsources.com answered HTTP 500 Internal Server Error.")
        }
    }

    func testTimeout() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .timeout, failingAt: 30_000,
                               message: "www.sketchappsources.com did not answer within 30 s. Try again later.")
        }
    }

    func testOffline() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .offline, failingAt: 0, message: """
                The network is offline, so www.sketchappsources.com could not be reached. \
                Check the connection and try again.
                """)
        }
    }

    func testMalformedXML() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .malformedBody, failingAt: 200, message: """
                Could not read Feed from the response: the XML is malformed near line 113, column 61 (the document ends inside <link>).
                """)
        }
    }

    func testWrongContentType() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertRecovers(from: .wrongContentType, failingAt: 200, message: """
                www.sketchappsources.com sent text/html, expected one of application/rss+xml, \
                application/atom+xml, application/xml, text/xml.
                """)
        }
    }

    func testAFailedRefreshKeepsTheRowsAndTheNextOneWorks() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            phone.wait(200)
            phone.faults.failNext(.status(500))
            try phone.act { try $0.pullToRefresh() }
            phone.wait(200)
            XCTAssertEqual(phone.value("alert.visible"), .bool(true))
            XCTAssertEqual(phone.value("table.refreshing"), .bool(false))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount), "the rows of the last load stay")

            try phone.act { try $0.dismissAlert() }
            try phone.act { try $0.pullToRefresh() }
            phone.wait(200)
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount))
            XCTAssertEqual(phone.value("alert.visible"), .bool(false))
            XCTAssertEqual(phone.device.network.client.log.entries.map(\.status), [200, 500, 200])
        }
    }
}
