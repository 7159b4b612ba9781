import RxsRunner
import RxsScript
import RxsSession

/// A document run as `rxs test` runs a script (`ScriptTest`): a fresh session with the test's
/// options, line by line until the end or the first error, then each command's output checked
/// against its `#>` lines. What `rxs test` would report becomes diagnostics on the lines it is
/// about: each failed `expect`, the error that stopped the script, each `#>` block that differs.
/// Lines that do not parse are left to the walk (`LSPWalk`): such a script does not run.
struct LSPScriptCheck {
    let document: LSPDocument
    let file: String
    let settings: LSPSettings

    /// nil when the run was replaced before it ended (its result would be stale).
    @MainActor func run(stop: LSPStop) -> LSPRunRecord? {
        var record = LSPRunRecord(version: document.version)
        let script = Script(file: file, text: document.text)
        if let first = script.errors.first {
            record.notRun = script.errors.count == 1 ? "line \(first.location.line) does not parse" : "\(script.errors.count) lines do not parse"
            return record
        }
        let source = GoldenSource(bytes: document.bytes)
        let golden: GoldenTranscript
        do throws(ScriptError) {
            golden = try GoldenTranscript(source: source, commandLines: script.lines.map(\.number), file: file)
        } catch {
            record.notRun = "line \(error.location.line): \(error.message)"
            return record
        }
        record.opens = script.lines.compactMap { LSPCommandParts.screen(of: $0.command) == nil ? nil : $0.number - 1 }
        var options = LSPRun.sessionOptions(settings, file: file)
        options.stopReason = { stop.reason }
        var transcripts: [Int: [String]] = [:]
        var failures: [Int: ExpectationFailure] = [:]
        var stopped: (line: Int, error: ScriptError)?
        LSPRun.inSession(options) { session in
            ScriptRunner(session: session).run(script) { report in
                transcripts[report.line] = report.transcript
                record.times.append(LSPRunRecord.Timed(line: report.line - 1, milliseconds: report.time))
                switch report.result {
                case .success(let outcome):
                    if let failure = outcome.failure { failures[report.line] = failure }
                case .failure(let error):
                    stopped = (report.line, error)
                }
            }
        }
        if stop.isCancelled { return nil }
        record.transcripts = LSPTranscriptRewrite(source: source, golden: golden, printed: transcripts,
                                                  updates: failures.isEmpty && stopped == nil)
        record.problems = failures.sorted { $0.key < $1.key }.map { line, failure in
            LSPRunRecord.Problem(line: line - 1, headline: String(failure.message.prefix { $0 != "\n" }))
        }
        var diagnostics = failures.sorted { $0.key < $1.key }.map { line, failure in
            LSPDiagnostic(range: document.contentRange(ofLine: line - 1), message: failure.message)
        }
        if let stopped {
            var diagnostic = LSPDiagnostic(stopped.error, file: file, in: document, line: stopped.line - 1)
            if stopped.error.message == LSPStop.timeLimitMessage(settings.timeLimit) { diagnostic.severity = .warning }
            record.stoppedAt = stopped.line - 1
            record.problems.append(LSPRunRecord.Problem(line: stopped.line - 1, headline: stopped.error.message))
            record.diagnostics = diagnostics + [diagnostic]
            return record
        }
        guard !golden.isEmpty else {
            record.diagnostics = diagnostics
            return record
        }
        for number in golden.blocks.keys.sorted() {
            guard let block = golden.blocks[number] else { continue }
            var actual = transcripts[number] ?? []
            guard !GoldenLine.same(block.lines, actual) else { continue }
            // A failed expect already has its diagnostic: a block that differs only by it says nothing more.
            let failure = failures[number]
            if let failure {
                let failureLines = failure.message.split(separator: "\n").map(String.init)
                if actual.suffix(failureLines.count) == failureLines[...] {
                    actual.removeLast(failureLines.count)
                    if GoldenLine.same(block.lines, actual) { continue }
                    actual += failureLines
                }
            }
            // Its quick fix writes what the command printed, as `--update` would: not for a
            // command whose expect failed, which `--update` leaves alone.
            diagnostics.append(LSPDiagnostic(range: range(of: block, command: number), message: Self.difference(block.lines, actual),
                                             fix: failure == nil ? .actualOutput(commandLine: number) : nil))
            record.problems.append(LSPRunRecord.Problem(line: number - 1, headline: "the output differs from the #> lines"))
        }
        record.problems.sort { $0.line < $1.line }
        record.diagnostics = diagnostics.sorted { $0.range.start < $1.range.start }
        return record
    }

    /// The block's `#>` lines, or its command's line when it has none.
    private func range(of block: GoldenTranscript.Block, command: Int) -> LSPRange {
        guard let last = block.lineIndices.last, let first = block.lineIndices.first else {
            return document.contentRange(ofLine: command - 1)
        }
        return LSPRange(start: document.contentRange(ofLine: first).start, end: document.endOfLine(last))
    }

    static let differenceLimit = 40

    /// "the output differs from the #> lines (- expected, + actual):" and the lines, as a diff.
    static func difference(_ expected: [String], _ actual: [String]) -> String {
        var lines = ["the output differs from the #> lines (- expected, + actual):"]
        for edit in UnifiedDiff.edits(old: expected, new: actual) {
            switch edit {
            case .keep(let old, _): lines.append("  " + expected[old])
            case .remove(let old): lines.append("- " + expected[old])
            case .insert(let new): lines.append("+ " + actual[new])
            }
        }
        let more = lines.count - 1 - differenceLimit
        guard more > 0 else { return lines.joined(separator: "\n") }
        return (lines.prefix(differenceLimit + 1) + ["… \(more) more \(more == 1 ? "line" : "lines")"]).joined(separator: "\n")
    }
}
