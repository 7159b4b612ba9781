import XCTest

@testable import RxsRunner
@testable import RxsSession
@testable import RxsSupport

/// `LineBreak.next` finds the first LF or CR from a place on, as a byte-by-byte search would;
/// scripts and their transcripts split at what it finds.
final class LineBreakTests: XCTestCase {
    private func byBytes(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return min(index, bytes.count)
    }

    func testTheFirstLineBreakFromEachPlaceIsFound() {
        let texts = ["", "a", "\n", "\r", "\r\n", "ab\ncd", "ab\rcd\n", "ab\ncd\r", "x\r\n\ny", "┌─┐\n│検│\r\n", "\n\n\r\r"]
        for text in texts {
            let bytes = Array(text.utf8)
            for start in 0...bytes.count + 1 {
                let found = bytes.withUnsafeBufferPointer { LineBreak.next(in: $0, from: start) }
                XCTAssertEqual(found, byBytes(bytes, from: start), "\(bytes) from \(start)")
            }
        }
    }

    func testScriptsAndTheirSourcesSplitAtTheSameBreaks() {
        let bytes = Array("open repos\r\n#> a\rwait 1s\n\nshow\r".utf8)
        XCTAssertEqual(GoldenSource(bytes: bytes).lines.map(\.text), ["open repos", "#> a", "wait 1s", "", "show"])
        XCTAssertEqual(GoldenSource(bytes: bytes).lines.map(\.terminator), ["\r\n", "\r", "\n", "\n", "\r"])
        XCTAssertEqual(Script.splitLines(String(decoding: bytes, as: UTF8.self)), ["open repos", "#> a", "wait 1s", "", "show"])
    }
}
