import APIClient
import Foundation
import XCTest

@testable import RxsCLI

/// MCP's stdio framing: one message a line, read from a real pipe.
final class LineTransportTests: XCTestCase {
    /// Reads everything `input` holds, written into a pipe and closed.
    private func lines(_ input: [UInt8], maximumLine: Int = LineTransport.maximumLine) -> [LineTransport.Read] {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let writeEnd = fds[1]
        let writer = Thread {
            var offset = 0
            while offset < input.count {
                let written = input[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(fds[0]) }
        let transport = LineTransport(input: fds[0], output: -1, maximumLine: maximumLine)
        var reads: [LineTransport.Read] = []
        while true {
            let read = transport.readLine()
            reads.append(read)
            if read == .end || reads.count > 1_000 { return reads }
        }
    }

    func testLinesEndAtLineFeedsAndLoseACarriageReturnBeforeIt() {
        XCTAssertEqual(lines(Array("{\"a\":1}\n{\"b\":2}\r\n\nlast".utf8)), [
            .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)), .line([]), .line(Array("last".utf8)), .end,
        ])
    }

    func testALineAcrossManyReadsComesWhole() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
        XCTAssertEqual(lines(long + [0x0A] + Array("next\n".utf8)), [.line(long), .line(Array("next".utf8)), .end])
    }

    /// The line is dropped (reported once) and the next line is read as usual.
    func testALineLongerThanTheLimitIsReportedOnceAndSkipped() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        XCTAssertEqual(lines(Array("ok\n".utf8) + long + Array("\nafter\n".utf8), maximumLine: 1_000),
                       [.line(Array("ok".utf8)), .tooLong, .line(Array("after".utf8)), .end])
        // A long line that arrives with its line feed in one read is refused the same way.
        XCTAssertEqual(lines(Array(String(repeating: "y", count: 2_000).utf8) + Array("\nz\n".utf8), maximumLine: 1_000),
                       [.tooLong, .line(Array("z".utf8)), .end])
    }

    func testInputEndingInsideALineTooLongEndsCleanly() {
        XCTAssertEqual(lines([UInt8](repeating: 0x41, count: 50_000), maximumLine: 1_000), [.tooLong, .end])
    }

    func testNoInputIsTheEnd() {
        XCTAssertEqual(lines([]), [.end])
    }

    func testWritesOneLinePerMessageAndReportsAClosedReader() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let transport = LineTransport(input: -1, output: fds[1])
        XCTAssertTrue(transport.write(#"{"id":1}"#))
        close(fds[1])
        let read = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        XCTAssertEqual(String(decoding: read, as: UTF8.self), "{\"id\":1}\n")

        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        signal(SIGPIPE, SIG_IGN)
        XCTAssertFalse(LineTransport(input: -1, output: fds[1]).write("{}"), "nobody reads: the write fails, no signal")
        close(fds[1])
    }

    /// JSON text rxs wrote pretty (the snapshot) goes into a reply on one line; a line break
    /// inside a string stays escaped.
    func testEmbeddedJSONIsWrittenOnOneLine() {
        let value = JSONValue.object(["a": JSONValue(embedding: "{\n  \"text\": \"two\\nlines\"\n}\n"), "b": .string("x\ny")])
        let reply = String(decoding: JSONRPCReply.result(value, id: 1), as: UTF8.self)
        XCTAssertEqual(reply, #"{"id":1,"jsonrpc":"2.0","result":{"a":{"text":"two\nlines"},"b":"x\ny"}}"#)
        XCTAssertEqual(JSONValue(embedding: "not json"), .string("not json"))
    }
}
