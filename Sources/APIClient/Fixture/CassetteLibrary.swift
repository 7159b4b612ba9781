import Foundation
import Synchronization

/// The cassettes of a fixture transport: override directories first, then the compiled ones.
/// Nothing is read until the first request. The folders come from `SharedCassetteFolders`:
/// each is listed once per process, and a cassette is decoded only when a request could
/// match it.
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

    private let directories: [URL]
    private let compiled: [CompiledCassettes]
    /// The folders as this library first listed them, with the answers found in them: a
    /// replay asks for the same few URLs over and over, and matching parses the URL and walks
    /// every cassette. Shared by every library with the same listings (`SharedCassetteAnswers`).
    private let listed = Guarded<SharedCassetteAnswers.Table?>(nil)

    /// `directories` in priority order, then the cassettes compiled into the program (the
    /// services'); missing directories are reported as problems.
    init(directories: [URL], compiled: [CompiledCassettes]) {
        self.directories = directories
        self.compiled = compiled
    }

    /// The recorded answer of the best cassette for a request to `url` (see `cassette(for:target:)`).
    func response(for method: HTTPMethod, url: String) -> HTTPResponse? {
        table().answer(method: method, url: url) {
            RequestMatcher.Target(urlString: url).flatMap { cassette(for: method, target: $0) }
        }
    }

    /// The best cassette for the request: one naming its path exactly, else the pattern that
    /// fixes most of it (`RequestMatcher.Target.specificity`); then the one that pins the most
    /// query parameters, then the earliest directory, then file name order. Files that cannot
    /// be used never answer.
    func cassette(for method: HTTPMethod, target: RequestMatcher.Target) -> Entry? {
        var candidates: [(specificity: Int, pins: Int, slot: CassetteSlot)] = []
        for folder in load() {
            for slot in folder.files where slot.mayMatch(method: method, target: target) {
                candidates.append((slot.target?.specificity ?? Int.max, slot.request?.matchQuery?.count ?? 0, slot))
            }
        }
        // Stable: equal ranks keep directory and file order.
        let ranked = candidates.enumerated().sorted {
            if $0.element.specificity != $1.element.specificity { return $0.element.specificity > $1.element.specificity }
            return $0.element.pins != $1.element.pins ? $0.element.pins > $1.element.pins : $0.offset < $1.offset
        }
        for candidate in ranked {
            guard case .success(let entry) = candidate.element.slot.entry(),
                RequestMatcher.matches(entry.cassette, recorded: entry.target, method: method, target: target)
            else { continue }
            return entry
        }
        return defaultAnswer()
    }

    /// The first folder's `default.json` answer, when one has a usable one.
    private func defaultAnswer() -> Entry? {
        for folder in load() {
            if case .success(let entry) = folder.defaultAnswer { return entry }
        }
        return nil
    }

    /// Folders and files that could not be used, as `path: reason` or `path:line:column: reason`
    /// (decodes every file).
    var problems: [String] {
        let table = table()
        return table.problems { Self.collect(table.folders).problems }
    }

    var entries: [Entry] { Self.collect(load()).entries }

    private func load() -> [CassetteFolder] { table().folders }

    private func table() -> SharedCassetteAnswers.Table {
        listed.withLock { cache in
            if let cache { return cache }
            let folders = directories.map { SharedCassetteFolders.shared.folder($0, fixed: false) } + compiled.map(\.folder)
            let table = SharedCassetteAnswers.shared.table(for: folders)
            cache = table
            return table
        }
    }

    /// Every folder's problem first, then each file's in search order.
    private static func collect(_ folders: [CassetteFolder]) -> Loaded {
        var loaded = Loaded(entries: [], problems: folders.compactMap(\.problem))
        for folder in folders {
            if case .failure(let problem) = folder.defaultAnswer { loaded.problems.append(problem.text) }
        }
        for slot in folders.flatMap(\.files) {
            switch slot.entry() {
            case .success(let entry): loaded.entries.append(entry)
            case .failure(let problem): loaded.problems.append(problem.text)
            }
        }
        return loaded
    }

    /// The cassettes of `directories` as they are on disk now.
    static func read(_ directories: [URL]) -> Loaded {
        collect(directories.map { SharedCassetteFolders.shared.folder($0, fixed: false) })
    }
}
