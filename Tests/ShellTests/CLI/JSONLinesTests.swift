import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `--json` as a JSON-lines consumer reads it: every stdout line of every script in
/// `scripts/` is one JSON object, changes are objects with JSON values, and a failed expect
/// says what was expected and what was there.
final class JSONLinesTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    func testEveryLineOfEveryScriptParses() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: root.path + "/scripts")
            .filter { $0.hasSuffix(".rxs") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 7)
        for script in scripts {
            let output = try RxsProcess.run(["run", "--json", "--echo", "scripts/" + script], in: root.path)
            XCTAssertEqual(output.status, 0, script + output.stderr)
            var commands = 0
            for (index, line) in output.stdoutLines.enumerated() {
                let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                guard let object = parsed as? [String: Any] else {
                    XCTFail("\(script): stdout line \(index + 1) is no JSON object: \(line)")
                    continue
                }
                XCTAssertNotNil(object["line"] as? Int, line)
                guard object["comment"] == nil else { continue }
                commands += 1
                XCTAssertNotNil(object["t"] as? Int, line)
                XCTAssertNotNil(object["command"] as? String, line)
                for change in object["changes"] as? [[String: Any]] ?? [] {
                    XCTAssertNotNil(change["t"] as? Int, line)
                    XCTAssertNotNil(change["path"] as? String, line)
                    XCTAssertNotNil(change["text"] as? String, line)
                    XCTAssertTrue(change.keys.contains("new") || change.keys.contains("old") || change["rows"] != nil, line)
                }
            }
            XCTAssertGreaterThan(commands, 5, script)
        }
    }

    func testChangesCarryJSONValuesAndTheirText() throws {
        let output = try RxsProcess.run(["run", "--json", "-"], in: NSTemporaryDirectory(), input: """
            open repos
            type searchBar octocat
            wait 1s
            expect table.count == 1
            open search
            expect searchField.text contains "x"

            """)
        XCTAssertEqual(output.status, 1)
        let lines = output.stdoutLines
        XCTAssertEqual(lines[2], #"{"line":3,"t":1000,"command":"wait 1s","changes":["#
            + #"{"t":500,"path":"activity.visible","old":false,"new":true,"text":"[0.500s] activity.visible: false → true"},"#
            + #"{"t":700,"path":"table.count","old":0,"new":8,"text":"[0.700s] table.count: 0 → 8"},"#
            + #"{"t":700,"path":"table","rows":"added","indices":[0,1,2,3,4,5,6,7],"text":"[0.700s] table: +8 rows (0–7)"},"#
            + #"{"t":700,"path":"activity.visible","old":true,"new":false,"text":"[0.700s] activity.visible: true → false"}]}"#)
        XCTAssertEqual(lines[3], #"{"line":4,"t":1000,"command":"expect table.count == 1","changes":[],"#
            + #""failure":{"path":"table.count","op":"==","expected":1,"actual":8,"#
            + #""message":"expect failed: table.count == 1\n  expected: == 1\n  actual:   8"}}"#)
        XCTAssertTrue(lines[4].contains(#"{"t":1000,"path":"nav.screen","old":"repos","new":"search","#), lines[4])
        XCTAssertTrue(lines[5].contains(#""failure":{"path":"searchField.text","op":"contains","expected":"x","actual":"","#),
                      lines[5])
    }

    func testAPathNotOnScreenHasNoValueOnThatSide() {
        let appeared = TimedChange(time: 1500, change: .value(path: "web.url", old: nil, new: .string("https://x")))
        XCTAssertEqual(StepJSON.change(appeared),
                       #"{"t":1500,"path":"web.url","new":"https://x","text":"[1.500s] web.url: (none) → \"https://x\""}"#)
        let removed = TimedChange(time: 0, change: .rows(id: "table", change: .removed, indices: [3]))
        XCTAssertEqual(StepJSON.change(removed),
                       #"{"t":0,"path":"table","rows":"removed","indices":[3],"text":"[0.000s] table: -1 row (3)"}"#)
    }
}
