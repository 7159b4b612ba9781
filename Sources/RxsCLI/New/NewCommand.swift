import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// `rxs new NAME [DIR] [--from URL]`: writes a starter package for one's own screens — a
/// screens library, a command running the shell on them, a flow with its golden transcript,
/// ViewModel tests and a README — into DIR (by default `./NAME`).
struct NewCommand {
    var name: String
    var directory: String
    var gitURL: String?
    /// `--swift5`: the package builds in Swift 5 language mode.
    var swift5 = false

    /// `operands`: NAME and an optional DIR; `gitURL`: `--from URL`.
    init(operands positional: [String], gitURL: String?, swift5: Bool = false) throws(UsageError) {
        guard let name = positional.first else { throw UsageError("rxs new needs a NAME") }
        guard positional.count <= 2 else { throw UsageError("rxs new takes NAME and at most one DIR, not '\(positional[2])'") }
        if let problem = Self.identifierProblem(name) { throw UsageError("'\(name)' \(problem)") }
        self.name = name
        directory = positional.count == 2 ? positional[1] : name
        self.gitURL = gitURL
        self.swift5 = swift5
    }

    /// Why `name` cannot name a Swift module and type, or nil when it can.
    static func identifierProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty; NAME must be a Swift identifier" }
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        guard isLetter(first), name.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) }) else {
            return "is not a Swift identifier: use letters, digits and _, starting with a letter (e.g. Demo)"
        }
        if keywords.contains(name) { return "is a Swift keyword; choose another NAME" }
        if reserved.contains(name) { return "is the name of a module rxs uses; choose another NAME" }
        return nil
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "await", "async",
        "consume", "copy", "discard", "each", "some", "any", "borrowing", "consuming",
    ]
    /// Modules the new package links; a module of the same name would clash.
    private static let reserved: Set<String> = [
        "RxsShell", "RxsScript", "RxsSession", "RxsRunner", "RxsCLI", "Shell", "RxSwift", "RxRelay", "RxCocoa", "RxTest",
        "RxBlocking", "UIKit", "CoreGraphics", "UniformTypeIdentifiers", "RxUI", "RxMarbles", "RxCore", "RxTestKit",
        "RxFoundation", "RxURLSession", "APIClient",
        "Phone", "Apps", "Foundation", "XCTest",
        "Swift", "Dispatch", "Glibc", "CEditLine", "CRxsRuntime", "PackageDescription", "FoundationNetworking",
    ]

    /// Writes the package; the error is a message for stderr (exit 2). `note` takes what the
    /// user should know but that does not stop the package (stderr): tags that could not be
    /// listed, so the package follows rxs's `main` branch.
    func run(environment: [String: String], output: (String) -> Void, note: (String) -> Void = { _ in }) throws(UsageError) {
        // Whatever can refuse is checked before git is asked (which may take seconds) and
        // before the first file is written, so a refusal leaves nothing behind.
        var starter: Starter
        var limits = GitLimits()
        if let gitURL {
            if let problem = GeneratedText.urlProblem(gitURL) { throw UsageError(problem) }
            limits = try GitLimits(environment: environment)
            starter = .git(name: name, url: gitURL, tags: [], swift5: swift5)
        } else {
            guard let path = RxsCheckout.find(environment: environment) else {
                throw UsageError("cannot find the rxs checkout this program was built from; "
                    + "set RXS_PACKAGE_PATH to its folder or use --from URL")
            }
            starter = .local(name: name, rxsPath: path, swift5: swift5)
        }
        try checkFolder()
        for file in starter.files {
            let path = (directory as NSString).appendingPathComponent(file.path)
            if let problem = Self.lengthProblem(path) { throw UsageError("cannot write into \(directory): \(problem)") }
        }
        if let gitURL {
            switch GitTags.list(at: gitURL, environment: environment, limits: limits) {
            case .tags(let tags): starter = .git(name: name, url: gitURL, tags: tags, swift5: swift5)
            case .unavailable(let reason):
                note("note: cannot list the tags of \(GeneratedText.swiftString(gitURL)): \(reason); "
                    + "Package.swift depends on its branch \"main\" instead of a release")
            }
        }
        do throws(SafeFileWriter.Failure) {
            for file in starter.files {
                let path = (directory as NSString).appendingPathComponent(file.path)
                try Self.makeFolders(SafeFileWriter.folder(of: path))
                try SafeFileWriter.write(file.text, to: path)
            }
        } catch {
            throw UsageError("\(error)")
        }
        let place = Self.shellWord(directory)
        output(VisibleText.escapingControls("""
            Created \(name) in \(Self.oneLine(directory)) (rxs: \(Self.oneLine(starter.rxsReference))). Next:
              cd \(place)
              swift run \(name) test flows/    # builds rxs and your screens once (a few minutes), then runs the flow
              swift run \(name)                # the REPL: open hello
            """))
    }

    /// DIR is missing or an empty folder.
    private func checkFolder() throws(UsageError) {
        guard !directory.isEmpty else { throw UsageError("DIR is an empty word; leave it out to write into ./\(name)") }
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw UsageError("cannot write into \(directory): it exists and is not a folder") }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw UsageError("cannot write into \(directory): its contents cannot be listed, so it may not be empty")
        }
        guard contents.isEmpty else {
            throw UsageError("cannot write into \(directory): it exists and is not empty")
        }
    }

    /// `text` with its line breaks shown as escapes, as a name inside a sentence.
    private static func oneLine(_ text: String) -> String {
        VisibleText.escapingControls(text, lineBreaks: false)
    }

    /// Makes `path` and the folders above it that are missing, saying in plain words why not.
    /// A loop, not recursion: a path of ten thousand components must not exhaust the stack.
    static func makeFolders(_ path: String) throws(SafeFileWriter.Failure) {
        // No folder on such a path can be made; walking up it would only cost time.
        guard path.utf8.count < Int(PATH_MAX) else { throw SafeFileWriter.Failure(path: path, reason: SafeFileWriter.reason(ENAMETOOLONG)) }
        var missing: [String] = []
        var current = path
        while true {
            var info = stat()
            if stat(current, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw SafeFileWriter.Failure(path: current, reason: "it is not a folder")
                }
                break
            }
            if lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw SafeFileWriter.Failure(path: current, reason: "a symbolic link to a folder that does not exist")
            }
            missing.append(current)
            let parent = SafeFileWriter.folder(of: current)
            if parent == current { break }
            current = parent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                // ENOENT with the parent there: a folder that holds no new entries (/proc/1).
                let reason = errno == ENOENT
                    ? "no new folder can be made in \(SafeFileWriter.folder(of: folder))" : SafeFileWriter.reason(errno)
                throw SafeFileWriter.Failure(path: folder, reason: reason)
            }
        }
    }

    /// Why a file of the package cannot be written at `path` at all (a component longer than a
    /// file name may be, or a path longer than the system takes), or nil; checked for every file
    /// before the first is written, so a NAME or DIR that is too long leaves nothing behind.
    static func lengthProblem(_ path: String) -> String? {
        if path.utf8.count >= Int(PATH_MAX) {
            return "the path \(path.utf8.count) bytes long is longer than this system allows (\(Int(PATH_MAX) - 1))"
        }
        if let long = path.split(separator: "/").first(where: { $0.utf8.count > Int(NAME_MAX) }) {
            return "'\(long.prefix(40))…' is \(long.utf8.count) bytes, longer than a file name may be (\(Int(NAME_MAX)))"
        }
        return nil
    }

    /// `dir` as a word a POSIX shell reads back as it is: bare when plain, `./-x` for a
    /// leading dash, single-quoted otherwise.
    static func shellWord(_ dir: String) -> String {
        let plain = !dir.isEmpty && dir.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_./+,:@%-".unicodeScalars.contains($0)
        }
        if plain { return dir.hasPrefix("-") ? "./" + dir : dir }
        return "'" + dir.replacing("'", with: "'\\''") + "'"
    }
}

/// Where the rxs package this program was built from lives.
enum RxsCheckout {
    /// `RXS_PACKAGE_PATH`, else the package root above the running binary (`.build/…/rxs`),
    /// else the one this source file was compiled in; absolute, or nil when none holds rxs.
    static func find(environment: [String: String]) -> String? {
        if let path = environment["RXS_PACKAGE_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [executable, Bundle.main.executableURL, URL(fileURLWithPath: #filePath)].compactMap { $0 }
        for start in candidates {
            var folder = start.deletingLastPathComponent()
            while folder.path != "/" {
                if isCheckout(folder) { return folder.standardizedFileURL.path }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// A folder holding rxs's manifest and the RxsShell module.
    static func isCheckout(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Sources/RxsShell/RxsShell.swift").path)
    }
}
