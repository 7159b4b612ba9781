import RxMarbles
import RxSwift

/// Records every event it receives with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    public internal(set) var events: [Recorded<Event<Element>>] = []

    @inlinable init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
