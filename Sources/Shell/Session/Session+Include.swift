import Foundation

extension Session {
    /// Runs another script inside this step, with its path taken relative to the including
    /// script. Its changes and output join this step's; an error points into the included file.
    func include(_ file: Located<String>) throws(ScriptError) -> StepOutcome {
        let including = file.span.location.file
        let base = URL(fileURLWithPath: including).deletingLastPathComponent()
        let url = file.value.hasPrefix("/") ? URL(fileURLWithPath: file.value) : base.appendingPathComponent(file.value)
        let path = url.standardizedFileURL.path
        guard !includeStack.contains(path), includeStack.count < 16 else {
            throw ScriptError("include cycle: \(file.value) is already being run", at: file.span)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError("cannot read \(file.value) (looked for \(path))", at: file.span)
        }
        let script = Script(file: path, text: String(decoding: data, as: UTF8.self))
        if let error = script.errors.first { throw error }
        includeStack.append(path)
        defer { includeStack.removeLast() }
        var combined = StepOutcome()
        for line in script.lines {
            let outcome = try perform(line).get()
            combined.changes += outcome.changes
            combined.output += outcome.output
            if let failure = outcome.failure, combined.failure == nil { combined.failure = failure }
            if outcome.quit {
                combined.quit = true
                break
            }
        }
        return combined
    }
}
