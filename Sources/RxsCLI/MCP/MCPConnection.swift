import APIClient
import RxUI
import RxsRunner
import RxsScript
import RxsSession

/// The session of one `rxs mcp` connection and what its tools do to it. The session is the
/// REPL's: autosettle on, lines numbered as they come, recorded for `transcript` as `:save`
/// records them.
@MainActor final class MCPConnection {
    /// The REPL's settings, in which `step` runs lines.
    let options: SessionOptions
    private(set) var session: Session
    private var recording: SessionRecording
    private var replay = ReplayRecorder()
    /// Lines run so far: the line number error messages give, as the REPL counts them.
    private var number = 0

    /// `options` as the command line gave them (`--live`, `--fixtures`, `--seed`, `--width`).
    init(options: SessionOptions) {
        var settings = options
        settings.autosettle = true
        settings.color = false
        self.options = settings
        session = Session(options: settings)
        recording = SessionRecording(seed: settings.seed, time: session.time)
        session.journal = recording
    }

    /// Runs a tool's call; nil for a tool there is none of.
    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult? {
        guard let tool = MCPTools.named(name) else { return nil }
        let values: [String: String]
        switch tool.read(arguments) {
        case .success(let read): values = read
        case .failure(let problem): return problem
        }
        switch name {
        case "screens": return screens()
        case "describe": return describe(values["screen"] ?? "")
        case "step": return step(values["line"] ?? "")
        case "show": return show()
        case "state": return state(path: values["path"])
        case "transcript": return transcript()
        case "run_script": return runScript(values["text"] ?? "")
        default: return reset()
        }
    }

    func screens() -> MCPToolResult {
        let names = session.device.registry.names
        return MCPToolResult(text: names.joined(separator: "\n"),
                             structured: .object(["screens": .array(names.map { .string($0) })]))
    }

    func describe(_ screen: String) -> MCPToolResult {
        do throws(UsageError) {
            let described = try ScreenCommands.description(of: screen, options: offlineOptions)
            let elements = described.elements.map { element -> JSONValue in
                .object(["id": .string(element.id), "kind": .string(element.kind),
                         "paths": .array(element.paths.map { .string($0) })])
            }
            return MCPToolResult(text: ScreenCommands.text(of: described), structured: .object([
                "screen": .string(described.name), "title": .string(described.title), "elements": .array(elements),
                "commands": .array(described.commands.map { .string($0) }),
                "common": .array(described.common.map { .string($0) }),
            ]))
        } catch {
            return .error("describe: \(error)")
        }
    }

    /// One line, as the REPL runs it: the change lines it prints, or its error message.
    func step(_ line: String) -> MCPToolResult {
        let breaks = line.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count - 1
        guard breaks == 0 else {
            return .error("step runs one line; this text holds \(breaks + 1): send them one at a time, or the whole script to run_script")
        }
        number += 1
        let step = REPLStep(text: line, number: number, json: false, color: false, replay: replay)
        let (report, continuation) = step.perform(in: session, recording: recording)
        switch report.result {
        case .success(let outcome):
            var lines = outcome.lines
            if continuation.quit {
                lines.append("quit ends nothing here: the session goes on until the client disconnects; reset starts a fresh one")
            }
            return MCPToolResult(text: lines.joined(separator: "\n"), structured: JSONValue(embedding: report.json))
        case .failure(let error):
            return .error(error.rendered(color: false), structured: JSONValue(embedding: report.json))
        }
    }

    func show() -> MCPToolResult {
        let drawn = (try? ShowCommand().run(in: session))?.output.joined() ?? ""
        return MCPToolResult(text: drawn.hasSuffix("\n") ? String(drawn.dropLast()) : drawn)
    }

    func state(path: String?) -> MCPToolResult {
        let snapshot = session.snapshot
        guard let path else {
            let json = JSONRenderer().render(snapshot, previous: nil)
            return MCPToolResult(text: json.hasSuffix("\n") ? String(json.dropLast()) : json, structured: JSONValue(embedding: json))
        }
        do throws(PathError) {
            let value = try snapshot.value(at: path)
            return MCPToolResult(text: value.description,
                                 structured: .object(["path": .string(path), "value": JSONValue(embedding: value.description)]))
        } catch {
            return .error("state: \(error)")
        }
    }

    func transcript() -> MCPToolResult {
        let script = MCPTranscript.script(recorded: recording.lines, options: offlineOptions)
        return MCPToolResult(text: script, structured: .object(["script": .string(script)]))
    }

    /// The script as `rxs test` runs it, in a session of its own.
    func runScript(_ text: String) -> MCPToolResult {
        var testOptions = options
        testOptions.width = SessionOptions.defaultWidth
        testOptions.phoneWidth = SessionOptions.defaultPhoneWidth
        var test = ScriptTest(path: "<script>", sessionOptions: testOptions)
        test.text = text
        let result = test.run()
        let verdict: String
        switch result.verdict {
        case .passed: verdict = "passed"
        case .failed: verdict = "failed"
        case .error: verdict = "error"
        }
        let summary = result.verdict == .passed ? "passed" : "\(verdict): \(result.reason ?? verdict)"
        var structured: [String: JSONValue] = [
            "passed": .bool(result.verdict == .passed), "verdict": .string(verdict),
            "details": .array(result.details.map { .string($0) }),
        ]
        if let reason = result.reason { structured["reason"] = .string(reason) }
        if let transcript = result.transcript { structured["transcript"] = .string(transcript) }
        let parts = [result.transcript.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }, summary,
                     result.details.isEmpty ? nil : result.details.joined(separator: "\n")]
        return MCPToolResult(text: parts.compactMap { $0 }.joined(separator: "\n"), structured: .object(structured))
    }

    func reset() -> MCPToolResult {
        session = Session(options: options)
        recording = SessionRecording(seed: options.seed, time: session.time)
        session.journal = recording
        replay = ReplayRecorder()
        number = 0
        return MCPToolResult(text: "a fresh session: no screen open, the clock at \(TimeFormat.seconds(session.time))")
    }

    /// The settings `rxs test` runs a script with, offline: what the transcript is computed in
    /// (a live session's requests are answered from the cassettes `--record` wrote), and what
    /// `describe` opens a screen in without sending anything.
    var offlineOptions: SessionOptions {
        var offline = options
        offline.autosettle = false
        offline.seed = 0
        offline.width = SessionOptions.defaultWidth
        offline.phoneWidth = SessionOptions.defaultPhoneWidth
        offline.reportUnmatched = false
        offline.realTime = nil
        switch options.network {
        case .fixtures: break
        case .live: offline.network = .fixtures(directories: [])
        case .recording(let directory): offline.network = .fixtures(directories: [directory])
        }
        return offline
    }
}
