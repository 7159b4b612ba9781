import Foundation
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// Where rxs writes: steps and printed text to stdout, diagnostics to stderr.
///
/// "stdout" is `StandardOutput`: the original standard output, even while descriptor 1 is
/// `StrayOutput`'s pipe. Each line is written at once, unbuffered, so a pipe or a file holds
/// every step that ended even if the process is then killed.
struct TerminalOutput {
    /// stdout is /dev/null (a benchmark's replay): steps are not formatted, as nobody reads them.
    let discardsSteps = Self.isNullDevice(StandardOutput.descriptor)
    /// The bytes a step is built in, kept from step to step: their room is made once, not at
    /// every step.
    private let stepBytes = StepBytes()

    private final class StepBytes {
        /// Used by one step at a time, on the thread running the steps.
        @exclusivity(unchecked) var text = TranscriptBytes()
    }

    /// rxs's own output, never a log line of a session.
    func line(_ text: String) {
        StandardOutput.writeLine(text)
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A step as the human transcript shows it (the command, then its lines indented), or as
    /// one JSON object.
    func step(_ report: StepReport, json: Bool, color: Bool) {
        if discardsSteps {
            if case .failure(let error) = report.result { self.error(error.rendered(color: color)) }
            return
        }
        if json {
            line(report.json)
            return
        }
        switch report.result {
        case .success(let outcome):
            // One buffer of bytes and one write per step: a replay prints hundreds of
            // thousands of lines.
            stepBytes.text.removeAll()
            stepBytes.text.appendText(report.command)
            outcome.writeTimedLines(to: &stepBytes.text)
            for other in outcome.textLines {
                stepBytes.text.appendText("\n  ")
                stepBytes.text.appendText(other)
            }
            stepBytes.text.appendText("\n")
            StandardOutput.write(stepBytes.text.bytes)
        case .failure(let error):
            var text = report.command
            for log in report.failureLogs {
                text += "\n  "
                log.write(to: &text)
            }
            line(text)
            self.error(error.rendered(color: color))
        }
    }

    /// `report` with what reached standard output from outside any step since the last report
    /// (`StrayOutput`) as log lines at its end.
    func withStrayOutput(_ report: StepReport) -> StepReport {
        withStrayOutput(report) { $0 }
    }

    /// Calls `body` with `report`, or with a copy of it that has the lines `withStrayOutput`
    /// adds: a replay of a million steps copies none when nothing was printed.
    func withStrayOutput<Result>(_ report: StepReport, _ body: (StepReport) -> Result) -> Result {
        let lines = discardsSteps ? [] : StrayOutput.take()
        guard !lines.isEmpty else { return body(report) }
        var report = report
        report.appendLog(lines)
        return body(report)
    }

    private static func isNullDevice(_ descriptor: Int32) -> Bool {
        var opened = stat()
        var null = stat()
        guard fstat(descriptor, &opened) == 0, stat("/dev/null", &null) == 0 else { return false }
        return opened.st_mode & S_IFMT == S_IFCHR && opened.st_rdev == null.st_rdev
    }
}
