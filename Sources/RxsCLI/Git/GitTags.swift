import RxsScript

/// The tags of a git repository, for `rxs new --from URL`'s version requirement.
enum GitTags {
    /// Listing a remote's tags takes a second or two; a server that accepts the connection
    /// and says nothing must not hold `rxs new` for longer than this.
    static let timeLimit = Duration.seconds(15)

    enum Listing: Equatable {
        case tags([String])
        /// Why the tags could not be listed: git is missing, failed, timed out or printed
        /// too much.
        case unavailable(String)
    }

    /// The tag names at `url` (`git ls-remote --tags`), or why they could not be listed.
    static func list(at url: String, environment: [String: String], limits: GitLimits) -> Listing {
        let output: String
        do throws(UsageError) {
            let git = try Git(repository: nil, environment: environment, limits: limits,
                              needs: "rxs new --from asks git for the repository's release tags")
            output = try git.run(["ls-remote", "--tags", "--refs", "--", url], timeLimit: timeLimit)
        } catch {
            return .unavailable(error.description)
        }
        return .tags(output.split(separator: "\n").compactMap { line in
            line.split(separator: "\t").last.flatMap { ref in
                ref.hasPrefix("refs/tags/") ? String(ref.dropFirst("refs/tags/".count)) : nil
            }
        })
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
