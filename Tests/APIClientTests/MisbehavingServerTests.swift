@testable import APIClient
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import XCTest

/// A live server on 127.0.0.1 that breaks HTTP in the ways real ones do: each failure reaches
/// the app as a sentence saying what happened (not "URL error -1" or "Could not connect").
final class MisbehavingServerTests: XCTestCase {
    private struct Probe: APIRequest {
        typealias Response = JSONValue
        var baseURL: URL
        var path = "/probe"
        var timeout: Double = 5
    }

    private static let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    private static let broke = "The connection to HOST broke before the whole response arrived. Try again."
    private static let notHTTP = "The connection to HOST failed: the server's answer was not valid HTTP"

    /// The error the client reports, with `HOST` in place of the server's `127.0.0.1:port`.
    private func error(answering response: LoopbackHTTPServer.Response) throws -> String? {
        let server = try LoopbackHTTPServer { _ in response }
        defer { server.stop() }
        let client = APIClient(transport: LiveTransport())
        let done = expectation(description: "answered")
        let delivered = Delivered<Result<JSONValue, APIError>>()
        client.perform(Probe(baseURL: server.baseURL)) { result in
            delivered.append(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        guard case .failure(let error)? = delivered.last else { return nil }
        return error.description.replacingOccurrences(of: "127.0.0.1:\(server.port)", with: "HOST")
    }

    func testAResetInTheMiddleOfTheBodyIsABrokenConnection() throws {
        XCTAssertEqual(try error(answering: .raw(Self.head + "Content-Length: 100\r\n\r\n{\"items\": [1, 2", thenReset: true)),
                       Self.broke)
    }

    func testABodyEndingBeforeItsLengthIsABrokenConnection() throws {
        XCTAssertEqual(try error(answering: .raw(Self.head + "Content-Length: 100\r\n\r\n{\"items\": [1, 2")), Self.broke)
    }

    func testAChunkedBodyCutShortIsABrokenConnection() throws {
        XCTAssertEqual(try error(answering: .raw(Self.head + "Transfer-Encoding: chunked\r\n\r\n40\r\n{\"a\":1}")), Self.broke)
    }

    func testAResetBeforeAnyAnswerIsABrokenConnectionNotAFailureToConnect() throws {
        XCTAssertEqual(try error(answering: .raw("", thenReset: true)), Self.broke)
    }

    func testBrokenChunkedEncodingIsSaidInWords() throws {
        let error = try error(answering: .raw(Self.head + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{\"a\":1}\r\n0\r\n\r\n"))
        XCTAssertEqual(error, "The connection to HOST failed: the server's answer was garbled (broken chunked encoding)")
    }

    func testGarbageInsteadOfHTTPIsNotValidHTTP() throws {
        XCTAssertEqual(try error(answering: .raw("SSH-2.0-OpenSSH_9.6\r\n")), Self.notHTTP)
    }

    func testAnInvalidStatusIsNotValidHTTP() throws {
        XCTAssertEqual(try error(answering: .raw("HTTP/1.1 0 Zero\r\nContent-Length: 2\r\n\r\n{}")), Self.notHTTP)
    }

    func testNoErrorTextIsACodeNumber() {
        let request = HTTPRequest(url: URL(string: "http://example.com/")!)
        let error = TransportErrorMapping.apiError(for: URLError.Code(rawValue: -1)!, request: request,
                                                   detail: "Something odd happened")
        XCTAssertEqual(error.description,
                       "The connection to example.com failed: the transfer failed: something odd happened (URL error -1)")
    }
}
