import RxUI

/// One change of the visible state, stamped with the virtual time it happened at.
public struct TimedChange: Hashable, Sendable {
    /// Virtual milliseconds.
    public var time: Int
    public var change: SnapshotChange

    /// `[0.500s] table.count: 0 → 8`
    public var line: String { "[\(TimeFormat.seconds(time))] \(change)" }
}

/// A failed `expect`: what was expected, what was there, and what is still scheduled.
public struct ExpectationFailure: Hashable, Sendable {
    public var message: String
}

/// What running one command gave: the changes it caused, text it printed, a failed
/// expectation, or the request to end the session.
public struct StepOutcome: Sendable {
    public var changes: [TimedChange] = []
    public var output: [String] = []
    public var failure: ExpectationFailure?
    public var quit = false

    public init(changes: [TimedChange] = [], output: [String] = [], failure: ExpectationFailure? = nil,
                quit: Bool = false) {
        self.changes = changes
        self.output = output
        self.failure = failure
        self.quit = quit
    }

    /// The lines a transcript shows for this step: changes, then printed text, then the failure.
    /// A text's final newline ends its last line; it does not start an empty one.
    public var lines: [String] {
        var lines = changes.map(\.line)
        for text in output {
            let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
            lines += body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if let failure { lines += failure.message.split(separator: "\n").map(String.init) }
        return lines
    }
}

/// Virtual time as scripts and transcripts show it.
public enum TimeFormat {
    /// `0.500s`, `12.000s`
    public static func seconds(_ milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = abs(milliseconds)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }

    /// `500 ms`, `2 s`, `1.5 s` for messages.
    public static func duration(_ milliseconds: Int) -> String {
        if milliseconds < 1000 || milliseconds % 100 != 0 { return "\(milliseconds) ms" }
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
