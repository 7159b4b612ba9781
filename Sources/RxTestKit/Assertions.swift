import RxCore
import XCTest

/// Compares recorded events; on mismatch lists expected and actual one per line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail(mismatchMessage(actual: lhs, expected: rhs), file: file, line: line)
}

/// Compares recorded subscriptions; on mismatch lists expected and actual.
public func XCTAssertEqual(
    _ lhs: [Subscription], _ rhs: [Subscription],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail(mismatchMessage(actual: lhs, expected: rhs), file: file, line: line)
}

/// A readable mismatch: the two lists side by side, differing lines marked.
func mismatchMessage<Value>(actual: [Value], expected: [Value]) -> String {
    let count = max(actual.count, expected.count)
    var lines = ["Recorded values differ (actual | expected):"]
    for index in 0..<count {
        let left = index < actual.count ? String(reflecting: actual[index]) : "—"
        let right = index < expected.count ? String(reflecting: expected[index]) : "—"
        lines.append("\(left == right ? " " : "✗") \(left) | \(right)")
    }
    return lines.joined(separator: "\n")
}
