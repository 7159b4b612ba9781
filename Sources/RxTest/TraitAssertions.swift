import RxMarbles
import RxSwift
import XCTest

// XCTAssertEqual for the outcomes of Single, Maybe and Completable, bare or recorded with
// their times. Actual first, as with events; errors are equal when they print the same.

public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Single events", equal: singleEventsEqual, describe: describeSingle, file: file, line: line)
}

public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<SingleEvent<Element>>], _ rhs: [Recorded<SingleEvent<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Recorded single events", equal: { $0.time == $1.time && singleEventsEqual($0.value, $1.value) },
               describe: { "\(describeSingle($0.value)) @ \($0.time)" }, file: file, line: line)
}

public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Maybe events", equal: maybeEventsEqual, describe: describeMaybe, file: file, line: line)
}

public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<MaybeEvent<Element>>], _ rhs: [Recorded<MaybeEvent<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Recorded maybe events", equal: { $0.time == $1.time && maybeEventsEqual($0.value, $1.value) },
               describe: { "\(describeMaybe($0.value)) @ \($0.time)" }, file: file, line: line)
}

public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Completable events", equal: completableEventsEqual, describe: describeCompletable,
               file: file, line: line)
}

public func XCTAssertEqual(
    _ lhs: [Recorded<CompletableEvent>], _ rhs: [Recorded<CompletableEvent>],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertSame(lhs, rhs, kind: "Recorded completable events",
               equal: { $0.time == $1.time && completableEventsEqual($0.value, $1.value) },
               describe: { "\(describeCompletable($0.value)) @ \($0.time)" }, file: file, line: line)
}

/// Fails with both lists side by side unless they are pairwise equal.
private func assertSame<Value>(
    _ actual: [Value], _ expected: [Value], kind: String,
    equal: (Value, Value) -> Bool, describe: (Value) -> String,
    file: StaticString, line: UInt
) {
    if actual.count == expected.count && zip(actual, expected).allSatisfy(equal) { return }
    XCTFail("\(kind) differ " + sideBySide(expected: expected.map(describe), actual: actual.map(describe)),
            file: file, line: line)
}

/// The same rule as `Event`'s equality: errors have no general equality.
private func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
}

private func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsEqual(left, right)
    default: return false
    }
}

private func maybeEventsEqual<Element: Equatable>(_ lhs: MaybeEvent<Element>, _ rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.error(let left), .error(let right)): return errorsEqual(left, right)
    case (.completed, .completed): return true
    default: return false
    }
}

private func completableEventsEqual(_ lhs: CompletableEvent, _ rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.error(let left), .error(let right)): return errorsEqual(left, right)
    case (.completed, .completed): return true
    default: return false
    }
}

private func describeSingle<Element>(_ event: SingleEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .failure(let error): return "failure(\(error))"
    }
}

private func describeMaybe<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): return "success(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

private func describeCompletable(_ event: CompletableEvent) -> String {
    switch event {
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
