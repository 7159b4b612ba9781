import RxsSession

/// What `rxs lsp` was started with: the sessions it runs scripts in (the screens, services
/// and cassettes of the program, `--fixtures`, `--seed`) and how long a run may take.
package struct LSPSettings: Sendable {
    package var sessionOptions: SessionOptions
    /// Seconds of real time a run of a script (on open or save) or a walk through it (on
    /// change) may take before it is stopped.
    package var timeLimit: Double
    /// How long a message that has begun may pause before it is dropped as cut short.
    package var silenceLimit: Double

    package static let defaultTimeLimit = 10.0
    package static let timeLimitRange = 0.1...3600.0

    package init(sessionOptions: SessionOptions, timeLimit: Double = defaultTimeLimit, silenceLimit: Double = 2) {
        self.sessionOptions = sessionOptions
        self.timeLimit = timeLimit
        self.silenceLimit = silenceLimit
    }

    /// `10`, `0.5`: seconds as the option was written.
    static func spelled(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
