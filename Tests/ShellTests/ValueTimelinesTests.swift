@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
import RxUI
import XCTest

final class ValueTimelinesTests: XCTestCase {
    func testKeepsTheLatestValuesOfEachPathUpToTheLimit() {
        var timelines = ValueTimelines()
        let limit = ValueTimelines.limit
        let total = limit * 3 + 7
        for time in 0..<total {
            timelines.record(.value(path: "table.count", old: nil, new: .int(time)), at: time)
        }
        timelines.record(.rows(id: "table", change: .added, indices: [0]), at: total)

        let kept = timelines.entries(for: "table.count")
        XCTAssertEqual(kept.count, limit)
        XCTAssertEqual(kept.first, ValueTimelines.Entry(time: total - limit, value: "\(total - limit)"))
        XCTAssertEqual(kept.last, ValueTimelines.Entry(time: total - 1, value: "\(total - 1)"))
        XCTAssertEqual(timelines.entries(for: "table.rows"), [ValueTimelines.Entry(time: total, value: "+1 row (0)")])
        XCTAssertEqual(timelines.paths, ["table.count", "table.rows"])
        XCTAssertEqual(timelines.entries(for: "nav.title"), [])
    }
}
