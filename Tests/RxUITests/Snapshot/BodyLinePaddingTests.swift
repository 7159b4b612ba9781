import RxUI
@testable import UIKit
import XCTest

/// A body line's padding is written as bytes around its content (`BodyLine`), and a fitted
/// line appended without the fitted copy (`append(_:fittedTo:)`): both must give what the
/// padded copies gave, colour on or off.
final class BodyLinePaddingTests: XCTestCase {
    private var lines: [StyledLine] {
        var styledEnd = StyledLine("plain ")
        styledEnd.append("bold", .bold)
        var styledStart = StyledLine("dim", .dim)
        styledStart.append(" then plain")
        return [
            StyledLine(), StyledLine("abc"), styledEnd, styledStart, StyledLine("reverse", .reverse),
            StyledLine("a line far too long to fit in the box at all, cut short", .bold),
            StyledLine("リポジトリ検索リポジトリ検索リポジトリ検索"), StyledLine("\u{301}mark first"),
            StyledLine("e\u{301}"), StyledLine("👍🏽 thumbs"),
        ]
    }

    func testAppendFittedGivesTheFittedCopysSpansAndWidth() {
        for columns in [0, 1, 5, 12, 36] {
            for line in lines {
                for prefix in [StyledLine("› ", .reverse), StyledLine("  "), StyledLine()] {
                    var copied = prefix
                    copied.append(line.fitted(to: columns))
                    var appended = prefix
                    appended.append(line, fittedTo: columns)
                    XCTAssertEqual(appended, copied, "\(line.rendered(color: false)) in \(columns)")
                }
            }
        }
    }

    /// `body` written as bytes (its spaces, its line) prints what `line` printed, in colour and without.
    private func assertWritten(_ body: BodyLine, as line: StyledLine, _ message: String,
                               file: StaticString = #filePath, lineNumber: UInt = #line) {
        for color in [false, true] {
            let written = String(repeating: " ", count: body.leadingSpaces) + body.line.rendered(color: color)
                + String(repeating: " ", count: body.trailingSpaces)
            XCTAssertEqual(written, line.rendered(color: color), message, file: file, line: lineNumber)
        }
    }

    func testContentPaddingWritesWhatThePaddedLineWrote() {
        for columns in [22, 38, 59] {
            for line in lines {
                var padded = StyledLine()
                padded.appendSpaces(1)
                padded.append(line.fitted(to: columns - 2))
                padded.appendSpaces(1)
                let body = BodyLine.content(line, columns: columns)
                XCTAssertFalse(body.isSeparator)
                assertWritten(body, as: padded, "\(line.rendered(color: false)) in \(columns)")
                XCTAssertEqual(body.leadingSpaces + body.line.width + body.trailingSpaces, columns)
            }
        }
    }

    /// An overlay's box line placed over the body (`Overlay.place`): its spaces written as
    /// bytes print what the centered copy printed, and fill the columns as it did.
    func testCenteredWritesWhatTheCenteredLineWrote() {
        var boxLines = lines
        boxLines.append(StyledLine("┏━━━━┓"))
        var styledFirst = StyledLine("┃ ", .bold)
        styledFirst.append("x ┃")
        boxLines.append(styledFirst)
        for columns in [0, 1, 5, 22, 38, 59] {
            for line in boxLines {
                let centered = line.centered(in: columns)
                let body = BodyLine.centered(line, columns: columns)
                XCTAssertFalse(body.isSeparator)
                assertWritten(body, as: centered, "\(line.rendered(color: false)) in \(columns)")
                XCTAssertEqual(body.leadingSpaces + body.line.width + body.trailingSpaces, centered.width,
                               "\(line.rendered(color: false)) in \(columns)")
            }
        }
    }
}
