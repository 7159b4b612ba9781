import Foundation

/// `rxs run <file.rxs>…`: runs scripts in order, each in a fresh session, printing every
/// step's changes (or one JSON object per line with `--json`). A script is streamed: each
/// line is parsed as it runs (after one pass that checks every line parses).
struct RunCommand {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let output: TerminalOutput

    func run() -> RunStatus {
        var status = RunStatus.passed
        for path in options.paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.error("rxs: cannot read \(path)")
                status = .error
                continue
            }
            let script = StreamedScript(file: path, bytes: [UInt8](data))
            let errors = script.errors()
            guard errors.isEmpty else {
                errors.forEach { output.error($0.rendered(color: sessionOptions.color)) }
                status = .error
                continue
            }
            let runner = ScriptRunner(session: Session(options: sessionOptions))
            status = max(status, runner.run(file: path, lines: script.lines) {
                output.step($0, json: options.json, color: sessionOptions.color)
            })
        }
        return status
    }
}
