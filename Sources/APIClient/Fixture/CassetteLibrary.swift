import Foundation
import Synchronization

/// The cassettes of a fixture transport: override directories first, then the default set.
/// Nothing is read until the first request; each file is parsed once.
final class CassetteLibrary: Sendable {
    struct Entry: Sendable {
        var file: String
        var cassette: Cassette
        /// Built once: re-encoding a large JSON body per request would dominate a replay.
        var response: HTTPResponse
        var target: RequestMatcher.Target?

        init(file: String, cassette: Cassette) {
            self.file = file
            self.cassette = cassette
            target = RequestMatcher.Target(urlString: cassette.request.url)
            response = cassette.httpResponse()
            response.replayID = file
        }
    }

    struct Loaded: Sendable {
        var entries: [Entry]
        var problems: [String]
    }

    /// Asked on first use: even finding the folders is work a run without requests skips.
    private let directories: @Sendable () -> [URL]
    private let includeBuiltIn: Bool
    private let loaded = Guarded<Loaded?>(nil)
    /// The answer for each `METHOD url` asked before: a replay asks for the same few URLs
    /// over and over, and matching parses the URL and walks every cassette.
    private let answers = Guarded<[String: Entry?]>([:])
    private static let answerLimit = 1024

    /// `directories` in priority order, then the built-in cassettes when `includeBuiltIn`;
    /// missing directories are reported as problems.
    init(directories: @escaping @Sendable () -> [URL], includeBuiltIn: Bool = false) {
        self.directories = directories
        self.includeBuiltIn = includeBuiltIn
    }

    /// The best cassette for a request to `url` (see `cassette(for:target:)`).
    func cassette(for method: HTTPMethod, url: String) -> Entry? {
        let key = method.rawValue + " " + url
        if let known = answers.withLock({ $0[key] }) { return known }
        let entry = RequestMatcher.Target(urlString: url).flatMap { cassette(for: method, target: $0) }
        answers.withLock { answers in
            if answers.count >= Self.answerLimit { answers.removeAll() }
            answers[key] = entry
        }
        return entry
    }

    /// The best cassette for the request: the earliest directory wins, then the cassette that
    /// pins the most query parameters, then file name order.
    func cassette(for method: HTTPMethod, target: RequestMatcher.Target) -> Entry? {
        let candidates = load().entries.enumerated().filter {
            RequestMatcher.matches($0.element.cassette, recorded: $0.element.target, method: method, target: target)
        }
        return candidates.min { lhs, rhs in
            let lhsPins = lhs.element.cassette.request.matchQuery?.count ?? 0
            let rhsPins = rhs.element.cassette.request.matchQuery?.count ?? 0
            return lhsPins != rhsPins ? lhsPins > rhsPins : lhs.offset < rhs.offset
        }?.element
    }

    /// Folders and files that could not be used, as `path: reason` or `path:line:column: reason`.
    var problems: [String] { load().problems }

    var entries: [Entry] { load().entries }

    private func load() -> Loaded {
        loaded.withLock { cache in
            if let cache { return cache }
            var result = Self.read(directories())
            if includeBuiltIn { result.entries += Self.builtIn() }
            cache = result
            return result
        }
    }

    static func read(_ directories: [URL]) -> Loaded {
        var loaded = Loaded(entries: [], problems: [])
        // Problems name files the way the user named the folder (`cassettes/x.json`).
        let sortedWithinDirectory = directories.map { directory -> [(file: URL, shown: String)] in
            let shownFolder = directory.relativePath
            if let problem = FixtureFolders.problem(with: directory) {
                loaded.problems.append("\(shownFolder): \(problem)")
                return []
            }
            let folderPath = directory.standardizedFileURL.path
            return jsonFiles(in: directory).map { file in
                let path = file.standardizedFileURL.path
                let shown = path.hasPrefix(folderPath + "/") ? shownFolder + path.dropFirst(folderPath.count) : file.path
                return (file, shown)
            }
        }
        for (file, shown) in sortedWithinDirectory.joined() {
            // A FIFO could block and a device never end: only regular files are cassettes.
            var info = stat()
            if stat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                loaded.problems.append("\(shown): cannot be read: it \(SafeFileWriter.kind(info.st_mode))")
                continue
            }
            do {
                let data = try Data(contentsOf: file)
                loaded.entries.append(Entry(file: file.path, cassette: try Cassette.load(from: data)))
            } catch let error as CassetteError {
                loaded.problems.append(error.located(in: shown))
            } catch {
                loaded.problems.append("\(shown): cannot be read (\(FixtureFolders.reason(error)))")
            }
        }
        return loaded
    }

    /// The cassettes compiled into the program (`EmbeddedFixtures`), named `Fixtures/…`.
    static func builtIn() -> [Entry] {
        EmbeddedFixtures.files.compactMap { file in
            let data = file.json.withUTF8Buffer { Data($0) }
            // The generator's test proves every built-in cassette loads.
            return (try? Cassette.load(from: data)).map { Entry(file: "Fixtures/" + file.name, cassette: $0) }
        }
    }

    private static func jsonFiles(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }
}
