import Foundation
import RxsScript
import RxsSupport

extension Session {
    /// Runs another script inside this step, with its path taken relative to the including
    /// script. Its changes and output join this step's; an error points into the included file.
    func include(_ file: Located<String>) throws(ScriptError) -> StepOutcome {
        let including = file.span.location.file
        guard !file.value.utf8.contains(0) else {
            throw ScriptError("cannot read \(file.value): the name contains a NUL byte", at: file.span)
        }
        // Errors name the file the way it reads from where rxs runs: relative stays relative.
        let (shown, path) = Self.resolve(file.value.hasPrefix("/")
            ? file.value
            : ((including as NSString).deletingLastPathComponent as NSString).appendingPathComponent(file.value))
        let outermost = includeStack.isEmpty
        if outermost { includeStack.append(Self.resolve(including).path) }
        defer { if outermost { includeStack.removeAll() } }
        guard !includeStack.contains(path) else {
            let chain = (includeStack + [path]).map { FileName.shown(URL(fileURLWithPath: $0).lastPathComponent) }
            throw ScriptError("include cycle: \(file.value) is already being run", at: file.span,
                              hints: ["includes: " + chain.joined(separator: " → ")])
        }
        guard includeStack.count <= 16 else {
            throw ScriptError("includes nest more than 16 files deep", at: file.span)
        }
        // A FIFO or a device could block or never end: only regular files are scripts here.
        if let info = FolderWalk.status(of: path), info.st_mode & S_IFMT != S_IFREG {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            throw ScriptError("cannot read \(file.value): it is \(kind)", at: file.span)
        }
        guard FolderWalk.status(of: path) != nil else {
            if errno == ENOENT {
                // Bytes of the line that are not UTF-8 were read as U+FFFD: the name cannot be found so.
                let hints = file.value.unicodeScalars.contains("\u{FFFD}")
                    ? ["a script is UTF-8 text: write each byte of the name that is not UTF-8 as \\xHH (include \"caf\\xE9.rxs\")"]
                    : []
                throw ScriptError("cannot read \(file.value) (looked for \(FileName.shown(path)))", at: file.span, hints: hints)
            }
            throw ScriptError("cannot read \(file.value): \(String(cString: strerror(errno)))", at: file.span)
        }
        // Read as `rxs run` reads a script: at most 256 MB, and a read error is an error.
        let data: Data
        switch InputFile.read(path) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): throw ScriptError("cannot read \(file.value): \(failure.reason)", at: file.span)
        }
        let lines: AnySequence<ScriptLine>
        let name = FileName.shown(shown)
        switch IncludedScripts.lines(file: name, data: data) {
        case .success(let parsed):
            lines = AnySequence(parsed)
        case .failure(let error):
            throw error
        case nil:
            let script = StreamedScript(file: name, bytes: [UInt8](data))
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

    /// A script's name as written (relative to where rxs runs) and its full, standardized path.
    /// File names are bytes (`FileName`): a name that is not UTF-8 is written, and shown in
    /// messages, with `\xE9` for each such byte, so when no file has the name as written, the
    /// name with those escapes read as bytes is the one meant.
    static func resolve(_ written: String) -> (shown: String, path: String) {
        let path = URL(fileURLWithPath: written).standardizedFileURL.path
        guard FolderWalk.status(of: path) == nil, errno == ENOENT, let bytes = FileName.unescaped(written) else {
            return (written, path)
        }
        let unescapedPath = URL(fileURLWithPath: bytes).standardizedFileURL.path
        return FolderWalk.status(of: unescapedPath) == nil ? (written, path) : (bytes, unescapedPath)
    }
}
