import Foundation
import RxsSupport

/// The cassettes of one folder, listed once and shared by every session replaying from it
/// (`SharedCassetteFolders`). Listing reads each file and only its request; the whole
/// cassette is decoded the first time a request could match it, and kept. Nothing here
/// changes after that: sessions keep what they can change (latency, unmatched requests)
/// in their own transport.
final class CassetteFolder: Sendable {
    /// `folder: reason` when the folder cannot serve cassettes (then there are no files).
    let problem: String?
    let files: [CassetteSlot]
    /// The folder's `default.json` (`DefaultAnswer`), read at listing.
    let defaultAnswer: Result<CassetteLibrary.Entry, CassetteProblem>?
    /// What the folder looked like when listed; nil for the package's own folder, which a
    /// running program does not change.
    let stamp: CassetteFolderStamp?

    private init(problem: String?, files: [CassetteSlot], defaultAnswer: Result<CassetteLibrary.Entry, CassetteProblem>? = nil,
                 stamp: CassetteFolderStamp?) {
        self.problem = problem
        self.files = files
        self.defaultAnswer = defaultAnswer
        self.stamp = stamp
    }

    /// Lists `directory`'s `*.json` files in path order. Problems name files the way the
    /// user named the folder (`cassettes/x.json`).
    static func list(_ directory: URL, stamp: CassetteFolderStamp?) -> CassetteFolder {
        // Names are bytes (`FileName`); messages show those that are not UTF-8 as `\xE9`.
        let shownFolder = FileName.shown(directory.relativePath)
        if let problem = FixtureFolders.problem(with: directory) {
            return CassetteFolder(problem: "\(shownFolder): \(problem)", files: [], stamp: stamp)
        }
        let folderPath = directory.standardizedFileURL.path
        let defaultPath = folderPath + "/" + DefaultAnswer.fileName
        var defaultAnswer: Result<CassetteLibrary.Entry, CassetteProblem>?
        var slots: [CassetteSlot] = []
        for file in jsonFiles(in: directory) {
            let path = file.standardizedFileURL.path
            let shown = path.hasPrefix(folderPath + "/") ? shownFolder + FileName.shown(String(path.dropFirst(folderPath.count)))
                : FileName.shown(file.path)
            let slot = CassetteSlot(reading: file, shown: shown, isDefaultAnswer: path == defaultPath)
            if path == defaultPath { defaultAnswer = slot.entry() } else { slots.append(slot) }
        }
        return CassetteFolder(problem: nil, files: slots, defaultAnswer: defaultAnswer, stamp: stamp)
    }

    /// Cassettes compiled into the program (`CompiledCassettes`), named `Fixtures/…`.
    static func compiled(_ files: [(name: String, json: StaticString)]) -> CassetteFolder {
        CassetteFolder(problem: nil, files: files.map { file in
            // A string literal's bytes live as long as the program: no copy (a one-scalar
            // literal has no bytes of its own to point at, and is copied).
            let bytes = file.json.withUTF8Buffer { buffer in
                guard file.json.hasPointerRepresentation, let start = buffer.baseAddress else { return Data(buffer) }
                return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: buffer.count, deallocator: .none)
            }
            return CassetteSlot(data: bytes, file: "Fixtures/" + file.name)
        }, stamp: nil)
    }

    /// The folder's `*.json` entries, in subfolders too (not through links to folders), by the
    /// names' bytes: `FileManager` cannot list a name that is not UTF-8. A folder so named is
    /// listed, to be reported as what it is.
    static func jsonFiles(in directory: URL) -> [URL] {
        let folder = directory.standardizedFileURL.path
        return FolderWalk.files(in: folder, includingFolders: true).filter { relative in
            let name = relative.split(separator: "/").last ?? ""
            return name.hasSuffix(".json") && name.count > ".json".count
        }.map { URL(fileURLWithPath: folder + "/" + $0) }.sorted { $0.path < $1.path }
    }
}

/// One cassette file of a folder: its request, read at listing, and the cassette itself,
/// decoded once on first use.
final class CassetteSlot: Sendable {
    let file: String
    /// The request as the file states it; nil when the file cannot be used.
    let request: Cassette.Request?
    /// `request`'s URL, parsed once.
    let target: RequestMatcher.Target?
    private let state: Guarded<State>

    private enum State {
        case unread(Data)
        case read(Result<CassetteLibrary.Entry, CassetteProblem>)
    }

    /// The largest cassette file read, as large as the largest script.
    static let maximumCassetteBytes = 256 << 20

    /// - Parameter isDefaultAnswer: the file is the folder's `default.json` (`DefaultAnswer`).
    convenience init(reading file: URL, shown: String, isDefaultAnswer: Bool = false) {
        // No output of the run may replace it (`--html`, `--junit`, `:html`).
        FilesRead.note(file.path, as: .cassette)
        // A FIFO could block and a device never end: only regular files are cassettes.
        let path = FileName.cString(file.path)
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            self.init(file: file.path, shown: shown, problem: "\(shown): cannot be read: it \(SafeFileWriter.kind(info.st_mode))")
            return
        }
        // Bounded like a script (`rxs run` takes at most 256 MB): a huge file is refused by
        // its size, before anything is allocated for it.
        let limit = Self.maximumCassetteBytes
        if stat(path, &info) == 0, info.st_size > off_t(limit) {
            self.init(file: file.path, shown: shown, problem: "\(shown): cannot be read: it holds more than \(limit >> 20) MB, too much for a cassette")
            return
        }
        let data: Data
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            self.init(file: file.path, shown: shown, problem: "\(shown): cannot be read (\(FixtureFolders.reason(errno: errno)))")
            return
        }
        do {
            data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd() ?? Data()
            guard data.count <= limit else {
                self.init(file: file.path, shown: shown, problem: "\(shown): cannot be read: it holds more than \(limit >> 20) MB, too much for a cassette")
                return
            }
        } catch {
            self.init(file: file.path, shown: shown, problem: "\(shown): cannot be read (\(FixtureFolders.reason(error)))")
            return
        }
        if isDefaultAnswer {
            self.init(file: file.path, shown: shown, decoded: DefaultAnswer.load(data, file: file.path, shown: shown))
        } else {
            self.init(data: data, file: file.path, shown: shown)
        }
    }

    private init(file: String, shown: String, decoded: Result<CassetteLibrary.Entry, CassetteProblem>) {
        self.file = file
        shownName = shown
        request = nil
        target = nil
        state = Guarded(.read(decoded))
    }

    private init(file: String, shown: String, problem: String) {
        self.file = file
        shownName = shown
        request = nil
        target = nil
        state = Guarded(.read(.failure(CassetteProblem(text: problem))))
    }

    /// A cassette whose bytes are at hand (a built-in one).
    init(data: Data, file: String, shown: String? = nil) {
        self.file = file
        shownName = shown ?? file
        if let request = CassetteRequestScan.request(in: data) {
            self.request = request
            target = RequestMatcher.Target(urlString: request.url)
            state = Guarded(.unread(data))
        } else {
            let decoded = Self.decode(data, file: file, shown: shownName)
            let entry = try? decoded.get()
            request = entry?.cassette.request
            target = entry?.target
            state = Guarded(.read(decoded))
        }
    }

    /// The file as problems name it.
    private let shownName: String

    /// Whether the whole file was decoded (at listing, or by `entry()`).
    var isDecoded: Bool {
        state.withLock { state in
            if case .read = state { return true }
            return false
        }
    }

    /// The whole cassette, decoded the first time it is asked for.
    func entry() -> Result<CassetteLibrary.Entry, CassetteProblem> {
        state.withLock { state in
            switch state {
            case .read(let result):
                return result
            case .unread(let data):
                let result = Self.decode(data, file: file, shown: shownName)
                state = .read(result)
                return result
            }
        }
    }

    /// Whether the file might answer the request: its stated request matches. The decoded
    /// cassette has the final word (`entry()`).
    func mayMatch(method: HTTPMethod, target requested: RequestMatcher.Target) -> Bool {
        guard let request else { return false }
        return RequestMatcher.matches(request, recorded: target, method: method, target: requested)
    }

    private static func decode(_ data: Data, file: String, shown: String) -> Result<CassetteLibrary.Entry, CassetteProblem> {
        do throws(CassetteError) {
            return .success(CassetteLibrary.Entry(file: file, cassette: try Cassette.load(from: data)))
        } catch {
            return .failure(CassetteProblem(text: error.located(in: shown)))
        }
    }
}

/// Why a cassette file is not used, as `path: reason` or `path:line:column: reason`.
struct CassetteProblem: Error, Sendable {
    var text: String
}
