/// The state and delivery shared by the subjects.
///
/// Delivery is serialized: an event sent while another is being delivered — from another
/// thread, or re-entrantly from inside an observer — is queued and delivered after it, so
/// events to one observer never overlap. One lock round trip per event is the cost.
final class SubjectCore<Element>: @unchecked Sendable {
    typealias Handler = (Event<Element>) -> Void

    /// What a new subscriber receives before live events.
    enum Replay {
        case none
        case latest(Element)
        case buffer(limit: Int, elements: [Element])

        mutating func record(_ element: Element) {
            switch self {
            case .none: break
            case .latest: self = .latest(element)
            case .buffer(let limit, var elements):
                elements.append(element)
                if elements.count > limit { elements.removeFirst(elements.count - limit) }
                self = .buffer(limit: limit, elements: elements)
            }
        }
    }

    private struct State {
        var observers: [(id: Int, handler: Handler)] = []
        var nextID = 0
        var replay: Replay
        var stopEvent: Event<Element>?
        var isDisposed = false
        var isEmitting = false
        var queue: [Event<Element>] = []
        var queueHead = 0
    }

    private let lock = Lock()
    private var guarded: State

    init(replay: Replay) {
        guarded = State(replay: replay)
    }

    /// Runs `body` on the state under the lock.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&guarded) }
    }

    var hasObservers: Bool { withState { !$0.observers.isEmpty } }
    var isDisposed: Bool { withState { $0.isDisposed } }
    var latest: Element? {
        withState { state in
            switch state.replay {
            case .none: return nil
            case .latest(let element): return element
            case .buffer(_, let elements): return elements.last
            }
        }
    }
    var stopEvent: Event<Element>? { withState { $0.stopEvent } }

    func on(_ event: Event<Element>) {
        let start = withState { state -> [(id: Int, handler: Handler)]? in
            guard state.stopEvent == nil, !state.isDisposed else { return nil }
            switch event {
            case .next(let element): state.replay.record(element)
            case .error, .completed: state.stopEvent = event
            }
            if state.isEmitting {
                state.queue.append(event)
                return nil
            }
            state.isEmitting = true
            return Self.observers(for: event, in: &state)
        }
        guard var observers = start else { return }
        var event = event
        while true {
            for observer in observers { observer.handler(event) }
            let next = withState { state -> (Event<Element>, [(id: Int, handler: Handler)])? in
                guard state.queueHead < state.queue.count else {
                    state.queue.removeAll(keepingCapacity: true)
                    state.queueHead = 0
                    state.isEmitting = false
                    return nil
                }
                let queued = state.queue[state.queueHead]
                state.queueHead += 1
                return (queued, Self.observers(for: queued, in: &state))
            }
            guard let next else { return }
            (event, observers) = next
        }
    }

    /// The observers an event goes to; a terminal event also ends every subscription.
    private static func observers(for event: Event<Element>,
                                  in state: inout State) -> [(id: Int, handler: Handler)] {
        let observers = state.observers
        if event.isStopEvent { state.observers = [] }
        return observers
    }

    func subscribe(_ handler: @escaping Handler) -> Disposable {
        let outcome = withState { state -> (replayed: Replay, stop: Event<Element>?, id: Int?) in
            if state.isDisposed { return (.none, .error(RxError.disposed(object: "Subject")), nil) }
            if let stop = state.stopEvent { return (state.replay, stop, nil) }
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, handler))
            return (state.replay, nil, id)
        }
        // Switched over rather than read as `elements`: a BehaviorSubject's one element needs no array.
        switch outcome.replayed {
        case .none: break
        case .latest(let element): handler(.next(element))
        case .buffer(_, let elements): for element in elements { handler(.next(element)) }
        }
        if let stop = outcome.stop { handler(stop) }
        guard let id = outcome.id else { return Disposables.create() }
        // A strong capture: a weak one would give the core a side table and make every
        // retain and release of it take the slow path.
        return Disposables.create {
            self.withState { state in state.observers.removeAll { $0.id == id } }
        }
    }

    func dispose() {
        withState { state in
            state.isDisposed = true
            state.observers = []
            state.replay = .none
        }
    }
}
