import Dispatch
import Foundation
import RxSwift

/// One blocking subscription: gathers elements from whatever thread delivers them and
/// lets the calling thread wait for the end.
final class BlockingCollector<Element>: @unchecked Sendable {
    private let max: Int?
    private let predicate: (Element) throws -> Bool
    private let subscription = SingleAssignmentDisposable()
    private let waitsOnMainRunLoop = Thread.isMainThread

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isStopped = false

    init(max: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.max = max
        self.predicate = predicate
    }

    func run(_ source: Observable<Element>, timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        if CurrentThreadScheduler.isScheduleRequired {
            // Subscribing as a trampoline action hands over the subscription before the
            // work the source queued there runs, so `first()` can stop an endless source.
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscription.setDisposable(source.subscribe { event in self.on(event) })
                return Disposables.create()
            }
        } else {
            // Called from inside a current-thread-scheduler action: work the source schedules
            // there would wait for this call to return. Subscribing on another thread gives
            // the source a trampoline of its own.
            let work = UncheckedBox((self, source))
            DispatchQueue.global().async {
                let (collector, source) = work.value
                collector.subscription.setDisposable(source.subscribe { event in collector.on(event) })
            }
        }
        let finished = wait(until: deadline)
        subscription.dispose()
        condition.lock()
        defer { condition.unlock() }
        isStopped = true
        if !finished { return .failed(elements: elements, error: RxError.timeout) }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    private func on(_ event: Event<Element>) {
        var accepted: Element?
        var failure: Swift.Error?
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { accepted = element }
            } catch {
                failure = error
            }
            if accepted == nil && failure == nil { return }
        case .error(let error): failure = error
        case .completed: break
        }
        condition.lock()
        if isStopped {
            condition.unlock()
            return
        }
        if let accepted { elements.append(accepted) }
        if let failure { error = failure }
        let reachedMax = max.map { elements.count >= $0 } ?? false
        let stops = event.isStopEvent || failure != nil || reachedMax
        if stops {
            isStopped = true
            condition.broadcast()
        }
        condition.unlock()
        guard stops else { return }
        subscription.dispose()
        // The main run loop sleeps until its queue gets work: give it some so it wakes.
        if waitsOnMainRunLoop && !Thread.isMainThread { DispatchQueue.main.async {} }
    }

    /// Waits until the sequence stopped; false when `deadline` passed first.
    private func wait(until deadline: Date?) -> Bool {
        if waitsOnMainRunLoop {
            while !stopped {
                let limit = deadline ?? .distantFuture
                if limit.timeIntervalSinceNow <= 0 { return stopped }
                _ = RunLoop.current.run(mode: .default, before: limit)
            }
            return true
        }
        condition.lock()
        defer { condition.unlock() }
        while !isStopped {
            if let deadline {
                if !condition.wait(until: deadline) { return isStopped }
            } else {
                condition.wait()
            }
        }
        return true
    }

    private var stopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopped
    }
}

/// Carries the collector and its source to the queue that subscribes; only that queue
/// uses them until the subscription is made.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
