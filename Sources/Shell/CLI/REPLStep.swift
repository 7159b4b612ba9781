import Foundation
import RxUI

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

        static let next = Continuation()
        static let error = Continuation(status: .error)
    }

    private static let file = "<input>"

    func run(in session: Session, recording: SessionRecording, output: TerminalOutput) -> Continuation {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(":") {
            return replCommand(trimmed, in: session, recording: recording, output: output)
        }
        let line: ScriptLine
        do throws(ScriptError) {
            guard let parsed = try ScriptLine.parse(text, number: number, file: Self.file) else {
                if json { output.line(report(session, .success(StepOutcome())).json) }
                return .next
            }
            line = parsed
        } catch {
            show(report(session, .failure(error)), output: output)
            return .error
        }
        let result = session.perform(line)
        let report = report(session, result)
        replay?.record(report, in: session)
        show(report, output: output)
        guard case .success(let outcome) = result else { return .error }
        return Continuation(quit: outcome.quit, status: outcome.failure == nil ? .passed : .failed)
    }

    private func report(_ session: Session, _ result: Result<StepOutcome, ScriptError>) -> StepReport {
        StepReport(file: Self.file, line: number, command: text.trimmingWhitespace, time: session.time, result: result)
    }

    private func show(_ report: StepReport, output: TerminalOutput) {
        if json { return output.line(report.json) }
        switch report.result {
        case .success(let outcome): outcome.lines.forEach(output.line)
        case .failure(let error): output.error(error.rendered(color: color))
        }
    }

    /// `:save FILE`, `:html FILE`; anything else after a colon is an error naming what there is.
    private func replCommand(_ trimmed: String, in session: Session, recording: SessionRecording,
                             output: TerminalOutput) -> Continuation {
        let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        let span = SourceSpan(location: SourceLocation(file: Self.file, line: number, column: 1),
                              length: words.first?.count ?? 1, lineText: text)
        let outcome: Result<StepOutcome, ScriptError>
        if words.first == ":save" {
            outcome = recording.save(to: words.count > 1 ? words[1].trimmingWhitespace : "", at: span)
                .map { StepOutcome(output: [$0]) }
        } else if words.first == ":html" {
            outcome = ReplayPage.save(replay ?? ReplayRecorder(), of: session,
                                      to: words.count > 1 ? words[1].trimmingWhitespace : "", at: span)
                .map { StepOutcome(output: [$0]) }
        } else {
            outcome = .failure(ScriptError("unknown REPL command '\(words.first ?? trimmed)'", at: span,
                                           hints: [":save FILE writes the session so far as a script"]))
        }
        show(report(session, outcome), output: output)
        if case .failure = outcome { return .error }
        return .next
    }
}
