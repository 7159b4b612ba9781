import Foundation
import RxUI

/// One line typed at the REPL: a REPL command (`:save FILE`), a blank or comment line, or a
/// command run in the session and recorded for `:save`. Prints what it did: the changes and
/// output, or the error; with `--json` exactly one JSON object, whatever the line was.
struct REPLStep {
    let text: String
    let number: Int
    let json: Bool
    let color: Bool

    struct Result {
        var status = RunStatus.passed
        var quit = false
    }

    private static let file = "<input>"

    func run(in session: Session, recording: inout SessionRecording, output: TerminalOutput) -> Result {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(":") {
            return replCommand(trimmed, in: session, recording: recording, output: output)
        }
        let line: ScriptLine
        do throws(ScriptError) {
            let tokens = try LineTokenizer.tokens(in: text, line: number, file: Self.file)
            guard let command = try CommandRegistry.parse(tokens) else {
                if json { output.line(report(session, .success(StepOutcome())).json) }
                return Result()
            }
            line = ScriptLine(number: number, text: text, tokens: tokens, command: command)
        } catch {
            show(report(session, .failure(error)), output: output)
            return Result(status: .error)
        }
        let settles = session.options.autosettle
        let result = session.perform(line)
        show(report(session, result), output: output)
        switch result {
        case .failure:
            return Result(status: .error)
        case .success(let outcome):
            recording.append(line.command, settled: settles)
            return Result(status: outcome.failure == nil ? .passed : .failed, quit: outcome.quit)
        }
    }

    private func report(_ session: Session, _ result: Swift.Result<StepOutcome, ScriptError>) -> StepReport {
        StepReport(file: Self.file, line: number, command: text.trimmingWhitespace, time: session.time, result: result)
    }

    private func show(_ report: StepReport, output: TerminalOutput) {
        if json { return output.line(report.json) }
        switch report.result {
        case .success(let outcome): outcome.lines.forEach(output.line)
        case .failure(let error): output.error(error.rendered(color: color))
        }
    }

    /// `:save FILE`; anything else after a colon is an error naming what there is.
    private func replCommand(_ trimmed: String, in session: Session, recording: SessionRecording,
                             output: TerminalOutput) -> Result {
        let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        let span = SourceSpan(location: SourceLocation(file: Self.file, line: number, column: 1),
                              length: words.first?.count ?? 1, lineText: text)
        let outcome: Swift.Result<StepOutcome, ScriptError>
        if words.first == ":save" {
            outcome = recording.save(to: words.count > 1 ? words[1].trimmingWhitespace : "", at: span)
                .map { StepOutcome(output: [$0]) }
        } else {
            outcome = .failure(ScriptError("unknown REPL command '\(words.first ?? trimmed)'", at: span,
                                           hints: [":save FILE writes the session so far as a script"]))
        }
        show(report(session, outcome), output: output)
        if case .failure = outcome { return Result(status: .error) }
        return Result()
    }
}
