@testable import APIClient
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import XCTest

/// A live answer is bounded: its body (as announced, as sent without a length, and as it
/// inflates from gzip) and its header fields (count and size). Past a bound the request fails
/// with a readable error instead of taking the memory; under it everything arrives.
final class LiveResponseLimitTests: XCTestCase {
    private let limit = 4_096

    private func send(_ response: LoopbackHTTPServer.Response, limit: Int? = nil) throws
        -> (Result<HTTPResponse, APIError>?, LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer { _ in response }
        addTeardownBlock { server.stop() }
        let transport = LiveTransport(maximumBodyBytes: limit ?? self.limit)
        let done = expectation(description: "answered")
        let delivered = Guarded<Result<HTTPResponse, APIError>?>(nil)
        let task = transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("big"), timeout: 10)) { result in
            delivered.withLock { $0 = result }
            done.fulfill()
        }
        wait(for: [done], timeout: 15)
        _ = task
        return (delivered.withLock { $0 }, server)
    }

    private func assertTooLarge(_ result: Result<HTTPResponse, APIError>?, file: StaticString = #filePath, line: UInt = #line) {
        guard case .failure(.transportFailed(_, let reason))? = result else {
            return XCTFail("expected a readable failure, got \(String(describing: result))", file: file, line: line)
        }
        XCTAssertEqual(reason, "the answer is larger than rxs's limit of 4096 bytes", file: file, line: line)
    }

    func testABodyOverTheLimitFailsWhetherAnnouncedOrNot() throws {
        let body = String(repeating: "x", count: limit + 1)
        assertTooLarge(try send(.init(status: 200, headers: [("Content-Type", "text/plain")], body: Data(body.utf8))).0)
        // No Content-Length: read until the server closes, counted as it arrives.
        assertTooLarge(try send(.raw("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n" + body)).0)
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + String(repeating: "400\r\n" + String(repeating: "y", count: 1024) + "\r\n", count: 5) + "0\r\n\r\n"
        assertTooLarge(try send(.raw(chunked)).0)
    }

    func testABodyAtTheLimitArrivesWhole() throws {
        let body = Data(String(repeating: "z", count: limit).utf8)
        let (result, _) = try send(.init(status: 200, headers: [("Content-Type", "text/plain")], body: body))
        XCTAssertEqual(try XCTUnwrap(result).get().body, body)
    }

    func testACompressedBodyIsBoundedAsItInflates() throws {
        // 1 MB of zeros gzips to about a kilobyte: under the limit on the wire, far over it inflated.
        let inflated = Data(count: 1 << 20)
        let compressed = try gzip(inflated)
        XCTAssertLessThan(compressed.count, limit)
        let response = LoopbackHTTPServer.Response(status: 200, headers: [("Content-Type", "text/plain"), ("Content-Encoding", "gzip")],
                                                   body: compressed)
        assertTooLarge(try send(response).0)
        // Under a limit it fits, the same answer arrives inflated.
        let (fits, _) = try send(response, limit: 2 << 20)
        XCTAssertEqual(try XCTUnwrap(fits).get().body, inflated)
    }

    func testOnlyCommonEncodingsAreAdvertised() throws {
        let (_, server) = try send(.json(200, "{}"))
        XCTAssertEqual(server.requests.first?.header("Accept-Encoding"), "gzip, deflate")
    }

    func testManyOrHugeHeaderFieldsFailReadably() throws {
        var many = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n"
        for index in 0..<(ResponseHeaderLimits.maximumFieldCount + 10) { many += "X-Field-\(index): \(index)\r\n" }
        let (result, _) = try send(.raw(many + "\r\n{}"))
        guard case .failure(.transportFailed(_, let reason))? = result else { return XCTFail(String(describing: result)) }
        XCTAssertEqual(reason, ResponseHeaderLimits.tooLargeReason)

        var fewButLarge = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n"
        for index in 0..<20 { fewButLarge += "X-Big-\(index): " + String(repeating: "v", count: 60_000) + "\r\n" }
        // libcurl refuses these itself (its own header limit) before rxs sees them: either way a
        // readable failure, never a success holding them.
        let (large, _) = try send(.raw(fewButLarge + "\r\n{}"))
        guard case .failure(.transportFailed(_, let largeReason))? = large else { return XCTFail(String(describing: large)) }
        XCTAssertTrue([ResponseHeaderLimits.tooLargeReason, "the server's answer was not valid HTTP"].contains(largeReason), largeReason)
    }

    func testHeadersUnderTheLimitsArriveWithTheirValues() throws {
        var head = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n"
        for index in 0..<500 { head += "X-Field-\(index): value \(index)\r\n" }
        let (result, _) = try send(.raw(head + "\r\n{}"))
        let response = try XCTUnwrap(result).get()
        XCTAssertEqual(response.headers["x-field-499"], "value 499")
        XCTAssertEqual(response.headers["X-FIELD-0"], "value 0")
    }

    private func gzip(_ data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
        process.arguments = ["-c", "-9"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let collected = Guarded(Data())
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            let bytes = output.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0 = bytes }
        }
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        reader.wait()
        process.waitUntilExit()
        return collected.withLock { $0 }
    }
}

/// Headers are built and compared in linear time, so thousands of fields cost milliseconds.
final class HeaderSetScaleTests: XCTestCase {
    func testLaterFieldsReplaceEarlierOnesOfAnyCase() {
        let headers = HTTPHeaders([("Accept", "a"), ("X-One", "1"), ("ACCEPT", "b"), ("x-one", "2")])
        XCTAssertEqual(headers.fields.map(\.name), ["Accept", "X-One"])
        XCTAssertEqual(headers["accept"], "b")
        XCTAssertEqual(headers["X-ONE"], "2")
        XCTAssertEqual(headers, HTTPHeaders([("x-one", "2"), ("accept", "b")]))
        XCTAssertNotEqual(headers, HTTPHeaders([("x-one", "2"), ("accept", "a")]))
        XCTAssertNotEqual(headers, HTTPHeaders([("x-one", "2"), ("x-two", "b")]))
        // In the same order: the same spelling, another case, another value.
        XCTAssertEqual(headers, HTTPHeaders([("Accept", "b"), ("X-One", "2")]))
        XCTAssertEqual(headers, HTTPHeaders([("accept", "b"), ("x-ONE", "2")]))
        XCTAssertNotEqual(headers, HTTPHeaders([("Accept", "b"), ("X-One", "3")]))
        XCTAssertNotEqual(headers, HTTPHeaders([("Accept", "B"), ("X-One", "2")]), "values keep their case")
    }

    func testFiftyThousandFieldsBuildAndCompare() {
        // Quadratic work here would be over a billion comparisons (minutes in debug); the
        // figure itself is rxbench's business, this checks the result at that scale.
        let pairs = (0..<50_000).map { ("X-Field-\($0)", "\($0)") }
        let headers = HTTPHeaders(pairs)
        XCTAssertEqual(headers, HTTPHeaders(pairs.reversed()))
        XCTAssertEqual(headers.fields.count, 50_000)
        XCTAssertEqual(headers["x-field-49999"], "49999")
    }
}
