/// Why a marble string could not be parsed, or events could not be drawn as one.
///
/// `description` names the marble and the 1-based column of the offending character, e.g.
/// `"--a--x--|" column 6: unknown value 'x'; known values: a, b`.
public struct MarbleError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unknownValue(Character, known: [Character])
        case unexpectedCharacter(Character)
        case unclosedGroup
        case unmatchedGroupEnd
        case nestedGroup
        case emptyGroup
        case timeInsideGroup
        /// An event after `|` or `#`; `terminalColumn` is where the sequence ended.
        case eventAfterTerminal(Character, terminalColumn: Int)
        case duplicateSubscriptionPoint(firstColumn: Int)
        case unsubscriptionInEventMarble
        case subscriptionPointInColdObservable
        case unexpectedInSubscriptionMarble(Character)
        case missingSubscriptionPoint
        case unsubscriptionBeforeSubscription
        case duplicateUnsubscription(firstColumn: Int)
        case frameTicksNotPositive(TestTime)
        /// The frame's time does not fit in `TestTime`.
        case timeOutOfRange
        /// A recorded time that falls between two frames of the requested scale.
        case timeOffFrame(TestTime, frameTicks: TestTime, origin: TestTime)
    }

    /// The marble string, or nil when the problem is not in a string (rendering, scale).
    public let marble: String?
    /// 1-based column in characters; `marble.count + 1` means "at the end".
    public let column: Int?
    public let problem: Problem

    public init(marble: String?, column: Int?, problem: Problem) {
        self.marble = marble
        self.column = column
        self.problem = problem
    }

    public var description: String {
        guard let marble, let column else { return problem.description }
        return "\(String(reflecting: marble)) column \(column): \(problem.description)"
    }
}

extension MarbleError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownValue(let symbol, let known):
            let list = known.isEmpty ? "no values were given" : "known values: " + known.map(String.init).joined(separator: ", ")
            return "unknown value '\(symbol)'; \(list)"
        case .unexpectedCharacter(let symbol):
            return "unexpected '\(symbol)'; use '-', a value letter, '|', '#', '(', ')', '^' or spaces"
        case .unclosedGroup: return "'(' is never closed"
        case .unmatchedGroupEnd: return "')' without '('"
        case .nestedGroup: return "'(' inside a group (groups cannot nest)"
        case .emptyGroup: return "empty group '()'"
        case .timeInsideGroup: return "'-' inside a group (a group is a single frame)"
        case .eventAfterTerminal(let symbol, let terminalColumn):
            return "'\(symbol)' after the sequence ended at column \(terminalColumn)"
        case .duplicateSubscriptionPoint(let first): return "second '^' (the first is at column \(first))"
        case .unsubscriptionInEventMarble: return "'!' belongs in subscription marbles"
        case .subscriptionPointInColdObservable:
            return "'^' in a cold observable (its time starts when it is subscribed)"
        case .unexpectedInSubscriptionMarble(let symbol):
            return "unexpected '\(symbol)' in a subscription marble; use '-', '^', '!', '(^!)' or spaces"
        case .missingSubscriptionPoint: return "no subscription point '^'"
        case .unsubscriptionBeforeSubscription: return "'!' before the subscription point '^'"
        case .duplicateUnsubscription(let first): return "second '!' (the first is at column \(first))"
        case .frameTicksNotPositive(let ticks): return "frameTicks must be at least 1, got \(ticks)"
        case .timeOutOfRange: return "time out of range for TestTime"
        case .timeOffFrame(let time, let frameTicks, let origin):
            return "time \(time) is not on a frame (frames are \(frameTicks) ticks apart from \(origin))"
        }
    }
}

/// The error a `#` stands for when no other is given.
public struct MarbleTestError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String = "error") {
        self.message = message
    }

    public var description: String { message }
}
