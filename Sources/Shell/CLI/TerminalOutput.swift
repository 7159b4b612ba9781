import Foundation

/// Where rxs writes: steps and printed text to stdout, diagnostics to stderr.
struct TerminalOutput {
    func line(_ text: String) {
        print(text)
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A step as the human transcript shows it (the command, then its lines indented), or as
    /// one JSON object.
    func step(_ report: StepReport, json: Bool, color: Bool) {
        if json {
            line(report.json)
            return
        }
        switch report.result {
        case .success(let outcome):
            // One string and one write per step: a replay prints hundreds of thousands of lines.
            var text = report.command
            for change in outcome.changes {
                text += "\n  "
                change.write(to: &text)
            }
            for other in outcome.textLines {
                text += "\n  "
                text += other
            }
            line(text)
        case .failure(let error):
            line(report.command)
            self.error(error.rendered(color: color))
        }
    }
}
