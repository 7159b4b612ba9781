import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `rxfuzz files --rxs PATH`: the file-safety matrix. Every writer of rxs (`run --html`,
/// `test --junit`, `test --html`, `test --update`, the REPL's `:save` and `:html`, `run
/// --record`) against every kind of target (missing, regular, read-only, folder, links of
/// every sort, hard link, FIFO, socket, devices, an input of the run — script, include,
/// cassette —, odd and over-long names, deep paths), each in a fresh folder. A combination
/// fails when rxs dies by a signal or hangs, when a file the run read changed, when a target
/// that was no regular file changed kind, when the other name of a hard link lost its
/// contents, or when a temporary file is left.
enum FileMatrix {
    static let original = "# the old contents\nwait 1s\n"
    static let cassette = """
        {"request":{"method":"GET","url":"https://api.github.com/users/octocat/repos","matchQuery":[]},\
        "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[]}}
        """

    /// Makes target kind `kind` in `work` and returns the path to give the writer.
    static func makeTarget(_ kind: String, in work: String) -> String {
        let manager = FileManager.default
        func write(_ name: String, _ text: String) { _ = manager.createFile(atPath: work + "/" + name, contents: Data(text.utf8)) }
        switch kind {
        case "missing": return "new.out"
        case "missingfolder": return "nowhere/new.out"
        case "regular": write("old.out", original); return "old.out"
        case "readonly": write("ro.out", original); chmod(work + "/ro.out", 0o444); return "ro.out"
        case "nopermission": write("none.out", original); chmod(work + "/none.out", 0); return "none.out"
        case "readonlyfolder":
            try? manager.createDirectory(atPath: work + "/rofolder", withIntermediateDirectories: true)
            write("rofolder/x.out", original)
            chmod(work + "/rofolder", 0o555)
            return "rofolder/x.out"
        case "folder": try? manager.createDirectory(atPath: work + "/folder.out", withIntermediateDirectories: true); return "folder.out"
        case "symlink": write("real.out", original); symlink("real.out", work + "/link.out"); return "link.out"
        case "dangling": symlink("nowhere/x.out", work + "/dangling.out"); return "dangling.out"
        case "loop": symlink("loop.out", work + "/loop.out"); return "loop.out"
        case "linktofolder": try? manager.createDirectory(atPath: work + "/realdir", withIntermediateDirectories: true); symlink("realdir", work + "/dirlink.out"); return "dirlink.out"
        case "hardlink": write("first.out", original); link(work + "/first.out", work + "/second.out"); return "first.out"
        case "fifo": mkfifo(work + "/fifo.out", 0o644); return "fifo.out"
        case "socket": return makeSocket(work + "/socket.out") ? "socket.out" : "missing.out"
        case "devnull": return "/dev/null"
        case "devfull": return "/dev/full"
        case "procfile": return "/proc/self/status"
        case "script": return "s.rxs"
        case "include": return "lib.inc"
        case "includelink": symlink("lib.inc", work + "/alias.page"); return "alias.page"
        case "includehardlink": link(work + "/lib.inc", work + "/hard.page"); return "hard.page"
        case "cassette": return "tapes/octocat.json"
        case "cassettehardlink": link(work + "/tapes/octocat.json", work + "/tape.page"); return "tape.page"
        case "otherscript": write("other.rxs", original); return "other.rxs"
        case "notafolder": write("file.out", original); return "file.out/x.out"
        case "longname": return String(repeating: "n", count: 300) + ".out"
        case "deep": return Array(repeating: "d", count: 3_000).joined(separator: "/") + "/x.out"
        case "controlname": return "a\u{1}\nb\u{1B}[31m.out"
        case "dash": return "-"
        case "empty": return ""
        case "home": write(".rxs_history", "not a history\n"); return "~/.rxs_history"
        default: return "new.out"
        }
    }

    static let kinds = ["missing", "missingfolder", "regular", "readonly", "nopermission", "readonlyfolder", "folder", "symlink",
                        "dangling", "loop", "linktofolder", "hardlink", "fifo", "socket", "devnull", "devfull", "procfile",
                        "script", "include", "includelink", "includehardlink", "cassette", "cassettehardlink", "otherscript",
                        "notafolder", "longname", "deep", "controlname", "dash", "empty", "home"]

    static let writers = ["run --html", "test --junit", "test --html", "test --update", "repl :save", "repl :html", "run --record"]

    static func makeSocket(_ path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        } == 0
    }

    /// The kind of file at `path` without following a last link (nil: nothing there).
    static func fileKind(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Runs every writer against every kind; prints failures and a summary; returns the number that failed.
    static func run(rxs: String, timeout: Double, folder: String) -> Int {
        var failures = 0, count = 0
        for writer in writers {
            for kind in kinds {
                count += 1
                if let problem = runOne(writer: writer, kind: kind, rxs: rxs, timeout: timeout, folder: folder + "/files-\(count)") {
                    failures += 1
                    print("files \(writer) → \(kind): \(problem)")
                }
            }
        }
        print("\(count) file-safety combinations (\(writers.count) writers × \(kinds.count) kinds), \(failures) failed")
        return failures
    }

    private static func runOne(writer: String, kind: String, rxs: String, timeout: Double, folder work: String) -> String? {
        // `test --update FIFO` reads the FIFO as its script: it waits for a writer, as `cat` does.
        if writer == "test --update", kind == "fifo" { return nil }
        let manager = FileManager.default
        try? manager.createDirectory(atPath: work + "/tapes", withIntermediateDirectories: true)
        defer {
            // Make everything removable again, then remove it.
            for path in [work + "/rofolder", work + "/none.out", work + "/ro.out"] { chmod(path, 0o755) }
            try? manager.removeItem(atPath: work)
        }
        _ = manager.createFile(atPath: work + "/lib.inc", contents: Data("wait 1ms\n".utf8))
        _ = manager.createFile(atPath: work + "/tapes/octocat.json", contents: Data(cassette.utf8))
        let script = "# a script\ninclude lib.inc\nopen repos\ntype searchBar octocat\nwait 1s\n#> wrong\n"
        _ = manager.createFile(atPath: work + "/s.rxs", contents: Data(script.utf8))
        let target = makeTarget(kind, in: work)
        let targetPath = target.hasPrefix("/") ? target : work + "/" + target
        let kindBefore = fileKind(of: targetPath)
        let linkedBefore = contents(work + "/second.out")
        // The writer, as a command line (or REPL input).
        var arguments: [String]
        var input: String?
        switch writer {
        case "run --html": arguments = ["run", "--fixtures", "tapes", "--html", target, "s.rxs"]
        case "test --junit": arguments = ["test", "--fixtures", "tapes", "--junit", target, "s.rxs"]
        case "test --html": arguments = ["test", "--fixtures", "tapes", "--html", target, "s.rxs"]
        case "test --update":
            // The target is the script itself.
            arguments = ["test", "--fixtures", "tapes", "--update", target]
        case "repl :save": arguments = ["--fixtures", "tapes"]; input = "include lib.inc\nopen repos\n:save \(target)\n"
        case "repl :html": arguments = ["--fixtures", "tapes"]; input = "include lib.inc\nopen repos\n:html \(target)\n"
        default: arguments = ["run", "--fixtures", "tapes", "--record", target, "s.rxs"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rxs)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: work)
        process.environment = ["HOME": work, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let inputFile = work + "/.input"
        if let input {
            _ = manager.createFile(atPath: inputFile, contents: Data(input.utf8))
            process.standardInput = FileHandle(forReadingAtPath: inputFile)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { return "could not start rxs: \(error)" }
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            return "hung"
        }
        if process.terminationReason == .uncaughtSignal || process.terminationStatus >= 128 {
            return "crashed (\(process.terminationStatus))"
        }
        // What the run read is as it was (a script only `--update` may change, and only its #> lines).
        if contents(work + "/lib.inc") != Data("wait 1ms\n".utf8) { return "the include changed" }
        if contents(work + "/tapes/octocat.json") != Data(cassette.utf8) { return "the cassette changed" }
        if writer != "test --update", writer != "repl :save" || kind != "script", contents(work + "/s.rxs") != Data(script.utf8) {
            return "the script changed"
        }
        if let before = kindBefore, before != S_IFREG, before != S_IFLNK, fileKind(of: targetPath) != before {
            return "a target that was no regular file changed kind"
        }
        if kindBefore == S_IFLNK, fileKind(of: targetPath) != S_IFLNK { return "a link was replaced by a file" }
        if kind == "hardlink", contents(work + "/second.out") != linkedBefore { return "the other name of a hard link changed" }
        if let left = temporaryFiles(in: work) { return "temporary file left: \(left)" }
        return nil
    }

    /// The first `.rxs-*.tmp` below `folder` (three levels at most), if any.
    static func temporaryFiles(in folder: String, depth: Int = 0) -> String? {
        guard depth < 3, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for name in names {
            if name.hasPrefix(".rxs-"), name.hasSuffix(".tmp") { return folder + "/" + name }
            if fileKind(of: folder + "/" + name) == S_IFDIR, let found = temporaryFiles(in: folder + "/" + name, depth: depth + 1) { return found }
        }
        return nil
    }
}
