import RxUI
import RxsRunner
import RxsSession

/// The sessions the editor's runs and walks use.
enum LSPRun {
    /// The options `rxs test` runs a script with (`ScriptTest`): autosettle off, no colour, on
    /// the program's screens, services and cassettes.
    static func sessionOptions(_ settings: LSPSettings, file: String) -> SessionOptions {
        var options = ScriptTest(path: file, sessionOptions: settings.sessionOptions).sessionOptions
        // Golden transcripts do not depend on a window, as under `rxs test`.
        options.width = SessionOptions.defaultWidth
        return options
    }

    /// Runs `body` on a fresh session, and lets the session go before its scheduler, so that
    /// a screen whose timer never stops (an interval) is torn down while the scheduler still
    /// lives: the order the tests keep for RxCore's `ScheduledItem` (see `TickerScreen`).
    @discardableResult
    static func inSession<Result>(_ options: SessionOptions, _ body: @MainActor (Session) -> Result) -> Result {
        let (result, scheduler) = onSessionThread { run(options, body) }
        withExtendedLifetime(scheduler) {}
        return result
    }

    @MainActor private static func run<Result>(_ options: SessionOptions, _ body: @MainActor (Session) -> Result) -> (Result, VirtualTickScheduler) {
        let session = Session(options: options)
        return (body(session), session.scheduler)
    }
}
