import Foundation
import XCTest

@testable import RxsRunner
@testable import RxsSession

/// N `URLSession.rx` requests merged in one step cost the session O(1) each to start, answer
/// and cancel: 20,000 take about ten times as long as 2,000, not a hundred times (they took
/// 100 times as long while the requests in flight were a list searched at each answer).
final class RequestsInFlightScalingTests: XCTestCase, @unchecked Sendable {
    /// Seconds for `count` requests started, cancelled by a second tap (which starts `count`
    /// more), and those answered, checked to have answered them all and left none in flight.
    @MainActor private func burst(_ count: Int) -> Double {
        BurstScreen.count = count
        defer { BurstScreen.count = 10 }
        let session = TestScreens.session()
        session.lines(["open burst"])
        let clock = ContinuousClock()
        let start = clock.now
        session.lines("tap go")
        session.lines("tap go")
        let settled = session.lines("settle")
        let elapsed = clock.now - start
        XCTAssertEqual(settled.map { String($0.drop { $0 != "]" }) }, ["] answered.text: \"\" → \"\(count) answered\""])
        XCTAssertTrue(session.device.network.inFlight.isIdle)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    func testTwentyThousandMergedRequestsTakeLinearTime() {
        MainActor.assumeIsolated { () -> Void in
            _ = burst(200)  // warm-up: cassettes read, code paths touched
            let small = burst(2_000)
            let large = burst(20_000)
            XCTAssertLessThan(large, 25 * small, "2,000 requests took \(small) s, 20,000 took \(large) s")
        }
    }
}
