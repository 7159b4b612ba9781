import RxUI
import RxsSupport
@testable import UIKit
import XCTest

/// An overlay's box gives its strokes' columns instead of measuring them (`Overlay.box`):
/// the lines must be those the measured strokes made, spans, styles and widths.
final class BoxStrokeWidthTests: XCTestCase {
    /// The box as it was drawn when every stroke was measured (`StyledLine(_:)`, `append(_:)`).
    private func measuredBox(_ content: [StyledLine], heavy: Bool, footer: StyledLine?, width: Int?) -> [StyledLine] {
        let inside = width ?? (content + [footer].compactMap { $0 }).map(\.width).max() ?? 0
        let (horizontal, vertical) = heavy ? ("━", "┃") : ("─", "│")
        let corners = heavy ? ["┏", "┓", "┗", "┛"] : ["┌", "┐", "└", "┘"]
        func row(_ line: StyledLine) -> StyledLine {
            var result = StyledLine(vertical + " ")
            result.append(line, fittedTo: inside)
            result.append(" " + vertical)
            return result
        }
        var lines = [StyledLine(corners[0] + RepeatedText.of(horizontal, count: inside + 2) + corners[1])]
        lines += content.map(row)
        if let footer {
            let rule = heavy ? ("┠", "─", "┨") : ("├", "─", "┤")
            lines.append(StyledLine(rule.0 + RepeatedText.of(rule.1, count: inside + 2) + rule.2))
            lines.append(row(footer))
        }
        lines.append(StyledLine(corners[2] + RepeatedText.of(horizontal, count: inside + 2) + corners[3]))
        return lines
    }

    func testEveryStrokeIsOneColumn() {
        for stroke in ["━", "┃", "─", "│", "┏", "┓", "┗", "┛", "┌", "┐", "└", "┘", "┠", "┨", "├", "┤"] {
            XCTAssertEqual(DisplayWidth.of(stroke), 1, stroke)
            XCTAssertEqual(TerminalText.visible(stroke), stroke)
        }
    }

    func testTheHUDsBoxIsTheMeasuredOne() {
        XCTAssertEqual(Overlay.hud(), measuredBox([StyledLine("⟳ Loading…", .bold)], heavy: false, footer: nil, width: nil))
    }

    func testAnAlertsBoxIsTheMeasuredOne() {
        let alerts = [
            _AlertSnapshot(title: "Delete?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"]),
            _AlertSnapshot(title: nil, message: "リポジトリ検索リポジトリ検索リポジトリ検索リポジトリ検索", buttons: ["OK"]),
            _AlertSnapshot(title: "e\u{301} a title long enough to wrap onto a second line and then some", message: nil,
                           buttons: []),
            _AlertSnapshot(title: nil, message: nil, buttons: ["👍🏽"]),
        ]
        for columns in [12, 22, 38, 59] {
            for alert in alerts {
                let (content, footer, inside) = Overlay.alertParts(alert, columns: columns)
                let expected = measuredBox(content, heavy: true, footer: footer, width: inside)
                XCTAssertEqual(Overlay.alert(alert, columns: columns), expected, "\(alert) in \(columns)")
            }
        }
    }
}
