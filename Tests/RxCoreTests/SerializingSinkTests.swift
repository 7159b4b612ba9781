import Dispatch
@testable import RxCore
import Synchronization
import XCTest

final class SerializingSinkTests: XCTestCase {
    func testEventsSentFromSeveralThreadsAreForwardedOneAtATime() {
        let probe = OverlapProbe()
        let sink = SerializingSink<Int>(observer: { _ in probe.visit() })
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<2_000 {
                sink.synchronized { sink.send(.next(worker * 10_000 + value)) }
            }
        }
        XCTAssertEqual(probe.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(probe.visits.load(ordering: .relaxed), 8_000)
    }

    func testEventSentFromInsideTheObserverIsForwardedAfterTheCurrentOne() {
        var log: [String] = []
        var sink: SerializingSink<Int>?
        sink = SerializingSink<Int>(observer: { event in
            guard case .next(let value) = event else { return }
            log.append("begin \(value)")
            if value == 1 { sink?.synchronized { sink?.send(.next(2)) } }
            log.append("end \(value)")
        })
        sink?.synchronized {
            sink?.send(.next(1))
        }
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
        sink = nil
    }

    func testEventsOfOneUpdateKeepTheirOrderAndStopAtTheTerminalOne() {
        var received: [Event<Int>] = []
        let sink = SerializingSink<Int>(observer: { received.append($0) })
        sink.synchronized {
            sink.send(.next(1))
            sink.send(.completed)
            sink.send(.next(2))
        }
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertTrue(sink.isDisposed)
    }
}

/// Counts visits, and visits that began while another was still running; each visit lasts
/// a little so that overlapping ones are likely to be seen.
private final class OverlapProbe: Sendable {
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let visits = Atomic<Int>(0)

    func visit() {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        for _ in 0..<50 { _ = inside.load(ordering: .relaxed) }
        visits.add(1, ordering: .relaxed)
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }
}
