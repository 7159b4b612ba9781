import RxUI
import XCTest

final class ColorPolicyTests: XCTestCase {
    func testColourOnlyOnATerminal() {
        XCTAssertTrue(ColorPolicy.shouldUseColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(ColorPolicy.shouldUseColor(isTerminal: false, environment: ["TERM": "xterm-256color"]))
    }

    func testNoColorAndDumbTerminalsAndTheFlagTurnItOff() {
        XCTAssertFalse(ColorPolicy.shouldUseColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(ColorPolicy.shouldUseColor(isTerminal: true, environment: ["NO_COLOR": ""]), "empty NO_COLOR is unset")
        XCTAssertFalse(ColorPolicy.shouldUseColor(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertFalse(ColorPolicy.shouldUseColor(isTerminal: true, environment: [:], noColorFlag: true))
    }
}
