import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// `rxs run <file.rxs>…`: runs scripts in order, each in a fresh session, printing every
/// step's changes (or one JSON object per line with `--json`). A script is streamed: one pass
/// checks every line parses, keeping a bounded table of the lines it parsed, and the run takes
/// each line from it (or parses it as it runs, past the table's bound); a regular
/// file is read a chunk at a time on each pass rather than held. `-` is standard input; any
/// readable path works. `--echo` also prints the script's narrative comments.
/// With `--html FILE` (one script) it also writes the replay page of the run (its last
/// `ReplayRecorder.defaultLimit` steps, fewer if they would not fit in `ReplayPage.sizeLimit`);
/// FILE is checked before the run (`OutputFile`).
struct RunCommand {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let output: TerminalOutput

    @MainActor func run() -> RunStatus {
        if options.html != nil, options.paths.count != 1 {
            output.error("rxs: --html FILE writes the replay of one script; rxs test --html DIR writes one page per script")
            return .error
        }
        if let pageFile = options.html {
            do throws(SafeFileWriter.Failure) {
                try OutputFile(inputs: options.paths, network: sessionOptions.network).check(pageFile, for: "the page")
            } catch {
                output.error("rxs: \(error)")
                return .error
            }
        }
        var status = RunStatus.passed
        for path in options.paths {
            let file = InputFile.displayName(path)
            let script: StreamedScript
            var bytes: [UInt8] = []
            if options.html == nil, path != "-", let streamed = StreamedScript(file: file, streaming: path) {
                // Read a chunk at a time on each pass: memory does not grow with the script.
                script = streamed
            } else {
                switch InputFile.read(path) {
                case .success(let read): bytes = read
                case .failure(let failure):
                    output.error("rxs: \(failure)")
                    status = .error
                    continue
                }
                script = StreamedScript(file: file, bytes: bytes)
            }
            // The lines that parsed are kept (a bounded table) for the run, which moves each to
            // its line rather than parsing it again.
            let checked = script.check(keeping: ScriptError.shownLimit)
            guard checked.count == 0 else {
                for error in checked.kept {
                    if options.json {
                        let text = error.span.lineText.trimmingWhitespace
                        let report = StepReport(file: file, line: error.location.line, command: text, time: 0, result: .failure(error))
                        output.line(output.withStrayOutput(report).json)
                    }
                    output.error(error.rendered(color: sessionOptions.color))
                }
                if let more = ScriptError.notShown(count: checked.count, in: file, holdsNUL: { script.holdsNUL }) {
                    output.error("rxs: " + VisibleText.escapingControls(more))
                }
                status = .error
                continue
            }
            if let failure = script.readFailure {
                output.error("rxs: \(failure)")
                status = .error
                continue
            }
            var runOptions = sessionOptions
            // Only `marbles` (here or in an included script) and the page read the timelines:
            // recording every change of every instant was about 2 % of a replayed line.
            runOptions.recordsTimelines = options.html != nil || checked.readsTimelines
            let session = Session(options: runOptions)
            let recorder = options.html.map { _ in ReplayRecorder() }
            let runner = ScriptRunner(session: session)
            let lines = options.echo ? script.lines(reusing: checked.parsed, echoingComments: echo)
                : script.lines(reusing: checked.parsed)
            status = max(status, runner.run(file: file, lines: lines) { step in
                output.withStrayOutput(step) { report in
                    recorder?.record(report, in: session)
                    output.step(report, json: options.json, color: sessionOptions.color)
                }
            })
            if let failure = script.readFailure {
                output.error("rxs: \(failure)")
                status = .error
            }
            if let pageFile = options.html, let recorder {
                let page = ReplayPage(title: file, steps: Array(recorder.kept), narration: ScriptNarration(bytes: bytes),
                                      timelines: session.timelines, end: session.time, leftOut: recorder.keptLeftOut)
                let (html, shown) = page.rendered()
                let total = page.leftOut + page.steps.count
                if shown < total {
                    output.error("rxs: " + VisibleText.escapingControls("\(pageFile) shows the last \(shown) of \(total) steps"))
                }
                do throws(SafeFileWriter.Failure) {
                    // Again now that the run is over: it may have included the file since.
                    try OutputFile(inputs: options.paths, network: sessionOptions.network).check(pageFile, for: "the page")
                    try SafeFileWriter.write(html, to: pageFile)
                } catch {
                    output.error("rxs: \(error)")
                    status = .error
                }
            }
        }
        return status
    }

    /// A narrative line as the transcript shows it: dim on a terminal, an object with `--json`.
    private func echo(line: Int, text: String) {
        if options.json {
            guard !text.isEmpty else { return }
            output.line("{\"line\":\(line),\"comment\":\(JSONWriter.quoted(text))}")
        } else {
            output.line(sessionOptions.color && !text.isEmpty ? "\u{1B}[2m\(text)\u{1B}[0m" : text)
        }
    }
}
