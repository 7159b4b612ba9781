import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// The lines a REPL session ran, for `:save`: a script that replays to the same state under
/// `rxs run`. It runs with autosettle off and spells out the settles autosettle made; the
/// lines of included scripts are written in place; a line that failed after moving the clock
/// (a settle that gave up) becomes the `wait` that moves it as far.
package final class SessionRecording: SessionJournal {
    private(set) var lines: [String]
    /// The clock when the recorded lines end.
    private var recordedTime: Int

    /// `seed`: the session's starting seed (`--seed`), written first when it is not 0.
    package init(seed: UInt64, time: Int = 0) {
        lines = ["set autosettle off"] + (seed == 0 ? [] : ["set seed \(seed)"])
        recordedTime = time
    }

    package func ran(_ command: any Command, settled: Bool, endingAt time: Int) {
        defer { recordedTime = max(recordedTime, time) }
        switch command {
        case is QuitCommand, is IncludeCommand:
            // An include's lines were recorded as they ran.
            return
        case let set as SetCommand:
            // The script keeps autosettle off and spells the settles out instead.
            if case .autosettle = set.setting.value { return }
            lines.append("\(command)")
        default:
            lines.append("\(command)")
            if settled { lines.append("settle") }
        }
    }

    package func failed(at time: Int) {
        // A wait longer than a script may write becomes several.
        while time > recordedTime {
            let step = min(time - recordedTime, ScriptDuration.maximum.milliseconds)
            lines.append("wait \(ScriptDuration(milliseconds: step))")
            recordedTime += step
        }
    }

    /// Writes the script to `path` (`~` is the home folder) through `SafeFileWriter`: a new
    /// file in an existing folder, or an existing regular file (a link's target) replaced;
    /// says where, or why it could not.
    package func save(to path: String, at span: SourceSpan,
              home: String? = ProcessInfo.processInfo.environment["HOME"]) -> Result<String, ScriptError> {
        guard !path.isEmpty else {
            return .failure(ScriptError("missing FILE for :save", at: span, hints: ["usage: :save FILE"]))
        }
        let text = (["# saved by rxs"] + lines).joined(separator: "\n") + "\n"
        let file = SafeFileWriter.expandingTilde(path, home: home)
        // Never over a file the session read (an include by any name, a cassette, the
        // history): the saved lines would replace what they were made from.
        if let read = FilesRead.read(as: file) {
            let shown = read.path == file ? "" : " (as \(read.path))"
            return .failure(ScriptError("cannot write \(path): it is \(read.kind.rawValue) this session reads\(shown); give the script another name", at: span))
        }
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write(text, to: file)
            return .success("saved \(lines.count) lines to \(path)")
        } catch {
            return .failure(ScriptError("cannot write \(path): \(error.reason)", at: span))
        }
    }
}
