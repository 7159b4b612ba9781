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

    private struct Loaded: Sendable {
        var entries: [Entry]
        var problems: [String]
    }

    private let directories: [URL]
    private let loaded = Mutex<Loaded?>(nil)

    /// `directories` in priority order; missing directories are reported as problems.
    init(directories: [URL]) {
        self.directories = directories
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

    /// Files that could not be used, as `path: reason` lines.
    var problems: [String] { load().problems }

    var entries: [Entry] { load().entries }

    private func load() -> Loaded {
        loaded.withLock { cache in
            if let cache { return cache }
            let result = Self.read(directories)
            cache = result
            return result
        }
    }

    private static func read(_ directories: [URL]) -> Loaded {
        var loaded = Loaded(entries: [], problems: [])
        let sortedWithinDirectory = directories.map { directory -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                loaded.problems.append("\(directory.path): no such fixtures directory")
                return []
            }
            return jsonFiles(in: directory)
        }
        for file in sortedWithinDirectory.joined() {
            do {
                let data = try Data(contentsOf: file)
                loaded.entries.append(Entry(file: file.path, cassette: try Cassette.load(from: data)))
            } catch let error as CassetteError {
                loaded.problems.append("\(file.path): \(error.reason)")
            } catch {
                loaded.problems.append("\(file.path): cannot be read")
            }
        }
        return loaded
    }

    private static func jsonFiles(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }
}
