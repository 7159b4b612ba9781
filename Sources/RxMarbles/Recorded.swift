import RxSwift

/// Virtual time in test ticks.
public typealias TestTime = Int

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value> {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
    /// `.next(element)` at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// `.completed` at `time`; the element type can be named where nothing else tells it:
    /// `Recorded.completed(220, Int.self)`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// `.error` at `time`; the element type can be named as in `Recorded.error(230, error, Int.self)`.
    public static func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// Lets a list of events be written as arguments, as in RxTest.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }

    public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }
}
