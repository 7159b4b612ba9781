import RxMarbles
import RxSwift
import RxTest
import XCTest

final class MarbleRenderTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    func testRendersEventsWithTheLegendLetters() throws {
        let events: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 2), .completed(80)]
        XCTAssertEqual(try Marble.render(events, values: values), "--a--b--|")
        XCTAssertEqual(try Marble.render(events, values: values, frameTicks: 5, origin: 10), "--a-----b-----|")
    }

    func testCanonicalMarblesRoundTrip() throws {
        for marble in ["--a--b--|", "-a-(bc)-|", "(a|)", "a-#", "---a", "", "a(bb)c"] {
            let events = try Marble.events(marble, values: values)
            XCTAssertEqual(try Marble.render(events, values: values), marble, marble)
        }
    }

    func testHotMarblesRoundTripWithTheirSubscriptionPoint() throws {
        let beforeOrigin = try Marble.events("a-^-b-|", values: values, origin: 200)
        XCTAssertEqual(try Marble.render(beforeOrigin, values: values, origin: 200), "a-^-b-|")
        // Frames before the first event carry no time when `^` fixes the origin.
        let leadingTime = try Marble.events("--a-^-b-|", values: values, origin: 200)
        XCTAssertEqual(try Marble.render(leadingTime, values: values, origin: 200), "a-^-b-|")
        let atOrigin = try Marble.events("(^a)--|", values: values, origin: 200)
        XCTAssertEqual(try Marble.render(atOrigin, values: values, origin: 200, marksOrigin: true), "(^a)--|")
        XCTAssertEqual(try Marble.render([] as [Recorded<Event<Int>>], values: values, marksOrigin: true), "^")
    }

    func testRenderingDropsSpacesTrailingTimeAndSingleEventGroups() throws {
        let events = try Marble.events(" -- a -(b)--|---", values: values)
        XCTAssertEqual(try Marble.render(events, values: values), "--a-b--|")
    }

    func testRenderingShowsEverythingRecordedEvenAfterATerminal() throws {
        XCTAssertEqual(try Marble.render([.completed(0), .next(10, 1)], values: values), "|a")
    }

    func testNewValuesGetFreeLettersInOrderOfAppearance() throws {
        var legend = MarbleLegend<Int>(["x": 20])
        let events: [Recorded<Event<Int>>] = [.next(0, 10), .next(10, 20), .next(20, 10), .next(30, 30)]
        XCTAssertEqual(try Marble.render(events, legend: &legend), "axab")
        XCTAssertEqual(legend.description, "x = 20, a = 10, b = 30")
        XCTAssertEqual(legend.entries.map(\.letter), ["x", "a", "b"])
    }

    func testLegendFromAValueToLetterMapping() throws {
        var legend = MarbleLegend<String>(letters: ["swift": "s", "rust": "r"])
        XCTAssertEqual(try Marble.render([.next(0, "rust"), .next(10, "swift"), .next(20, "go")], legend: &legend), "rsa")
        XCTAssertEqual(legend.description, #"r = "rust", s = "swift", a = "go""#)
    }

    func testLegendQuotesStrings() throws {
        var legend = MarbleLegend<String>()
        XCTAssertEqual(try Marble.render([.next(0, "hello world"), .next(10, "")], legend: &legend), "ab")
        XCTAssertEqual(legend.description, #"a = "hello world", b = """#)
    }

    func testManyValuesUseNonAsciiLettersThatParseBack() throws {
        let events = (0..<100).map { Recorded<Event<Int>>.next($0 * 10, $0) }
        var legend = MarbleLegend<Int>()
        let marble = try Marble.render(events, legend: &legend)
        XCTAssertEqual(marble.count, 100)
        XCTAssertEqual(legend.entries[61].letter, "9")
        XCTAssertEqual(legend.entries[62].letter, "À")
        let parsed = try Marble.events(marble, values: Dictionary(uniqueKeysWithValues: legend.entries.map { ($0.letter, $0.value) }))
        XCTAssertEqual(parsed, events)
    }

    func testTimesBetweenFramesCannotBeRendered() {
        XCTAssertThrowsError(try Marble.render([.next(215, 1)], values: values, origin: 200)) { error in
            XCTAssertEqual(String(describing: error), "time 215 is not on a frame (frames are 10 ticks apart from 200)")
        }
        XCTAssertThrowsError(try Marble.render([.next(215, 1)], values: values, frameTicks: -1)) { error in
            XCTAssertEqual(String(describing: error), "frameTicks must be at least 1, got -1")
        }
    }
}
