import APIClient
import Apps
import Foundation
import RxsCLI
import RxsRunner
import RxsScript
import RxsSession
import RxsSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs hostile lines through the interpreter in-process, offline, as the piped REPL would:
/// every line is parsed and performed whatever the lines before did, errors are rendered,
/// `:save` and `:html` write below the driver's folder (FILE read as the REPL reads it),
/// every third session's steps are drawn as `--json` lines and checked to parse, and
/// `HostileLines.newSession` starts a fresh session. A crash or a hang shows as the process dying or not ending; the counts say what
/// the lines did.
@MainActor final class FuzzDriver {
    struct Counts: Equatable, Sendable, CustomStringConvertible {
        var lines = 0
        var ran = 0
        var errors = 0
        var failedExpects = 0
        var sessions = 0
        var saves = 0
        /// `:html` pages written.
        var pages = 0
        /// Steps drawn as `--json` lines (every third session), and those that did not parse.
        var jsonLines = 0
        var badJSON = 0
        /// Times an include was found replaced by an output, and steps that showed the
        /// session's secret (both must stay 0).
        var clobbered = 0
        var leaked = 0
        /// Steps that showed `REDACTED` (a disguised echo caught).
        var redactedSteps = 0

        var description: String {
            "\(lines) lines: \(ran) ran, \(errors) errors, \(failedExpects) failed expects, \(sessions) sessions, "
                + "\(saves) saves, \(pages) pages, \(jsonLines) JSON lines (\(badJSON) not JSON), \(clobbered) includes replaced, \(leaked) secrets shown"
        }
    }

    /// Holds the include files and what `:save` writes; lines run as if from `work/fuzz.rxs`.
    let folder: String
    private var work: String { folder + "/work" }
    private var session: Session?
    private var recording = SessionRecording(seed: 0)
    private var replay = ReplayRecorder(limit: 500)
    private var json = false
    private(set) var counts = Counts()

    /// Makes `folder` (which must not exist yet or be empty) with the files lines refer to.
    init(folder: String) throws {
        self.folder = folder
        try Self.makeFiles(in: folder + "/work")
    }

    /// Runs each line; returns the counts so far.
    @discardableResult
    func run(_ lines: [[UInt8]]) -> Counts {
        for line in lines { run(line) }
        return counts
    }

    func run(_ bytes: [UInt8]) {
        counts.lines += 1
        let text = String(decoding: bytes, as: UTF8.self)
        if text == HostileLines.newSession || session == nil { startSession() }
        guard text != HostileLines.newSession, let session else { return }
        if text.trimmingWhitespace.hasPrefix(":") {
            replCommand(text, in: session)
            return
        }
        do throws(ScriptError) {
            guard let line = try ScriptLine.parse(text, number: counts.lines, file: work + "/fuzz.rxs") else { return }
            counts.ran += 1
            let result = session.perform(line)
            let report = StepReport(file: "<input>", line: counts.lines, command: line.text, time: session.time, result: result)
            replay.record(report, in: session)
            if json { check(report.json) }
            switch result {
            case .success(let outcome):
                // No step shows the session's secret, however the server disguised it.
                let shown = outcome.lines
                if shown.contains(where: { $0.contains(HostileCassettes.token) }) { counts.leaked += 1 }
                if shown.contains(where: { $0.contains(SecretRedactor.placeholder) }) { counts.redactedSteps += 1 }
                if outcome.failure != nil { counts.failedExpects += 1 }
                if outcome.quit { startSession() }
            case .failure(let error):
                counts.errors += 1
                _ = error.rendered(color: true)
            }
        } catch {
            counts.errors += 1
            _ = error.rendered()
        }
    }

    /// `:save FILE` and `:html FILE`, FILE read as the REPL reads it and put below the
    /// driver's folder (`~` is that folder too).
    private func replCommand(_ text: String, in session: Session) {
        let tokens: [Token]
        do throws(ScriptError) {
            tokens = try LineTokenizer.tokens(in: text, line: counts.lines, file: "<input>")
        } catch {
            counts.errors += 1
            _ = error.rendered()
            return
        }
        guard let command = tokens.first, tokens.count <= 2, [":save", ":html"].contains(command.text) else {
            counts.errors += 1
            return
        }
        let name = tokens.count == 2 ? tokens[1].text : ""
        let path = name.isEmpty || name == "~" || name.hasPrefix("~/") ? name : work + "/" + name
        // Only a file read before may not be replaced (by a page or a saved script).
        let includeRead = FilesRead.read(as: work + "/lib.inc") != nil
        if command.text == ":save" {
            if case .success = recording.save(to: path, at: command.span, home: work) { counts.saves += 1 }
        } else if case .success = ReplayPage.save(replay, of: session, to: path, at: command.span, home: work) {
            counts.pages += 1
        }
        // A file read as a script (an include, by any name) is never replaced by a page.
        if FileManager.default.contents(atPath: work + "/lib.inc") != Data("wait 1ms\n".utf8) {
            if includeRead { counts.clobbered += 1 }
            // Put back what lines include, as it was (in place: its identity stays).
            try? Data("wait 1ms\n".utf8).write(to: URL(fileURLWithPath: work + "/lib.inc"))
        }
    }

    private func check(_ line: String) {
        counts.jsonLines += 1
        let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8))
        if !(parsed is [String: Any]) || line.contains("\n") { counts.badJSON += 1 }
    }

    private func startSession() {
        counts.sessions += 1
        var options = SessionOptions()
        // The built-in apps, as `rxs` has them: without them every `open` is an error.
        options.registry = { AppCatalog.registry }
        options.api = .builtIn()
        // Every other session settles after each event, as the REPL does.
        options.autosettle = counts.sessions % 2 == 0
        // Every fourth session replays the misbehaving service's cassettes first, with the
        // token they echo in disguise as its secret.
        if counts.sessions % 4 == 0 {
            options.network = .fixtures(directories: [URL(fileURLWithPath: work + "/hostile")])
            options.api = .builtIn(["GITHUB_TOKEN": HostileCassettes.token])
        }
        let fresh = Session(options: options)
        recording = SessionRecording(seed: 0)
        replay = ReplayRecorder(limit: 500)
        json = counts.sessions % 3 == 0
        fresh.journal = recording
        session = fresh
    }

    /// Include files that recurse, chain deep, fail to parse or are missing; a folder, a FIFO,
    /// a symbolic link and a dangling one for `:save`.
    static func makeFiles(in work: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: work + "/folder", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: work + "/sub", withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: work + "/" + name))
        }
        try write("self.rxs", "wait 1ms\ninclude self.rxs\n")
        try write("ping.rxs", "wait 1ms\ninclude pong.rxs\n")
        try write("pong.rxs", "show\ninclude ping.rxs\n")
        for index in 0..<30 {
            try write("chain\(index).rxs", index == 29 ? "expect nav.depth >= 0\n" : "wait 1ms\ninclude chain\(index + 1).rxs\n")
        }
        try write("bad.rxs", "open repos\ntpye x\n")
        try write("saved.rxs", "# saved\n")
        try write("../outside.rxs", "state\n")
        // An include under another name and its hard link, which no output may replace.
        try write("lib.inc", "wait 1ms\n")
        _ = link(work + "/lib.inc", work + "/hard.rxs")
        try HostileCassettes.write(into: work + "/hostile")
        _ = mkfifo(work + "/fifo", 0o644)
        _ = symlink("saved.rxs", work + "/link.rxs")
        _ = symlink("nowhere/x.rxs", work + "/dangling.rxs")
    }
}
