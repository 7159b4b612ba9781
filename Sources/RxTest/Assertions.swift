import RxMarbles
import RxSwift
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

/// Compares recorded events of an optional element type (actual first), as RxTest does
/// for `Recorded<Event<Element?>>`.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail(recordedEventsMismatchMessage(actual: lhs, expected: rhs), file: file, line: line)
}

/// Compares events without times (actual first); on mismatch lists both side by side.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    guard lhs != rhs else { return }
    XCTFail("Events differ " + sideBySide(expected: rhs, actual: lhs), file: file, line: line)
}

/// Checks that the recorded `.next` elements are `elements`, in order, whatever their
/// times and however the sequence ended.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #filePath, line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    guard recorded != elements else { return }
    XCTFail("Recorded elements differ " + sideBySide(expected: elements, actual: recorded), file: file, line: line)
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
    sideBySide(expected: expected.map { String(reflecting: $0) }, actual: actual.map { String(reflecting: $0) })
}

/// `(expected | actual):` then one line per position of the rendered values.
func sideBySide(expected left: [String], actual right: [String]) -> String {
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
