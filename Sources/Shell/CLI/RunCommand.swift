import Foundation

/// `rxs run <file.rxs>…`: runs scripts in order, each in a fresh session, printing every
/// step's changes (or one JSON object per line with `--json`). A script is streamed: each
/// line is parsed as it runs (after one pass that checks every line parses). With
/// `--html FILE` (one script) it also writes the replay page of the run.
struct RunCommand {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let output: TerminalOutput

    func run() -> RunStatus {
        if options.html != nil, options.paths.count != 1 {
            output.error("rxs: --html FILE writes the replay of one script; rxs test --html DIR writes one page per script")
            return .error
        }
        var status = RunStatus.passed
        for path in options.paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.error("rxs: cannot read \(path)")
                status = .error
                continue
            }
            let bytes = [UInt8](data)
            let script = StreamedScript(file: path, bytes: bytes)
            let errors = script.errors()
            guard errors.isEmpty else {
                errors.forEach { output.error($0.rendered(color: sessionOptions.color)) }
                status = .error
                continue
            }
            let session = Session(options: sessionOptions)
            let recorder = options.html.map { _ in ReplayRecorder(limit: Int.max / 2) }
            let runner = ScriptRunner(session: session)
            status = max(status, runner.run(file: path, lines: script.lines) {
                recorder?.record($0, in: session)
                output.step($0, json: options.json, color: sessionOptions.color)
            })
            if let file = options.html, let recorder {
                let page = ReplayPage(title: path, steps: recorder.steps, narration: ScriptNarration(bytes: bytes),
                                      timelines: session.timelines, end: session.time)
                do throws(SafeFileWriter.Failure) {
                    try SafeFileWriter.write(page.render(), to: file)
                } catch {
                    output.error("rxs: \(error)")
                    status = .error
                }
            }
        }
        return status
    }
}
