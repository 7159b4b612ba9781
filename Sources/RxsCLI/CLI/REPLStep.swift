import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner

/// One line typed at the REPL: a REPL command (`:save FILE`, `:html FILE`), a blank or comment line, or a
/// command run in the session (which records it for `:save` through its journal). Prints
/// what it did: the changes and output, or the error; with `--json` exactly one JSON object,
/// whatever the line was.
struct REPLStep {
    let text: String
    let number: Int
    let json: Bool
    let color: Bool
    /// Where lines that ran are kept for `:html`.
    var replay: ReplayRecorder?

    /// Whether the REPL reads another line, and how the line went (for a piped REPL's exit status).
    struct Continuation {
        var quit = false
        var status = RunStatus.passed

        /// False for a blank or comment line: the REPL then prints nothing (but with `--json`),
        /// and what was printed meanwhile waits for the next step's report.
        var showsReport = true

        static let next = Continuation()
        static let blank = Continuation(showsReport: false)
        static let error = Continuation(status: .error)
    }

    private static let file = "<input>"

    @MainActor func run(in session: Session, recording: SessionRecording, output: TerminalOutput) -> Continuation {
        let (report, continuation) = perform(in: session, recording: recording)
        if json || continuation.showsReport { show(report, output: output) }
        return continuation
    }

    /// Runs the line and returns its report unprinted: the REPL prints it, `rxs mcp` answers
    /// with it. A blank or comment line reports an empty step.
    @MainActor func perform(in session: Session, recording: SessionRecording) -> (report: StepReport, continuation: Continuation) {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(":") {
            return replCommand(trimmed, in: session, recording: recording)
        }
        let line: ScriptLine
        do throws(ScriptError) {
            guard let parsed = try ScriptLine.parse(text, number: number, file: Self.file) else {
                return (report(session, .success(StepOutcome())), .blank)
            }
            line = parsed
        } catch {
            return (report(session, .failure(error)), .error)
        }
        let result = session.perform(line)
        var report = report(session, result)
        if case .failure = result { report.failureLogs = session.failedStepLogs }
        replay?.record(report, in: session)
        guard case .success(let outcome) = result else { return (report, .error) }
        return (report, Continuation(quit: outcome.quit, status: outcome.failure == nil ? .passed : .failed))
    }

    @MainActor private func report(_ session: Session, _ result: Result<StepOutcome, ScriptError>) -> StepReport {
        StepReport(file: Self.file, line: number, command: text.trimmingWhitespace, time: session.time, result: result)
    }

    /// Writes the report, with what reached standard output from outside any step since the
    /// last one (`StrayOutput`) as log lines at its end (added here unless `run` added it).
    private func show(_ report: StepReport, output: TerminalOutput) {
        let report = output.withStrayOutput(report)
        if json { return output.line(report.json) }
        switch report.result {
        case .success(let outcome): outcome.lines.forEach(output.line)
        case .failure(let error):
            report.failureLogs.forEach { output.line($0.line) }
            output.error(error.rendered(color: color))
        }
    }

    /// `:save FILE`, `:html FILE`; anything else after a colon is an error naming what there is.
    /// FILE is one word as the script language reads it: quoted when it holds spaces, a broken
    /// quote an error at its column; an error writing it points at FILE.
    @MainActor private func replCommand(_ trimmed: String, in session: Session,
                             recording: SessionRecording) -> (report: StepReport, continuation: Continuation) {
        let outcome: Result<StepOutcome, ScriptError>
        do throws(ScriptError) {
            outcome = .success(try runREPLCommand(in: session, recording: recording))
        } catch {
            outcome = .failure(error)
        }
        if case .failure = outcome { return (report(session, outcome), .error) }
        return (report(session, outcome), .next)
    }

    private static let replCommands = [":save", ":html"]

    @MainActor private func runREPLCommand(in session: Session, recording: SessionRecording) throws(ScriptError) -> StepOutcome {
        let tokens = try LineTokenizer.tokens(in: text, line: number, file: Self.file)
        guard let command = tokens.first else { return StepOutcome() }
        guard Self.replCommands.contains(command.text) else {
            let hints = Suggester.didYouMean(command.text, among: Self.replCommands).map { [$0] }
                ?? [":save FILE writes the session so far as a script", ":html FILE writes it as a replay page"]
            throw ScriptError("unknown REPL command '\(command.text)'", at: command.span, hints: hints)
        }
        if tokens.count > 2 {
            let words = tokens.dropFirst().map(\.text).joined(separator: " ")
            throw ScriptError("\(command.text) takes one FILE", at: tokens[2].span,
                              hints: ["a name with spaces is quoted: \(command.text) \(ScriptQuoting.quoted(words))"])
        }
        let file = tokens.count == 2 ? tokens[1] : nil
        let path = file?.text ?? ""
        let span = file?.span ?? command.span
        let saved = command.text == ":save"
            ? recording.save(to: path, at: span)
            : ReplayPage.save(replay ?? ReplayRecorder(), of: session, to: path, at: span)
        switch saved {
        case .success(let line): return StepOutcome(output: [line])
        case .failure(let error): throw error
        }
    }
}
