import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsSupport

/// Runs one script as a test: in a fresh session with autosettle off, every `expect` must
/// hold, no line may stop with an error, and when the script carries `#>` lines, what each
/// command printed must equal them. With `update`, a script whose expects hold gets its `#>`
/// lines rewritten to what it printed.
package struct ScriptTest: Sendable {
    package var path: String
    package var sessionOptions: SessionOptions
    package var update: Bool
    /// Also draw the run as a replay page (`ScriptTestResult.replayPage`).
    package var replay = false
    /// The script's text when it comes from no file (`rxs mcp`'s `run_script`): `path` then
    /// only names it in messages, and `update` writes nothing.
    package var text: String?

    package init(path: String, sessionOptions: SessionOptions, update: Bool = false) {
        self.path = path
        var options = sessionOptions
        options.autosettle = false
        options.color = false
        self.sessionOptions = options
        self.update = update
    }

    /// `path` as messages show it (a name that is not UTF-8 with `\xE9`, `FileName`); the
    /// file itself is read and written by `path`.
    private var shownPath: String { FileName.shown(path) }

    package func run() -> ScriptTestResult {
        // The script's session is made, run and dropped on this thread: its main thread.
        var result = onSessionThread { test() }
        if replay, result.replayPage == nil {
            result.replayPage = ReplayPage(title: shownPath, steps: [], result: result).render()
        }
        return result
    }

    @MainActor private func test() -> ScriptTestResult {
        let fileBytes: [UInt8]
        switch self.text.map({ .success(Array($0.utf8)) }) ?? InputFile.read(path) {
        case .success(let bytes): fileBytes = bytes
        case .failure(let failure): return erred(["\(shownPath): error: cannot read the script: \(failure.reason)"])
        }
        // The file as UTF-8 text, made only for an error summary or a replay page: a passing
        // script is parsed and compared from its bytes.
        var decodedBytes: [UInt8] { Array(String(decoding: fileBytes, as: UTF8.self).utf8) }
        let script = Script(file: shownPath, bytes: fileBytes)
        guard script.errors.isEmpty else {
            let more = ScriptError.notShown(count: script.errors.count, in: shownPath, bytes: decodedBytes)
            return erred(script.errors.prefix(ScriptError.shownLimit).map { $0.rendered() } + (more.map { [$0] } ?? []))
        }
        let source = GoldenSource(bytes: fileBytes)
        let golden: GoldenTranscript
        do throws(ScriptError) {
            golden = try GoldenTranscript(source: source, commandLines: Self.numbers(of: script.lines), file: shownPath)
        } catch {
            return erred([error.rendered()])
        }

        var options = sessionOptions
        // Only `marbles` (here or in an included script) and a replay page read the timelines.
        // Closures, not key paths: through key paths these two reads copied every line (its
        // tokens and command) twice; now once.
        options.recordsTimelines = replay || Self.readsTimelines(script.lines)
        let session = Session(options: options)
        var transcripts: [Int: GoldenTranscript.Printed] = [:]
        var failures: [FailedExpect] = []
        var stop: ScriptError?
        // A page draws the last `defaultLimit` steps, so a huge script's page stays bounded.
        let recorder = replay ? ReplayRecorder() : nil
        func page(_ result: ScriptTestResult) -> String? {
            guard let recorder else { return nil }
            return ReplayPage(title: shownPath, steps: Array(recorder.kept), narration: ScriptNarration(bytes: decodedBytes),
                              timelines: session.timelines, end: session.time, result: result,
                              leftOut: recorder.keptLeftOut).render()
        }
        // What each step printed is compared with the script's `#>` lines, or written back:
        // a script that has none, run without `--update`, has no use for its text.
        let keepsTranscripts = !golden.isEmpty || update || self.text != nil
        // One transcript a step: room for them all, not rehashed as the table grows.
        if keepsTranscripts { transcripts.reserveCapacity(script.lines.count) }
        ScriptRunner(session: session).run(script) { report in
            recorder?.record(report, in: session)
            if keepsTranscripts {
                // A step that printed its `#>` lines is recorded as having printed them (its
                // block is kept as written): neither its lines nor the `#>` lines it printed,
                // compared where they lie in the file, are made texts.
                let expected = golden.expected(at: report.line)
                transcripts[report.line] = report.transcriptMatches(expected) ? .expected : .lines(report.transcript)
            }
            switch report.result {
            case .success(let outcome):
                if let failure = outcome.failure {
                    failures.append(FailedExpect(text: "\(shownPath):\(report.line): \(failure.message)",
                                                 headline: failure.message.prefix { $0 != "\n" }))
                }
            case .failure(let error):
                stop = error
            }
        }
        if let stop {
            var result = erred(failures.map(\.text) + [stop.rendered()])
            if self.text != nil { result.transcript = golden.rewrite(source, printed: transcripts).text }
            result.milliseconds = session.time
            result.replayPage = page(result)
            return result
        }

        var result = ScriptTestResult(path: path, verdict: .passed)
        result.milliseconds = session.time
        result.details = failures.map(\.text)
        let rewritten = keepsTranscripts ? golden.rewrite(source, printed: transcripts) : source
        if self.text != nil { result.transcript = rewritten.text }
        let differs = rewritten != source
        if update, self.text == nil, failures.isEmpty, differs {
            do throws(SafeFileWriter.Failure) {
                try SafeFileWriter.write(rewritten.bytes, to: path)
                result.updated = true
            } catch {
                var failed = erred(["\(shownPath): error: cannot write the script: \(error.reason)"])
                failed.milliseconds = session.time
                failed.replayPage = page(failed)
                return failed
            }
        } else if !golden.isEmpty, differs {
            let diff = UnifiedDiff.render(old: source.lines.map(\.text), new: rewritten.lines.map(\.text),
                                          oldLabel: shownPath + " (expected)", newLabel: shownPath + " (actual)")
            result.diff = diff
            // A failed expect the diff shows as a new `#> expect failed` line is reported once, there.
            let added = Set((diff ?? "").split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
                .compactMap { GoldenLine.content(of: String($0.dropFirst())) })
            result.details = failures.filter { !added.contains(String($0.headline)) }.map(\.text)
            if failures.isEmpty {
                result.hint = "run `rxs test --update \(shownPath)` to accept"
            }
        }
        if update, !failures.isEmpty, differs {
            let count = failures.count == 1 ? "1 expect failed" : "\(failures.count) expects failed"
            result.details.append("\(shownPath) left unchanged: \(count)")
        }
        let reasons = [
            result.diff == nil ? nil : "transcript differs",
            failures.isEmpty ? nil : "\(failures.count) \(failures.count == 1 ? "expect" : "expects") failed",
        ].compactMap { $0 }
        if !reasons.isEmpty {
            result.verdict = .failed
            result.reason = reasons.joined(separator: "; ")
        }
        result.replayPage = page(result)
        return result
    }

    /// A failed expect as the report lists it, and its first line as a transcript holds it.
    private struct FailedExpect {
        var text: String
        var headline: Substring
    }

    private func erred(_ details: [String]) -> ScriptTestResult {
        var result = ScriptTestResult(path: path, verdict: .error, reason: "script error")
        result.details = details
        return result
    }

    // Outside `test()`, which is main-actor code, so that their closures are plain ones: there a
    // closure handed to the standard library is checked at run time for being on the main
    // actor, each time it runs (for every line here).
    private static func numbers(of lines: [ScriptLine]) -> [Int] { lines.map { $0.number } }

    private static func readsTimelines(_ lines: [ScriptLine]) -> Bool { lines.contains { $0.readsTimelines } }
}
