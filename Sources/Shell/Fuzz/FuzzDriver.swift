import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs hostile lines through the interpreter in-process, offline, as the piped REPL would:
/// every line is parsed and performed whatever the lines before did, errors are rendered,
/// `:save` writes below the driver's folder, and `HostileLines.newSession` starts a fresh
/// session. A crash or a hang shows as the process dying or not ending; the counts say what
/// the lines did.
public final class FuzzDriver {
    public struct Counts: Equatable, Sendable, CustomStringConvertible {
        public var lines = 0
        public var ran = 0
        public var errors = 0
        public var failedExpects = 0
        public var sessions = 0
        public var saves = 0

        public var description: String {
            "\(lines) lines: \(ran) ran, \(errors) errors, \(failedExpects) failed expects, \(sessions) sessions, \(saves) saves"
        }
    }

    /// Holds the include files and what `:save` writes; lines run as if from `work/fuzz.rxs`.
    public let folder: String
    private var work: String { folder + "/work" }
    private var session: Session?
    private var recording = SessionRecording(seed: 0)
    public private(set) var counts = Counts()

    /// Makes `folder` (which must not exist yet or be empty) with the files lines refer to.
    public init(folder: String) throws {
        self.folder = folder
        try Self.makeFiles(in: folder + "/work")
    }

    /// Runs each line; returns the counts so far.
    @discardableResult
    public func run(_ lines: [[UInt8]]) -> Counts {
        for line in lines { run(line) }
        return counts
    }

    public func run(_ bytes: [UInt8]) {
        counts.lines += 1
        let text = String(decoding: bytes, as: UTF8.self)
        if text == HostileLines.newSession || session == nil { startSession() }
        guard text != HostileLines.newSession, let session else { return }
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(":save") {
            let name = trimmed.dropFirst(5).drop { $0 == " " }
            let span = SourceSpan(location: SourceLocation(file: "<input>", line: counts.lines, column: 1), length: 5,
                                  lineText: text)
            // Only ever below the driver's folder.
            if case .success = recording.save(to: name.isEmpty ? "" : work + "/" + name, at: span, home: work) {
                counts.saves += 1
            }
            return
        }
        do throws(ScriptError) {
            guard let line = try ScriptLine.parse(text, number: counts.lines, file: work + "/fuzz.rxs") else { return }
            counts.ran += 1
            switch session.perform(line) {
            case .success(let outcome):
                _ = outcome.lines
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

    private func startSession() {
        counts.sessions += 1
        var options = SessionOptions()
        // Every other session settles after each event, as the REPL does.
        options.autosettle = counts.sessions % 2 == 0
        let fresh = Session(options: options)
        recording = SessionRecording(seed: 0)
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
        _ = mkfifo(work + "/fifo", 0o644)
        _ = symlink("saved.rxs", work + "/link.rxs")
        _ = symlink("nowhere/x.rxs", work + "/dangling.rxs")
    }
}
