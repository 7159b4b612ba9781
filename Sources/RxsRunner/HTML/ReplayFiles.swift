import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// How `rxs test --html DIR` names its pages, and the parts the index and the replay pages
/// share: the verdict word and a failed script's details and diff.
package enum ReplayFiles {
    package static let index = "index.html"

    /// A page name per script, in the same order: the path with `/` and other characters a
    /// file name should not hold as `-`, `.rxs` dropped, `.html` added; made unique with
    /// `-2`, `-3`… (and never `index.html`).
    package static func names(for paths: [String]) -> [String] {
        var taken: Set<String> = [index]
        return paths.map { path in
            var base = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            if base.hasSuffix(".rxs") { base.removeLast(4) }
            var safe = String(base.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
                    ? Character(scalar) : "-"
            })
            while safe.hasPrefix(".") || safe.hasPrefix("-") { safe.removeFirst() }
            if safe.isEmpty { safe = "script" }
            var name = safe + ".html"
            var number = 2
            while taken.contains(name) {
                name = "\(safe)-\(number).html"
                number += 1
            }
            taken.insert(name)
            return name
        }
    }

    static func verdictWord(_ verdict: ScriptTestResult.Verdict) -> String {
        switch verdict {
        case .passed: return "passed"
        case .failed: return "failed"
        case .error: return "error"
        }
    }

    /// Lines of failures and of the diff shown per script before the rest are counted, so an
    /// index of many failing scripts stays a page (the text report has them all).
    static let problemLineLimit = 500

    /// The failed expects or errors, then the transcript diff with its lines coloured; each
    /// part at most `problemLineLimit` lines of at most `ReplayPage.textLimit` characters.
    static func problems(_ result: ScriptTestResult) -> String {
        var html = ""
        if !result.details.isEmpty {
            let lines = result.details.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            html += "<pre class=\"problems\">"
            html += HTMLText.escaped(limited(lines).map { StepLines.shortened(String($0)) }.joined(separator: "\n")) + "</pre>"
        }
        if let diff = result.diff {
            html += "<pre class=\"problems diff\">"
            for (index, line) in limited(diff.split(separator: "\n", omittingEmptySubsequences: false)).enumerated() {
                let kind = line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "same"
                html += (index == 0 ? "" : "\n") + "<span class=\"\(kind)\">" + HTMLText.escaped(StepLines.shortened(String(line)))
                html += "</span>"
            }
            html += "</pre>"
        }
        return html
    }

    private static func limited(_ lines: [Substring]) -> [Substring] {
        guard lines.count > problemLineLimit else { return lines }
        return lines.prefix(problemLineLimit) + ["… \(lines.count - problemLineLimit) more lines (rxs test prints them all)"]
    }
}

/// The folder of `rxs test --html DIR`: made when missing (its parent must exist), its pages
/// written through `SafeFileWriter`, never over a script (`OutputFile`).
package enum ReplayFolder {
    /// Nil when `path` is a folder now; otherwise why it is not, in plain words.
    package static func prepare(_ path: String) -> String? {
        guard !path.isEmpty else { return "no folder name given" }
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { return "not a folder" }
            // Refused now, not after every script ran.
            return access(path, W_OK | X_OK) == 0 ? nil : "cannot write into it: " + SafeFileWriter.reason(errno)
        }
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            return "a symbolic link to a folder that does not exist"
        }
        guard mkdir(path, 0o755) == 0 else {
            let code = errno
            if code == ENOENT { return "cannot make the folder: no such folder \(SafeFileWriter.folder(of: path))" }
            return "cannot make the folder: " + SafeFileWriter.reason(code)
        }
        return nil
    }

    /// Nil when written; otherwise the message.
    package static func write(_ text: String, named name: String, in folder: String, checking outputs: OutputFile) -> String? {
        let path = (folder as NSString).appendingPathComponent(name)
        do throws(SafeFileWriter.Failure) {
            try outputs.check(path, for: "the page")
            try SafeFileWriter.write(text, to: path)
            return nil
        } catch {
            return error.description
        }
    }
}
