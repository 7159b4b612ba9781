import RxMarbles
import RxSwift

/// RxTest's converter of test time: integer ticks of `resolution` seconds (RxSwift's
/// `_VirtualTickConverter`, which rxs sessions' clocks use too).
public typealias TestSchedulerVirtualTimeConverter = _VirtualTickConverter

/// RxTest's virtual-time scheduler: `resolution` seconds per tick (1.0 by default, so
/// `.seconds(5)` is 5 ticks), and with `simulateProcessingDelay` work scheduled for "now"
/// runs one tick later.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// Default times of `start`, as in RxTest.
    public enum Defaults {
        public static let created: TestTime = 100
        public static let subscribed: TestTime = 200
        public static let disposed: TestTime = 1000
    }

    @usableFromInline let simulateProcessingDelay: Bool

    @inlinable public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Work scheduled for now or earlier runs at the next tick when simulating processing delay.
    @inlinable public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let clock = self.clock
        guard time <= clock else { return time }
        return simulateProcessingDelay && clock < TestTime.max ? clock + 1 : clock
    }

    @inlinable public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    @inlinable public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    @inlinable public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at an absolute virtual time.
    @discardableResult
    @inlinable public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the scheduler and returns what the observer recorded.
    @inlinable public func start<OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        var source: Observable<OutputSequence.Element>?
        var subscription: Disposable?
        let observer = createObserver(OutputSequence.Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    @inlinable public func start<OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    @inlinable public func start<OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
