import RxMarbles
import RxSwift

extension TestScheduler {
    /// A hot observable from a marble: `^` (or the first frame) is at `origin`, by default the
    /// time `start` subscribes (200), so `"--^-a-|"` emits `a` at 220 and completes at 240.
    public func createHotObservable<Element>(
        _ marble: String, values: [Character: Element], error: Swift.Error = MarbleTestError(),
        frameTicks: TestTime = Marble.defaultFrameTicks, origin: TestTime = Defaults.subscribed
    ) throws(MarbleError) -> TestableObservable<Element> {
        createHotObservable(try Marble.events(marble, values: values, error: error, frameTicks: frameTicks, origin: origin))
    }

    /// A cold observable from a marble, times counted from each subscription:
    /// `"-a-|"` emits `a` 10 ticks after subscribing. A cold marble has no `^`.
    public func createColdObservable<Element>(
        _ marble: String, values: [Character: Element], error: Swift.Error = MarbleTestError(),
        frameTicks: TestTime = Marble.defaultFrameTicks
    ) throws(MarbleError) -> TestableObservable<Element> {
        let parsed = try EventMarble(marble, values: values, error: error)
        if let point = parsed.subscriptionPoint {
            throw MarbleError(marble: marble, column: point.column, problem: .subscriptionPointInColdObservable)
        }
        return createColdObservable(try parsed.recorded(on: MarbleScale(frameTicks: frameTicks, origin: 0)))
    }
}
