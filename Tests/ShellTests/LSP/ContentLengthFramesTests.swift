import XCTest

@testable import RxsCLI

final class ContentLengthFramesTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    /// Every event the bytes give, fed in chunks of `chunk` bytes.
    private func events(_ bytes: [UInt8], chunk: Int = .max) -> [ContentLengthFrames.Event] {
        var frames = ContentLengthFrames()
        var events: [ContentLengthFrames.Event] = []
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + min(chunk, bytes.count))
            frames.append(bytes[index..<end])
            index = end
            while let event = frames.next() { events.append(event) }
        }
        if let last = frames.finish() { events.append(last) }
        return events
    }

    private func message(_ text: String) -> ContentLengthFrames.Event { .message(Array(text.utf8)) }

    func testTwoMessagesInOneChunkAndOneByteAtATime() {
        let bytes = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
        let expected = [message(#"{"a":1}"#), message(#"{"b":"é"}"#)]
        XCTAssertEqual(events(bytes), expected)
        XCTAssertEqual(events(bytes, chunk: 1), expected)
    }

    func testOtherHeadersAnyCaseAndBareLineFeedsAreRead() {
        let bytes = Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2 \r\n\r\n{}".utf8)
            + Array("Content-Length: 2\n\n[]".utf8)
        XCTAssertEqual(events(bytes), [message("{}"), message("[]")])
    }

    func testALengthOver64MegabytesIsAProblemAndTheNextMessageStillComes() {
        let bytes = Array("Content-Length: 67108865\r\n\r\n{\"never\":\"read\"}".utf8) + frame("{}")
        XCTAssertEqual(events(bytes), [
            .problem("Content-Length 67108865 is over the limit of 67108864 bytes (64 MB)"), message("{}"),
        ])
        // 64 MB itself is allowed: the header is taken, the body awaited.
        var frames = ContentLengthFrames()
        frames.append(Array("Content-Length: 67108864\r\n\r\n".utf8))
        XCTAssertNil(frames.next())
        XCTAssertTrue(frames.hasPartial)
    }

    func testAHugeLengthIsNeitherAllocatedNorOverflowed() {
        XCTAssertEqual(events(Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8) + frame("1")), [
            .problem("Content-Length must be a number of bytes, not '99999999999999999999999'"), message("1"),
        ])
        XCTAssertEqual(events(Array("Content-Length: -5\r\n\r\n".utf8) + frame("2")), [
            .problem("Content-Length must be a number of bytes, not '-5'"), message("2"),
        ])
    }

    func testAHeaderWithoutContentLengthOrWithoutAColonIsAProblem() {
        XCTAssertEqual(events(Array("Content-Type: x\r\n\r\n".utf8) + frame("3")), [
            .problem("a message header without Content-Length"), message("3"),
        ])
        XCTAssertEqual(events(Array("hello\tworld\r\n\r\n".utf8) + frame("4")), [
            .problem(#"a message header line without a colon: 'hello\u{9}world'"#), message("4"),
        ])
        // Bare JSON with no header at all: its colons make it no Content-Length header.
        XCTAssertEqual(events(Array("{\"jsonrpc\":\"2.0\"}\r\n\r\n".utf8) + frame("5")), [
            .problem("a message header without Content-Length"), message("5"),
        ])
    }

    func testAnEndlessHeaderIsCutAtEightKilobytes() {
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: 9000)
        XCTAssertEqual(events(garbage + frame("5"), chunk: 1000), [
            .problem("a message header longer than 8192 bytes"), message("5"),
        ])
    }

    func testABodyCutShortByTheEndOfTheInput() {
        XCTAssertEqual(events(Array("Content-Length: 100\r\n\r\n{\"id\":1}".utf8)), [
            .problem("the input ended 8 bytes into a message whose Content-Length is 100"),
        ])
        XCTAssertEqual(events(Array("Content-Length: 1".utf8)), [
            .problem("the input ended inside a message header (17 bytes without the blank line that ends it)"),
        ])
        XCTAssertEqual(events([]), [])
    }

    func testABodyThatStopsComingIsDroppedAndReadingStartsAgain() {
        var frames = ContentLengthFrames()
        frames.append(Array("Content-Length: 100\r\n\r\n{\"id\":1}".utf8))
        XCTAssertNil(frames.next())
        XCTAssertEqual(frames.abandonPartial(after: 2),
                       .problem("nothing more came for 2 s 8 bytes into a message whose Content-Length is 100"))
        XCTAssertFalse(frames.hasPartial)
        XCTAssertNil(frames.abandonPartial(after: 2))
        // Whatever of the dropped message still comes is skipped up to the next header.
        frames.append(Array("rest of it}".utf8) + frame("6"))
        XCTAssertEqual(frames.next(), message("6"))
        XCTAssertNil(frames.next())
    }

    func testTwentyThousandMessagesInOneChunkAllComeOut() {
        // Consumed bytes are dropped in batches, not copied away after each message.
        let one = frame(#"{"jsonrpc":"2.0","method":"x"}"#)
        let bytes = Array((0..<20_000).map { _ in one }.joined())
        var frames = ContentLengthFrames()
        frames.append(bytes)
        var count = 0
        while case .message? = frames.next() { count += 1 }
        XCTAssertEqual(count, 20_000)
    }
}
