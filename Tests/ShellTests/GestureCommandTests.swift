import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class GestureCommandTests: XCTestCase {
    func testLinesSpellBackAsTheyParse() throws {
        let lines = [
            "gesture tap": "gesture tap",
            "gesture swipe left status": "gesture swipe left status",
            "gesture pan card from 10,10 to 110.5,10 in 300ms": "gesture pan card from 10,10 to 110.5,10 in 300ms",
            "gesture tap card 2 times with 2 fingers": "gesture tap card 2 times with 2 fingers",
            "gesture tap card 1 time with 1 fingers": "gesture tap card 1 time with 1 finger",
            "gesture long-press photo at 5,-5 for 1000ms": "gesture long-press photo at 5,-5 for 1s",
            "gesture pinch map scale 0.50": "gesture pinch map scale 0.5",
            "gesture rotate at 10,10 by -45": "gesture rotate at 10,10 by -45",
        ]
        for (line, canonical) in lines {
            XCTAssertEqual(try parseLine(line)?.description, canonical, line)
        }
        let pan = try XCTUnwrap(parsed("gesture pan card from 10,10 to 110,10 in 300ms", as: GestureCommand.self))
        XCTAssertEqual(pan.element?.value, "card")
        XCTAssertEqual(pan.options.map(\.span.location.column), [18, 29, 39])
        XCTAssertEqual(pan.options.map(\.span.length), [10, 9, 8])
        XCTAssertEqual(pan.request.start, CGPoint(x: 10, y: 10))
        XCTAssertEqual(pan.request.duration, 0.3)
    }

    func testParseErrorsNameThePlace() {
        XCTAssertEqual(oneLineError("gesture pan card to 110"),
            "demo.rxs:1:21: error: '110' is not a point — write a point as <x>,<y> in the view's coordinates, e.g. 110,10")
        XCTAssertEqual(oneLineError("gesture tap card in 300ms"),
            "demo.rxs:1:18: error: 'in' does not apply to gesture tap — gesture tap takes at <x>,<y>, <n> times, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture tap card at 1,1 at 2,2"),
            "demo.rxs:1:25: error: 'at' is given twice — usage: gesture tap [<id>] [<options>] — usage: gesture long-press|pan|pinch|rotate [<id>] [<options>] — usage: gesture swipe <dir> [<id>] [<options>]")
        XCTAssertEqual(oneLineError("gesture pan card towards 1,1"),
            "demo.rxs:1:18: error: unknown gesture option 'towards' — gesture pan takes from <x>,<y>, to <x>,<y>, in <dur>, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture pan card fro 1,1"),
            "demo.rxs:1:18: error: unknown gesture option 'fro' — did you mean from? — gesture pan takes from <x>,<y>, to <x>,<y>, in <dur>, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture tap card 0 times"),
            "demo.rxs:1:18: error: a tap is made 1 to 5 times, not 0 — gesture tap takes at <x>,<y>, <n> times, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture tap card 2 taps"),
            "demo.rxs:1:20: error: expected 'times' after 2, not 'taps' — usage: gesture tap [<id>] [<options>] — usage: gesture long-press|pan|pinch|rotate [<id>] [<options>] — usage: gesture swipe <dir> [<id>] [<options>]")
        XCTAssertEqual(oneLineError("gesture swipe left card with 9 fingers"),
            "demo.rxs:1:30: error: a gesture takes 1 to 5 fingers, not 9 — gesture swipe takes from <x>,<y>, in <dur>, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture pinch card scale 0"),
            "demo.rxs:1:26: error: '0' is not a scale — write a factor above 0 and at most 100, e.g. 2 or 0.5")
        XCTAssertEqual(oneLineError("gesture rotate by left"),
            "demo.rxs:1:19: error: 'left' is not an angle — write degrees from -3600 to 3600, e.g. 90 or -45")
        XCTAssertEqual(oneLineError("gesture pan in 0ms"),
            "demo.rxs:1:16: error: a move takes time: 'in' needs more than 0ms — gesture pan takes from <x>,<y>, to <x>,<y>, in <dur>, with <n> fingers")
        XCTAssertEqual(oneLineError("gesture long-press for soon"),
            "demo.rxs:1:24: error: 'soon' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(oneLineError("gesture tap card with"),
            "demo.rxs:1:22: error: missing <n> for gesture — usage: gesture tap [<id>] [<options>] — usage: gesture long-press|pan|pinch|rotate [<id>] [<options>] — usage: gesture swipe <dir> [<id>] [<options>]")
        XCTAssertEqual(diagnostic("gesture pan card from 10,10 to 110,x in 300ms"), """
            demo.rxs:1:32: error: '110,x' is not a point
            gesture pan card from 10,10 to 110,x in 300ms
                                           ^~~~~
            write a point as <x>,<y> in the view's coordinates, e.g. 110,10
            """)
    }

    func testATimedGestureMovesTheClockWithTheFingers() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open settings")
            XCTAssertEqual(session.lines("gesture long-press avatar for 1s"), [
                "[0.500s] avatar.image: \"avatar-default\" → \"avatar-camera\"",
            ])
            XCTAssertEqual(session.time, 1000)
            XCTAssertEqual(session.lines("gesture long-press avatar"), [], "untimed: no time on the clock")
            XCTAssertEqual(session.time, 1000)
            XCTAssertEqual(session.lines("gesture long-press avatar for 200ms"), [],
                           "too short for the press: the screen's tap recognizer takes it")
            XCTAssertEqual(session.time, 1200)
        }
    }

    func testAGestureOnAViewThatTakesNoTouchesIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open settings")
            XCTAssertEqual(session.error("gesture tap tip"), """
                flow.rxs:1:13: error: gesture tap tip: the label does not take user interaction
                gesture tap tip
                            ^~~
                """)
            XCTAssertEqual(session.error("gesture pinch notifications"), """
                flow.rxs:1:15: error: notifications recognizes no pinch gesture
                gesture pinch notifications
                              ^~~~~~~~~~~~~
                """, "the switch takes touches, but nothing there recognizes a pinch")
            XCTAssertEqual(session.lines("gesture tap reset"), [],
                           "a disabled control's touches still reach the screen's tap recognizer")
        }
    }

    func testCompletionOffersKindsDirectionsIdsAndOptions() {
        let context = CompletionContext(elements: ["card"])
        XCTAssertEqual(GestureCommand.completions(at: ArgumentPosition(index: 0, previous: []), in: context),
                       ["tap", "long-press", "pan", "swipe", "pinch", "rotate"])
        XCTAssertEqual(GestureCommand.completions(at: ArgumentPosition(index: 1, previous: ["swipe"]), in: context),
                       ["left", "right", "up", "down"])
        XCTAssertEqual(GestureCommand.completions(at: ArgumentPosition(index: 1, previous: ["pan"]), in: context),
                       ["card", "from", "to", "in", "with"])
        XCTAssertEqual(GestureCommand.completions(at: ArgumentPosition(index: 2, previous: ["pan", "card"]), in: context),
                       ["from", "to", "in", "with"])
        XCTAssertEqual(GestureCommand.completions(at: ArgumentPosition(index: 3, previous: ["pan", "card", "from"]),
                                                  in: context), [])
    }
}
