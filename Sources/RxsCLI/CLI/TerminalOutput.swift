import Foundation
import RxsScript
import RxsSession
import RxsRunner

/// Where rxs writes: steps and printed text to stdout, diagnostics to stderr.
struct TerminalOutput {
    /// stdout is /dev/null (a benchmark's replay): steps are not formatted, as nobody reads them.
    let discardsSteps = Self.isNullDevice(STDOUT_FILENO)

    /// The standard library's `print`, not RxSwift's (rxs's session print): this is rxs's own output, never a log
    /// line of a session.
    func line(_ text: String) {
        Swift.print(text)
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A step as the human transcript shows it (the command, then its lines indented), or as
    /// one JSON object; flushed at once, so a pipe or a file holds every step that ended even
    /// if the process is then killed (stdout into a pipe is otherwise block-buffered).
    func step(_ report: StepReport, json: Bool, color: Bool) {
        // fflush(nil) flushes every stream, stdout among them (the global is not Sendable).
        defer { if !discardsSteps { fflush(nil) } }
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
            // One string and one write per step: a replay prints hundreds of thousands of lines.
            var text = report.command
            outcome.forEachTimedLine { line in
                text += "\n  "
                line.write(to: &text)
            }
            for other in outcome.textLines {
                text += "\n  "
                text += other
            }
            line(text)
        case .failure(let error):
            line(report.command)
            self.error(error.rendered(color: color))
        }
    }

    private static func isNullDevice(_ descriptor: Int32) -> Bool {
        var opened = stat()
        var null = stat()
        guard fstat(descriptor, &opened) == 0, stat("/dev/null", &null) == 0 else { return false }
        return opened.st_mode & S_IFMT == S_IFCHR && opened.st_rdev == null.st_rdev
    }
}
