import RxSwift

/// Marble strings: timelines written as text, as in Rx marble diagrams.
///
/// - `-` one frame of `frameTicks` ticks (default 10, so `"--a"` puts `a` at 20);
/// - a letter or digit: a value, looked up in `values` (it takes one frame);
/// - `|` completed, `#` error (`error`, by default `MarbleTestError()`);
/// - `(ab)` a group: its events all happen at one frame, and the group takes one frame;
/// - `^` the subscription point of a hot observable: its frame is at `origin`, frames
///   before it are earlier. Without `^` the first frame is at `origin`;
/// - spaces are ignored (use them to line marbles up).
///
/// Subscription marbles use `-`, `^` (subscribed) and `!` (unsubscribed), frame 0 at `origin`.
public enum Marble {
    public static let defaultFrameTicks: TestTime = 10

    /// Parses an event marble, e.g. `"--a--b--|"` with `["a": 1, "b": 2]` → `a` at 20, `b` at 50,
    /// completed at 80 (plus `origin`).
    public static func events<Element>(
        _ marble: String, values: [Character: Element], error: Swift.Error = MarbleTestError(),
        frameTicks: TestTime = defaultFrameTicks, origin: TestTime = 0
    ) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let scale = try MarbleScale(frameTicks: frameTicks, origin: origin)
        return try EventMarble(marble, values: values, error: error).recorded(on: scale)
    }

    /// Parses an event marble whose letters stand for themselves: `"-a-b|"` → `"a"`, `"b"`.
    public static func events(
        _ marble: String, frameTicks: TestTime = defaultFrameTicks, origin: TestTime = 0
    ) throws(MarbleError) -> [Recorded<Event<String>>] {
        let scale = try MarbleScale(frameTicks: frameTicks, origin: origin)
        return try EventMarble(marble, valueFor: { String($0) }, knownValues: [], error: MarbleTestError())
            .recorded(on: scale)
    }

    /// Parses a subscription marble: `"^---!"` → `Subscription(origin, origin + 40)`;
    /// `"--^"` → subscribed at `origin + 20`, never unsubscribed.
    public static func subscription(
        _ marble: String, frameTicks: TestTime = defaultFrameTicks, origin: TestTime = 0
    ) throws(MarbleError) -> Subscription {
        let scale = try MarbleScale(frameTicks: frameTicks, origin: origin)
        var subscribed: (column: Int, frame: Int)?
        var unsubscribed: (column: Int, frame: Int)?
        try MarbleScanner.scan(marble) { character, column, frame in
            switch character {
            case "^":
                if let subscribed { return .duplicateSubscriptionPoint(firstColumn: subscribed.column) }
                subscribed = (column, frame)
            case "!":
                if let unsubscribed { return .duplicateUnsubscription(firstColumn: unsubscribed.column) }
                if subscribed == nil { return .unsubscriptionBeforeSubscription }
                unsubscribed = (column, frame)
            default:
                return .unexpectedInSubscriptionMarble(character)
            }
            return nil
        }
        guard let subscribed else {
            throw MarbleError(marble: marble, column: marble.count + 1, problem: .missingSubscriptionPoint)
        }
        guard let start = scale.time(ofFrame: subscribed.frame) else {
            throw MarbleError(marble: marble, column: subscribed.column, problem: .timeOutOfRange)
        }
        guard let unsubscribed else { return Subscription(start) }
        guard let end = scale.time(ofFrame: unsubscribed.frame) else {
            throw MarbleError(marble: marble, column: unsubscribed.column, problem: .timeOutOfRange)
        }
        return Subscription(start, end)
    }
}

/// A parsed event marble: events at frames, and the frame of `^` if there is one.
/// (`package`: RxTest's marble observables parse with it.)
package struct EventMarble<Element> {
    let marble: String
    private(set) var events: [(frame: Int, column: Int, event: Event<Element>)] = []
    package private(set) var subscriptionPoint: (column: Int, frame: Int)?

    package init(_ marble: String, values: [Character: Element], error: Swift.Error) throws(MarbleError) {
        try self.init(marble, valueFor: { values[$0] }, knownValues: values.keys.sorted(), error: error)
    }

    init(_ marble: String, valueFor: (Character) -> Element?, knownValues: [Character],
         error: Swift.Error) throws(MarbleError) {
        self.marble = marble
        var terminalColumn: Int?
        var events: [(frame: Int, column: Int, event: Event<Element>)] = []
        var subscriptionPoint: (column: Int, frame: Int)?
        try MarbleScanner.scan(marble) { character, column, frame in
            let event: Event<Element>
            switch character {
            case "^":
                if let subscriptionPoint { return .duplicateSubscriptionPoint(firstColumn: subscriptionPoint.column) }
                subscriptionPoint = (column, frame)
                return nil
            case "!":
                return .unsubscriptionInEventMarble
            case "|", "#":
                if let terminalColumn { return .eventAfterTerminal(character, terminalColumn: terminalColumn) }
                terminalColumn = column
                event = character == "|" ? .completed : .error(error)
            default:
                guard MarbleScanner.isValueSymbol(character) else { return .unexpectedCharacter(character) }
                if let terminalColumn { return .eventAfterTerminal(character, terminalColumn: terminalColumn) }
                guard let value = valueFor(character) else { return .unknownValue(character, known: knownValues) }
                event = .next(value)
            }
            events.append((frame, column, event))
            return nil
        }
        self.events = events
        self.subscriptionPoint = subscriptionPoint
    }

    /// The events at their times: the `^` frame (or the first frame) sits at the scale's origin.
    package func recorded(on scale: MarbleScale) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let zeroFrame = subscriptionPoint?.frame ?? 0
        var recorded: [Recorded<Event<Element>>] = []
        recorded.reserveCapacity(events.count)
        for item in events {
            guard let time = scale.time(ofFrame: item.frame - zeroFrame) else {
                throw MarbleError(marble: marble, column: item.column, problem: .timeOutOfRange)
            }
            recorded.append(Recorded(time: time, value: item.event))
        }
        return recorded
    }
}
