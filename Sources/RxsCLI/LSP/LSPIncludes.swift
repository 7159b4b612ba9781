import Foundation
import RxsScript

/// Where an `include` line points, and why it cannot be run — said as the session says it
/// when the line runs (`Session.include`), so the editor shows it before the run.
enum LSPIncludes {
    /// The included script's path, relative to the including script's folder.
    static func path(of file: String, including: String) -> String {
        let shown = file.hasPrefix("/")
            ? file
            : ((including as NSString).deletingLastPathComponent as NSString).appendingPathComponent(file)
        return URL(fileURLWithPath: shown).standardizedFileURL.path
    }

    /// Why `file` cannot be included from `including`, or nil when it is a readable file.
    static func problem(_ file: Located<String>, including: String) -> ScriptError? {
        guard !file.value.utf8.contains(0) else {
            return ScriptError("cannot read \(file.value): the name contains a NUL byte", at: file.span)
        }
        let path = path(of: file.value, including: including)
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return ScriptError("cannot read \(file.value) (looked for \(path))", at: file.span) }
            return ScriptError("cannot read \(file.value): \(String(cString: strerror(errno)))", at: file.span)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            return ScriptError("cannot read \(file.value): it is \(kind)", at: file.span)
        }
        return nil
    }
}
