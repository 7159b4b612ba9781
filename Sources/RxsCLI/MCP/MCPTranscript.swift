import RxsRunner
import RxsScript
import RxsSession

/// The session of a connection as a test: the lines it ran as `:save` writes them (autosettle
/// off, its settles spelled out), each followed by `#>` lines with what it prints when
/// `rxs test` runs it. The lines are run again in a fresh session with `rxs test`'s settings,
/// so the `#>` lines are exactly what the test will compare. An expect that failed is left
/// in as a comment (an expect changes nothing, so the lines after it print the same), and so
/// is a line that stops with an error when run again (a live session replayed offline).
enum MCPTranscript {
    static let header = "# an rxs mcp session: save it as FILE.rxs, then rxs test FILE.rxs replays it"

    @MainActor static func script(recorded lines: [String], options: SessionOptions) -> String {
        var script = [header]
        let session = Session(options: options)
        for text in lines {
            // Numbered as the saved file numbers it, in case a line's output names its place.
            let number = script.count + 1
            let parsed: ScriptLine?
            do throws(ScriptError) {
                parsed = try ScriptLine.parse(text, number: number, file: "<transcript>")
            } catch {
                script.append("# left out, it does not parse: \(text)")
                continue
            }
            guard let line = parsed else {
                script.append(text)
                continue
            }
            switch session.perform(line) {
            case .success(let outcome) where outcome.failure != nil:
                script.append("# failed in the session, left out: \(text)")
            case .success(let outcome):
                script.append(text)
                script += outcome.lines.map { GoldenLine.text(for: $0, indent: "") }
            case .failure:
                script.append("# stopped with an error when run again, left out: \(text)")
            }
        }
        return script.joined(separator: "\n") + "\n"
    }
}
