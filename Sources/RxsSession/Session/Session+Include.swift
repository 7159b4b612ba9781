import Foundation
import RxsScript

extension Session {
    /// Runs another script inside this step, with its path taken relative to the including
    /// script. Its changes and output join this step's; an error points into the included file.
    func include(_ file: Located<String>) throws(ScriptError) -> StepOutcome {
        let including = file.span.location.file
        guard !file.value.utf8.contains(0) else {
            throw ScriptError("cannot read \(file.value): the name contains a NUL byte", at: file.span)
        }
        // Errors name the file the way it reads from where rxs runs: relative stays relative.
        let shown = file.value.hasPrefix("/")
            ? file.value
            : ((including as NSString).deletingLastPathComponent as NSString).appendingPathComponent(file.value)
        let path = URL(fileURLWithPath: shown).standardizedFileURL.path
        let outermost = includeStack.isEmpty
        if outermost { includeStack.append(URL(fileURLWithPath: including).standardizedFileURL.path) }
        defer { if outermost { includeStack.removeAll() } }
        guard !includeStack.contains(path) else {
            let chain = (includeStack + [path]).map { URL(fileURLWithPath: $0).lastPathComponent }
            throw ScriptError("include cycle: \(file.value) is already being run", at: file.span,
                              hints: ["includes: " + chain.joined(separator: " → ")])
        }
        guard includeStack.count <= 16 else {
            throw ScriptError("includes nest more than 16 files deep", at: file.span)
        }
        // A FIFO or a device could block or never end: only regular files are scripts here.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            throw ScriptError("cannot read \(file.value): it is \(kind)", at: file.span)
        }
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { throw ScriptError("cannot read \(file.value) (looked for \(path))", at: file.span) }
            throw ScriptError("cannot read \(file.value): \(String(cString: strerror(errno)))", at: file.span)
        }
        // Read as `rxs run` reads a script: at most 256 MB, and a read error is an error.
        let data: Data
        switch InputFile.read(path) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): throw ScriptError("cannot read \(file.value): \(failure.reason)", at: file.span)
        }
        let lines: AnySequence<ScriptLine>
        switch IncludedScripts.lines(file: shown, data: data) {
        case .success(let parsed):
            lines = AnySequence(parsed)
        case .failure(let error):
            throw error
        case nil:
            let script = StreamedScript(file: shown, bytes: [UInt8](data))
            if let error = script.firstError() { throw error }
            lines = AnySequence(script.lines)
        }
        includeStack.append(path)
        defer { includeStack.removeLast() }
        var combined = StepOutcome()
        for line in lines {
            let outcome: StepOutcome
            do throws(ScriptError) {
                outcome = try perform(line).get()
            } catch {
                // What the lines that ran printed goes with the failure, as the failing line's does.
                keepFailedStepLogs(combined.logs)
                throw error
            }
            combined.append(timedLinesOf: outcome)
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
