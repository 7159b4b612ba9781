import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// `rxs test --watch`: after the first run, waits for `.rxs` files to be saved in the folders
/// of the scripts (and below the folders given) and reruns: the saved scripts when they are
/// among those tested, else every script found again (a new script, or one they include).
/// Each rerun ends with its summary; Ctrl-C ends the watch.
struct TestWatch {
    let command: TestCommand

    func run(watching first: [String]) -> RunStatus {
        var reason = "inotify is not available"
        guard let watcher = FileWatcher(reason: &reason) else {
            command.output.error("rxs: --watch cannot watch files: \(reason)")
            return .error
        }
        var scripts = first
        var watched = Set<String>()
        watch(scripts, with: watcher, into: &watched)
        let folders = watched.count == 1 ? "1 folder" : "\(watched.count) folders"
        command.output.line("rxs: watching \(folders) for saved .rxs files; Ctrl-C stops")
        while true {
            fflush(nil)
            let saved = watcher.waitForChanges().filter { $0.hasSuffix(".rxs") }
            guard !saved.isEmpty else { continue }
            let known = saved.filter { scripts.contains($0) && FolderWalk.status(of: $0) != nil }
            command.output.line("")
            if known.count == saved.count {
                command.output.line("rxs: " + VisibleText.escapingControls("\(known.joined(separator: ", ")) saved"))
                _ = command.run(runnable(known))
            } else {
                command.output.line("rxs: " + VisibleText.escapingControls("\(saved.joined(separator: ", ")) changed; running every script"))
                guard let found = command.discover() else { continue }
                scripts = found
                watch(scripts, with: watcher, into: &watched)
                _ = command.run(runnable(scripts))
            }
        }
    }

    /// The scripts that are regular files now; the others are named and skipped: a script
    /// replaced by a FIFO would block the watch for good on its open, a device never end.
    private func runnable(_ scripts: [String]) -> [String] {
        scripts.filter { path in
            guard let info = FolderWalk.status(of: path), info.st_mode & S_IFMT != S_IFREG else { return true }
            command.output.error("rxs: " + VisibleText.escapingControls("\(path) \(SafeFileWriter.kind(info.st_mode)) now; skipped"))
            return false
        }
    }

    /// Watches each script's folder and every folder below the folders given.
    private func watch(_ scripts: [String], with watcher: FileWatcher, into watched: inout Set<String>) {
        var folders = scripts.map { path -> String in
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }
        let given = command.options.paths.isEmpty ? ["."] : command.options.paths
        for path in given {
            guard let info = FolderWalk.status(of: path), info.st_mode & S_IFMT == S_IFDIR else { continue }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            folders.append(base)
            folders += Self.subfolders(of: base).map { base == "." ? $0 : base + "/" + $0 }
        }
        for folder in folders where !watched.contains(folder) {
            if watcher.watch(folder) { watched.insert(folder) }
        }
    }

    /// Folders below `folder` as relative paths, hidden ones (`.build`, `.git`) skipped.
    /// Names are bytes (`FileName`), as `rxs test` finds scripts.
    private static func subfolders(of folder: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let names = FileName.contents(ofFolder: relative.isEmpty ? folder : folder + "/" + relative) else { continue }
            for name in names where !name.hasPrefix(".") {
                let entry = relative.isEmpty ? name : relative + "/" + name
                // As the enumerator did: a link to a folder is watched, not entered.
                guard let info = FolderWalk.status(of: folder + "/" + entry), info.st_mode & S_IFMT == S_IFDIR else { continue }
                found.append(entry)
                var link = stat()
                if lstat(FileName.cString(folder + "/" + entry), &link) == 0, link.st_mode & S_IFMT == S_IFDIR {
                    pending.append(entry)
                }
            }
        }
        return found
    }
}
