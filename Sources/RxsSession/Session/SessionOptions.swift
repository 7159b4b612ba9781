import APIClient
import Phone
import Foundation
import RxUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSupport

/// How a session is set up: from the command line, or by a test.
package struct SessionOptions: Sendable {
    /// Settle after every line, as a person at a prompt is slower than any debounce.
    package var autosettle = false
    package var seed: UInt64 = 0
    package var network: NetworkStack.Mode = .fixtures(directories: [])
    /// Name each distinct request no cassette matches in the step that sent it
    /// (`--unmatched`); otherwise only `net log` lists them.
    package var reportUnmatched = false
    /// Credentials and endpoints; the command line reads them from the process environment.
    package var api = APIEnvironment()
    /// The screens `open` can start, built fresh for each session: the caller's (`rxs` passes
    /// the built-in apps; a user's own command passes its screens).
    package var registry: @MainActor @Sendable () -> ScreenRegistry = { ScreenRegistry() }
    /// Columns of the terminal: `marbles` fits its scale to them (`terminalWidth` decides).
    package var width = SessionOptions.defaultWidth
    /// Columns of `show`'s phone screen: `defaultPhoneWidth`, so transcripts are stable; the
    /// interactive REPL uses the terminal's, `--width N` any.
    package var phoneWidth = SessionOptions.defaultPhoneWidth
    package var color = false
    /// How far `settle` may move the clock before it gives up, in virtual milliseconds.
    package var settleLimit = 600_000
    /// nil: the virtual clock, moved only by the script (offline, deterministic). Set (live
    /// mode): each session's clock follows the real time of the source this makes.
    package var realTime: (@Sendable () -> any RealTimeSource)?
    /// How long a live `settle` waits for timers and requests, in real milliseconds: longer
    /// than a request may take (`HTTPRequest.defaultTimeout`), so a dead server ends in the
    /// request's readable timeout, not in settle giving up first.
    package var settleTimeout = SessionOptions.defaultSettleTimeout
    package static let defaultSettleTimeout = Int(HTTPRequest.defaultTimeout * 1_000) + 10_000
    /// Asked before each line and as the virtual clock moves: a reason (the editor's run was
    /// replaced, or ran out of its time) ends the line there with that reason as its error.
    /// nil, as everywhere but `rxs lsp`: a script runs to its end.
    package var stopReason: (@Sendable () -> String?)?
    /// Compare the snapshot of every instant with one read afresh, without the views' and
    /// tables' caches (`Window.snapshotReadAfresh()`), and fail the line where they differ:
    /// the tests' guard that the caches never show a stale value.
    package var checksSnapshots = false
    /// Record the values each path takes over time (`Session.timelines`), which `marbles` and
    /// replay pages draw. `rxs test` turns it off for a script that can run no `marbles` line
    /// and draws no page: recording every change of every instant was about 3 % of a script.
    package var recordsTimelines = true

    package init() {}

    /// Output that goes to a file or a pipe, and golden transcripts, use this width.
    package static let defaultWidth = 80

    /// `show`'s screen in scripts, tests and piped output.
    package static let defaultPhoneWidth = 40

    /// The widths `--width` takes, and the terminal's width is kept in: a screen is drawn in
    /// memory whole, so `COLUMNS=99999999` must not mean a line that long.
    package static let widthRange = 20...400

    /// The width of the terminal stdout shows: `$COLUMNS` when set, else what the terminal
    /// reports, within `widthRange`; `defaultWidth` when stdout is not a terminal, so piped
    /// output never depends on the window it was started from.
    package static func terminalWidth(environment: [String: String]) -> Int {
        let output = StandardOutput.descriptor
        guard isatty(output) == 1 else { return defaultWidth }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return clamped(columns) }
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return defaultWidth }
        return clamped(Int(size.ws_col))
    }

    private static func clamped(_ columns: Int) -> Int {
        min(max(columns, widthRange.lowerBound), widthRange.upperBound)
    }
}
