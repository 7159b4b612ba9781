/// A sequence's notification: a value, or one of the two terminal events.
@frozen
public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed

    /// True for `.error` and `.completed`, after which nothing more is delivered.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes `.error`.
    @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    @inlinable public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Sendable where Element: Sendable {}
