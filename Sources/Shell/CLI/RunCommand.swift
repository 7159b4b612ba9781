import Foundation
import RxUI

/// `rxs run <file.rxs>…`: runs scripts in order, each in a fresh session, printing every
/// step's changes (or one JSON object per line with `--json`). A script is streamed: each
/// line is parsed as it runs (after one pass that checks every line parses). `-` is standard
/// input; any readable path works. `--echo` also prints the script's narrative comments.
struct RunCommand {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let output: TerminalOutput

    func run() -> RunStatus {
        var status = RunStatus.passed
        for path in options.paths {
            let bytes: [UInt8]
            switch InputFile.read(path) {
            case .success(let read): bytes = read
            case .failure(let failure):
                output.error("rxs: \(failure)")
                status = .error
                continue
            }
            let file = InputFile.displayName(path)
            let script = StreamedScript(file: file, bytes: bytes)
            let errors = script.errors()
            guard errors.isEmpty else {
                errors.forEach { output.error($0.rendered(color: sessionOptions.color)) }
                status = .error
                continue
            }
            let runner = ScriptRunner(session: Session(options: sessionOptions))
            let lines = options.echo ? script.lines(echoingComments: echo) : script.lines
            status = max(status, runner.run(file: file, lines: lines) {
                output.step($0, json: options.json, color: sessionOptions.color)
            })
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
