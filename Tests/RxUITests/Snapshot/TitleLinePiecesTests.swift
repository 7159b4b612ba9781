import RxUI
@testable import UIKit
import XCTest

/// A row's title line is built from pieces that skip measuring what is known: the marker's
/// columns, a printable ASCII title's (a column a byte), the columns of an ASCII span cut
/// (`sliced`, by bytes). Each must give the spans and width measuring gave.
final class TitleLinePiecesTests: XCTestCase {
    private let texts = [
        "", "a", "Title", "a title far too long to fit in the box at all, cut short", "tab\there", "検索", "e\u{301}",
        "\u{301}mark", "👍🏽", String(repeating: "x", count: 300), "  spaced  ",
    ]

    func testTheMarkersAreTheLinesMeasuringGives() {
        XCTAssertEqual(StyledLine(safe: "› ", .reverse, columns: 2), StyledLine("› ", .reverse))
        XCTAssertEqual(StyledLine(safe: "  ", [], columns: 2), StyledLine("  "))
    }

    func testAppendingTextFittedGivesTheFittedLinesSpans() {
        for columns in [-1, 0, 1, 5, 12, 36, 400] {
            for text in texts {
                for style: TextStyle in [[], .bold, .reverse] {
                    for prefix in [StyledLine("› ", .reverse), StyledLine("  "), StyledLine()] {
                        var made = prefix
                        made.append(StyledLine(text, style), fittedTo: columns)
                        var appended = prefix
                        appended.append(text, style, fittedTo: columns)
                        XCTAssertEqual(appended, made, "\(text) in \(columns)")
                    }
                }
            }
        }
    }

    func testSlicingAnASCIISpanKeepsTheColumnsCharacterByCharacter() {
        var line = StyledLine("› ", .reverse)
        line.append("ASCII title", .bold)
        line.append("   ")
        line.append("detail", .dim)
        line.append("検索 x")
        line.append("more ascii", .dim)
        for start in 0...line.width + 1 {
            for end in start...line.width + 2 {
                for pad in [false, true] {
                    XCTAssertEqual(
                        line.sliced(from: start, to: end, padWideCuts: pad), Self.slicedByCharacters(line, start, end, pad),
                        "\(start)..<\(end) \(pad)")
                }
            }
        }
    }

    /// `sliced` a character at a time: each kept whole, a wide one cut in half a space or none.
    private static func slicedByCharacters(_ line: StyledLine, _ start: Int, _ end: Int, _ pad: Bool) -> StyledLine {
        var result = StyledLine()
        var column = 0
        for span in line.spans {
            for character in span.text {
                let width = StyledLine(String(character)).width
                if column >= start, column + width <= end {
                    result.append(String(character), span.style)
                } else if pad, column < end, column + width > start {
                    result.appendSpaces(min(end, column + width) - max(start, column), span.style)
                }
                column += width
            }
        }
        return result
    }
}
