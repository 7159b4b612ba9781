import XCTest

@testable import RxsScript

/// An ASCII path is read from its text's bytes where they lie; a path with other
/// characters (or a CR, which joins an LF) by characters. Both give the same paths,
/// messages and ranges.
final class ElementPathInPlaceTests: XCTestCase {
    private func outcome(_ text: String) -> String {
        switch ElementPath.parse(text) {
        case .success(let path): return "path \(path.element) \(path.section ?? -1) \(path.row ?? -1) \(path.property)"
        case .failure(let problem): return "\(problem.message) \(problem.range.map { "\($0)" } ?? "-")"
        }
    }

    func testSectionsRowsAndLongIdentifiers() {
        let long = String(repeating: "a", count: 10_000)
        XCTAssertEqual(outcome("table[1][2].title"), "path table 1 2 title")
        XCTAssertEqual(outcome("\(long)[3].\(long)"), "path \(long) -1 3 \(long)")
        XCTAssertEqual(outcome(String("xnav.titlex".dropFirst().dropLast())), "path nav -1 -1 title")
    }

    func testProblemsKeepTheirRangesInBytesAndInCharacters() {
        XCTAssertEqual(outcome("table[0]title"), "unexpected 't' in path 'table[0]title' 8..<9")
        XCTAssertEqual(outcome("table[0].title.x"), "path 'table[0].title.x' has too many parts 14..<16")
        XCTAssertEqual(outcome("table[0.title"), "missing ']' in path 'table[0.title' 5..<13")
        XCTAssertEqual(outcome("table[].title"), "missing row number in 'table[].title' 5..<7")
        XCTAssertEqual(outcome("table[0].tïtle"), "unexpected 'ï' in path 'table[0].tïtle' 10..<11")
        XCTAssertEqual(outcome("table[0].\r\ntitle"), "unexpected '\r\n' in path 'table[0].\r\ntitle' 9..<10")
        XCTAssertEqual(outcome("table\r.title"), "unexpected '\r' in path 'table\r.title' 5..<6")
        XCTAssertEqual(outcome("table\t.title"), "unexpected '\t' in path 'table\t.title' 5..<6")
        XCTAssertEqual(outcome("nav."), "missing property after 'nav.' 4..<4")
    }
}
