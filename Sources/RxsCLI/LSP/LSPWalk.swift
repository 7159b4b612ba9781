import RxUI
import RxsRunner
import RxsScript
import RxsSession

/// What the editor learns from a document without running it as a test: the lines that do
/// not parse, `#>` lines that follow no command, included scripts that cannot be read, and —
/// walking the lines in a session as `rxs test` would — screens that do not exist and
/// controls or paths that are not on the screen open at their line. The walk goes on past a
/// line that fails, and leaves the state after every line for completion and hover.
struct LSPWalk {
    let document: LSPDocument
    /// The script's name for the session: its path, so included scripts are found beside it.
    let file: String
    let settings: LSPSettings

    @MainActor func run(stop: LSPStop, states: LSPLineStates) -> [LSPDiagnostic] {
        defer { states.finish() }
        let script = Script(file: file, text: document.text)
        var problems = script.errors.map { (line: $0.location.line, error: $0) }
        do throws(ScriptError) {
            _ = try GoldenTranscript(source: GoldenSource(bytes: document.bytes), commandLines: script.lines.map(\.number), file: file)
        } catch {
            problems.append((error.location.line, error))
        }
        var options = LSPRun.sessionOptions(settings, file: file)
        options.stopReason = { stop.reason }
        LSPRun.inSession(options) { session in
            let screens = session.device.registry.names
            states.record(after: -1, session.snapshot)
            for line in script.lines {
                guard stop.reason == nil else { return }
                let found = check(line.command, in: session, screens: screens)
                problems += found.map { (line.number, $0) }
                if found.isEmpty { _ = session.perform(line) }
                states.record(after: line.number - 1, session.snapshot)
                states.reach(line.number)
            }
            states.reach(Int.max)
        }
        return Self.diagnostics(problems, file: file, document: document)
    }

    /// What is wrong with the command before it runs: an unknown screen, an included script
    /// that cannot be read, a control or path not on the screen now open.
    @MainActor private func check(_ command: any Command, in session: Session, screens: [String]) -> [ScriptError] {
        if let screen = LSPCommandParts.screen(of: command), !screens.contains(screen.value) {
            return [ScriptError.unknown("screen", screen, candidates: screens)]
        }
        if let file = LSPCommandParts.include(of: command) {
            return LSPIncludes.problem(file, including: self.file).map { [$0] } ?? []
        }
        let snapshot = session.snapshot
        // With no screen, or an alert over it, the line fails for that reason when it runs.
        guard let top = snapshot.top, snapshot.alert == nil else { return [] }
        if let control = LSPCommandParts.control(of: command), top.element(control.value) == nil {
            return [ScriptError.unknown("element", control, "on screen \(top.name)", candidates: top.elements.map(\.id))]
        }
        return LSPCommandParts.paths(of: command).compactMap { path in
            do throws(PathError) {
                _ = try snapshot.value(at: path.value.description)
                return nil
            } catch {
                // A row out of range depends on what has loaded by then: only a run can say.
                guard case .unknown = error else { return nil }
                return ScriptError.unresolved(error, at: path.span)
            }
        }
    }

    private static func diagnostics(_ problems: [(line: Int, error: ScriptError)], file: String,
                                    document: LSPDocument) -> [LSPDiagnostic] {
        problems.sorted { $0.line < $1.line }.map { LSPDiagnostic($0.error, file: file, in: document, line: $0.line - 1) }
    }
}
