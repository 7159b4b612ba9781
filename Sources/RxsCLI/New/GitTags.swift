import Foundation

/// The tags of a git repository, for `rxs new --from URL`'s version requirement.
enum GitTags {
    /// The tag names at `url` (`git ls-remote --tags`); empty when git is missing or the
    /// repository cannot be asked, so the package falls back to the `main` branch.
    static func list(at url: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "ls-remote", "--tags", "--refs", "--", url]
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_TERMINAL_PROMPT": "0"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: "\t").last.flatMap { ref in
                ref.hasPrefix("refs/tags/") ? String(ref.dropFirst("refs/tags/".count)) : nil
            }
        }
    }

    /// The highest `X.Y.Z` (or `vX.Y.Z`) release among `tags`; pre-releases are skipped.
    static func newestVersion(in tags: [String]) -> String? {
        let versions = tags.compactMap { tag -> [Int]? in
            let digits = tag.hasPrefix("v") ? tag.dropFirst() : Substring(tag)
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            let numbers = parts.compactMap { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
            return numbers.count == 3 && numbers.allSatisfy { $0 >= 0 } ? numbers : nil
        }
        return versions.max { $0.lexicographicallyPrecedes($1) }.map { $0.map(String.init).joined(separator: ".") }
    }
}
