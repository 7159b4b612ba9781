import RxMarbles
import RxSwift
import RxTest
import XCTest

final class MarbleErrorTests: XCTestCase {
    private func eventError(_ marble: String, values: [Character: Int] = ["a": 1, "b": 2]) -> MarbleError? {
        do {
            _ = try Marble.events(marble, values: values)
            return nil
        } catch {
            return error
        }
    }

    private func subscriptionError(_ marble: String) -> MarbleError? {
        do {
            _ = try Marble.subscription(marble)
            return nil
        } catch {
            return error
        }
    }

    func testUnknownValueNamesTheLetterColumnAndKnownValues() {
        let error = eventError("--a--x--|")
        XCTAssertEqual(error?.column, 6)
        XCTAssertEqual(error?.problem, .unknownValue("x", known: ["a", "b"]))
        XCTAssertEqual(error?.description, #""--a--x--|" column 6: unknown value 'x'; known values: a, b"#)
        XCTAssertEqual(eventError("-a", values: [:])?.description, #""-a" column 2: unknown value 'a'; no values were given"#)
    }

    func testGroupMistakes() {
        XCTAssertEqual(eventError("--(ab")?.description, #""--(ab" column 3: '(' is never closed"#)
        XCTAssertEqual(eventError("-a)")?.description, #""-a)" column 3: ')' without '('"#)
        XCTAssertEqual(eventError("((a))")?.description, #""((a))" column 2: '(' inside a group (groups cannot nest)"#)
        XCTAssertEqual(eventError("-()")?.description, #""-()" column 2: empty group '()'"#)
        XCTAssertEqual(eventError("(a-b)")?.description, #""(a-b)" column 3: '-' inside a group (a group is a single frame)"#)
    }

    func testEventAfterTheSequenceEnded() {
        XCTAssertEqual(eventError("-a-|-b")?.description, #""-a-|-b" column 6: 'b' after the sequence ended at column 4"#)
        XCTAssertEqual(eventError("#|")?.description, ##""#|" column 2: '|' after the sequence ended at column 1"##)
        XCTAssertEqual(eventError("(|a)")?.problem, .eventAfterTerminal("a", terminalColumn: 2))
    }

    func testMisplacedSymbolsInEventMarbles() {
        XCTAssertEqual(eventError("^-^")?.description, #""^-^" column 3: second '^' (the first is at column 1)"#)
        XCTAssertEqual(eventError("-a-!")?.description, #""-a-!" column 4: '!' belongs in subscription marbles"#)
        XCTAssertEqual(eventError("-a*")?.description,
                       #""-a*" column 3: unexpected '*'; use '-', a value letter, '|', '#', '(', ')', '^' or spaces"#)
    }

    func testTheLeftmostMistakeIsReported() {
        XCTAssertEqual(eventError("-x-(")?.column, 2)
    }

    func testSubscriptionMarbleMistakes() {
        XCTAssertEqual(subscriptionError("-a-")?.description,
                       #""-a-" column 2: unexpected 'a' in a subscription marble; use '-', '^', '!', '(^!)' or spaces"#)
        XCTAssertEqual(subscriptionError("----")?.description, #""----" column 5: no subscription point '^'"#)
        XCTAssertEqual(subscriptionError("-!^")?.description, #""-!^" column 2: '!' before the subscription point '^'"#)
        XCTAssertEqual(subscriptionError("^-!-!")?.description, #""^-!-!" column 5: second '!' (the first is at column 3)"#)
        XCTAssertEqual(subscriptionError("^^")?.description, #""^^" column 2: second '^' (the first is at column 1)"#)
    }

    func testSubscriptionPointInAColdMarble() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable("-^-a", values: ["a": 1])) { error in
            XCTAssertEqual(String(describing: error),
                           #""-^-a" column 2: '^' in a cold observable (its time starts when it is subscribed)"#)
        }
    }

    func testBadScales() {
        XCTAssertThrowsError(try Marble.events("-a", values: ["a": 1], frameTicks: 0)) { error in
            XCTAssertEqual(String(describing: error), "frameTicks must be at least 1, got 0")
        }
        XCTAssertThrowsError(try Marble.events("--a", values: ["a": 1], frameTicks: Int.max)) { error in
            XCTAssertEqual(String(describing: error), #""--a" column 3: time out of range for TestTime"#)
        }
        XCTAssertThrowsError(try Marble.subscription("^-!", frameTicks: Int.max, origin: 1)) { error in
            XCTAssertEqual(String(describing: error), #""^-!" column 3: time out of range for TestTime"#)
        }
    }
}
