import Foundation
import RxUI

/// The interactive loop: each line is parsed and run at once; autosettle is on, as a person
/// at a prompt is slower than any debounce. `:save FILE` writes what was run as a script.
struct REPL {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let environment: [String: String]

    func run() -> RunStatus {
        var settings = sessionOptions
        settings.autosettle = true
        let session = Session(options: settings)
        let output = TerminalOutput()
        let history = environment["HOME"].map { $0 + "/.rxs_history" }
        let reader = StandardInput.lineReader(historyFile: history) { line, cursor in
            LineCompleter.candidates(line: line, cursor: cursor, context: session.completionContext())
        }
        let interactive = StandardInput.isTerminal
        var recorded = SessionRecording()
        var number = 0
        while true {
            let prompt = interactive ? "\(session.snapshot.screens.last?.name ?? "rxs") \(TimeFormat.seconds(session.time))> " : ""
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                return .passed
            case .interrupted:
                continue
            case .line(let text):
                number += 1
                if text.trimmingWhitespace.hasPrefix(":save") {
                    output.line(recorded.save(command: text.trimmingWhitespace))
                    continue
                }
                guard let line = parse(text, number: number, output: output, color: settings.color) else { continue }
                let result = session.perform(line)
                let report = StepReport(file: "<input>", line: number, command: text.trimmingWhitespace,
                                        time: session.time, result: result)
                if options.json {
                    output.line(report.json)
                } else {
                    switch result {
                    case .success(let outcome): outcome.lines.forEach(output.line)
                    case .failure(let error): output.error(error.rendered(color: settings.color))
                    }
                }
                guard case .success(let outcome) = result else { continue }
                recorded.append(line.command, settled: line.command is any EventCommand)
                if outcome.quit { return .passed }
            }
        }
    }

    private func parse(_ text: String, number: Int, output: TerminalOutput, color: Bool) -> ScriptLine? {
        do throws(ScriptError) {
            let tokens = try LineTokenizer.tokens(in: text, line: number, file: "<input>")
            guard let command = try CommandRegistry.parse(tokens) else { return nil }
            return ScriptLine(number: number, text: text, tokens: tokens, command: command)
        } catch {
            if options.json {
                output.line("{\"line\":\(number),\"error\":\(JSONWriter.quoted(error.description))}")
            } else {
                output.error(error.rendered(color: color))
            }
            return nil
        }
    }
}

/// The lines a REPL session ran, for `:save`: with autosettle's implicit settles written out,
/// so the saved script replays identically with autosettle off.
struct SessionRecording {
    private(set) var lines: [String] = ["set autosettle off"]

    mutating func append(_ command: any Command, settled: Bool) {
        guard !(command is QuitCommand), !(command is SetCommand && "\(command)".hasPrefix("set autosettle")) else { return }
        lines.append("\(command)")
        if settled { lines.append("settle") }
    }

    /// Writes the script to the file named after `:save`; returns what to print.
    func save(command: String) -> String {
        let path = command.dropFirst(":save".count).trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return "usage: :save FILE" }
        let text = (["# saved by rxs"] + lines).joined(separator: "\n") + "\n"
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return "saved \(lines.count) lines to \(path)"
        } catch {
            return "cannot save to \(path): \(error.localizedDescription)"
        }
    }
}
