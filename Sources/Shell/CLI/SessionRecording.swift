import Foundation

/// The lines a REPL session ran, for `:save`: a script that replays identically under
/// `rxs run`. It runs with autosettle off, so the settles autosettle made are written out
/// after each event; lines that failed are left out.
struct SessionRecording {
    private(set) var lines: [String]

    /// `seed`: the session's starting seed (`--seed`), written first when it is not 0.
    init(seed: UInt64) {
        lines = ["set autosettle off"] + (seed == 0 ? [] : ["set seed \(seed)"])
    }

    /// Records a command that ran; `settled` says autosettle was on when it ran.
    mutating func append(_ command: any Command, settled: Bool) {
        switch command {
        case is QuitCommand:
            return
        case let set as SetCommand:
            // The script keeps autosettle off and spells the settles out instead.
            if case .autosettle = set.setting.value { return }
            lines.append("\(command)")
        case let include as IncludeCommand:
            // The included lines settled one by one; the saved script may live elsewhere.
            let path = URL(fileURLWithPath: include.file.value).standardizedFileURL.path
            let line = "include \(ScriptQuoting.spelling(of: path))"
            lines += settled ? ["set autosettle on", line, "set autosettle off"] : [line]
        default:
            lines.append("\(command)")
            if settled, command is any EventCommand { lines.append("settle") }
        }
    }

    /// Writes the script to `path` (`~` is the home folder); says where, or why it could not.
    func save(to path: String, at span: SourceSpan) -> Result<String, ScriptError> {
        guard !path.isEmpty else {
            return .failure(ScriptError("missing FILE for :save", at: span, hints: ["usage: :save FILE"]))
        }
        let target = NSString(string: path).expandingTildeInPath
        let text = (["# saved by rxs"] + lines).joined(separator: "\n") + "\n"
        do {
            try text.write(toFile: target, atomically: true, encoding: .utf8)
            return .success("saved \(lines.count) lines to \(path)")
        } catch {
            return .failure(ScriptError("cannot write \(path): \(error.localizedDescription)", at: span))
        }
    }
}
