import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner

/// The interactive loop: each line is parsed and run at once, with autosettle on, as a person
/// at a prompt is slower than any debounce. On a terminal: a prompt with the screen and the
/// virtual time, line editing, history and Tab completion; otherwise plain lines in and out,
/// flushed after every line so another program can drive it over a pipe.
struct REPL {
    let options: CommandLineOptions
    let sessionOptions: SessionOptions
    let environment: [String: String]

    /// On a terminal ends with 0: errors and failed expectations are answered line by line.
    /// Piped, it ends as `rxs run` would: 1 after a failed expect, 2 after an error.
    @MainActor func run() -> RunStatus {
        var settings = sessionOptions
        settings.autosettle = true
        let session = Session(options: settings)
        let output = TerminalOutput()
        let interactive = StandardInput.isTerminal
        let reader = StandardInput.lineReader(historyFile: LineHistory.defaultPath(environment: environment)) {
            line, cursor in
            LineCompleter.candidates(line: line, cursor: cursor, context: session.completionContext())
        }
        let recording = SessionRecording(seed: settings.seed, time: session.time)
        session.journal = recording
        let replay = ReplayRecorder()
        if interactive, !options.json {
            output.line(Self.banner(screens: session.device.registry.names, live: Self.liveMode(options)))
        }
        var number = 0
        var status = RunStatus.passed
        var ended: RunStatus { interactive ? .passed : status }
        while true {
            fflush(nil)
            let prompt = interactive ? Self.prompt(for: session, color: settings.color, live: options.live || options.recordDirectory != nil) : ""
            switch reader.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                return ended
            case .line(let text):
                number += 1
                let step = REPLStep(text: text, number: number, json: options.json, color: settings.color, replay: replay)
                // On a terminal Ctrl-C stops a live wait or settle rather than the session.
                let watch = interactive ? session.liveInterrupt.map(InterruptWatch.init(onInterrupt:)) : nil
                let continuation = step.run(in: session, recording: recording, output: output)
                watch?.stop()
                status = max(status, continuation.status)
                if continuation.quit {
                    fflush(nil)
                    return ended
                }
            }
        }
    }

    /// What the banner says about the network: nil offline.
    static func liveMode(_ options: CommandLineOptions) -> String? {
        if let directory = options.recordDirectory {
            return "live: requests go to the real services and are recorded into \(directory); the clock follows real time."
        }
        return options.live ? "live: requests go to the real services; the clock follows real time." : nil
    }

    static func banner(screens: [String], live: String? = nil) -> String {
        var lines = ["rxs: open a screen (\(screens.joined(separator: ", "))) and type commands; help lists them."]
        if let live { lines.append("rxs " + live) }
        lines.append("Tab completes, Ctrl-C clears the line, Ctrl-D quits, :save FILE writes the session as a script,")
        lines.append(":html FILE as a replay page.")
        return lines.joined(separator: "\n")
    }

    /// `search 1.300s> `: the visible screen (`rxs` before one is open) and the virtual time;
    /// `search 1.300s live> ` when requests go to the real services.
    @MainActor static func prompt(for session: Session, color: Bool, live: Bool = false) -> String {
        let screen = session.snapshot.top?.name ?? "rxs"
        let time = TimeFormat.seconds(session.time)
        guard color else { return "\(screen) \(time)\(live ? " live" : "")> " }
        return "\u{1B}[1m\(screen)\u{1B}[0m \u{1B}[2m\(time)\u{1B}[0m" + (live ? " \u{1B}[33mlive\u{1B}[0m" : "") + "> "
    }
}
