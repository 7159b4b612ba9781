import RxCore
import XCTest

/// Compares recorded events, the first argument being the actual events (as in RxTest:
/// `XCTAssertEqual(observer.events, [...])`). On mismatch the message draws both timelines
/// as marbles, expected above actual, then lists the events side by side.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail(recordedEventsMismatchMessage(actual: lhs, expected: rhs), file: file, line: line)
}

/// Compares recorded subscriptions (actual first); on mismatch lists both side by side.
public func XCTAssertEqual(
    _ lhs: [Subscription], _ rhs: [Subscription],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail("Recorded subscriptions differ " + sideBySide(expected: rhs, actual: lhs), file: file, line: line)
}

/// The failure message for differing recorded events.
func recordedEventsMismatchMessage<Element: Equatable>(
    actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>]
) -> String {
    let diagram = Marble.diagram([MarbleTimeline("expected", expected), MarbleTimeline("actual", actual)], width: 100)
    return "Recorded events differ:\n" + diagram + "\nevents " + sideBySide(expected: expected, actual: actual)
}

/// `(expected | actual):` then one line per position, `✗` where the two differ.
func sideBySide<Value>(expected: [Value], actual: [Value]) -> String {
    let left = expected.map { String(reflecting: $0) }
    let right = actual.map { String(reflecting: $0) }
    let leftWidth = left.map(\.count).max() ?? 0
    var lines = ["(expected | actual):"]
    for index in 0..<max(left.count, right.count) {
        let expectedText = index < left.count ? left[index] : "—"
        let actualText = index < right.count ? right[index] : "—"
        let padding = String(repeating: " ", count: max(0, leftWidth - expectedText.count))
        lines.append("\(expectedText == actualText ? " " : "✗") \(expectedText)\(padding) | \(actualText)")
    }
    return lines.joined(separator: "\n")
}
