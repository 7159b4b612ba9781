import Foundation
import RxsScript
import RxsSupport

/// Where `rxs adopt` takes rxs from: a folder holding it, or a git URL.
enum AdoptSource: Equatable, CustomStringConvertible {
    case folder(String)
    case url(String)

    var description: String {
        switch self {
        case .folder(let path): return path
        case .url(let url): return url
        }
    }
}

/// The bare repository `.swiftpm/rxs/RxSwift.git` the mirror entries point at. SwiftPM
/// clones a mirror as a git repository and checks out a version's tag, not a working tree,
/// so rxs's current sources are committed into it and tagged; its last path component,
/// `RxSwift.git`, gives the package the name `RxSwift` that manifests' by-name dependencies
/// (`dependencies: ["RxSwift"]`) expect.
struct MirrorRepository {
    let git: Git
    var path: String { git.repository ?? "" }

    /// Commits `source`'s current tree (a new commit only when it differs from the last one,
    /// on top of it so a commit SwiftPM pinned stays there) and points `main`, `branches` and
    /// the `tags` at it, removing tags and branches no longer asked for. Returns the commit.
    func refresh(from source: AdoptSource, tags: [String], branches: [String]) throws(UsageError) -> String {
        if !FileManager.default.fileExists(atPath: path + "/HEAD") {
            try git.run(["init", "--quiet", "--bare"])
        }
        // Build products and SwiftPM's own folder are never sources, whatever .gitignore says;
        // leaving out .swiftpm also keeps this repository out of itself when the package
        // adopting rxs lies inside the rxs folder.
        do throws(SafeFileWriter.Failure) {
            try NewCommand.makeFolders(path + "/info")
            try SafeFileWriter.write(".build/\n.swiftpm/\n", to: path + "/info/exclude")
        } catch {
            throw UsageError("\(error)")
        }
        let tree = try self.tree(of: source)
        let head = try? git.run(["rev-parse", "--verify", "--quiet", "refs/heads/main"])
        var commit = head ?? ""
        if head == nil || (try? git.run(["rev-parse", "refs/heads/main^{tree}"])) != tree {
            commit = try git.run(["commit-tree", tree, "-m", "rxs from \(source)"] + (head.map { ["-p", $0] } ?? []))
        }
        let wanted = ["refs/heads/main"] + branches.map { "refs/heads/" + $0 } + tags.map { "refs/tags/" + $0 }
        let existing = try git.run(["for-each-ref", "--format=%(refname)", "refs/heads", "refs/tags"])
            .split(separator: "\n").map(String.init)
        for ref in existing where !wanted.contains(ref) {
            try git.run(["update-ref", "-d", ref])
        }
        for ref in wanted {
            try git.run(["update-ref", ref, commit])
        }
        try git.run(["symbolic-ref", "HEAD", "refs/heads/main"])
        return commit
    }

    /// The tree object of `source` in the repository: a folder's working tree as `git add -A`
    /// sees it (its .gitignore honoured), or the default branch of a URL, fetched shallowly.
    private func tree(of source: AdoptSource) throws(UsageError) -> String {
        switch source {
        case .folder(let folder):
            try git.run(["add", "--all"], workTree: folder)
            return try git.run(["write-tree"])
        case .url(let url):
            let fetched = "refs/rxs/fetched"
            try git.run(["fetch", "--quiet", "--depth=1", "--no-tags", "--force", "--", url, "+HEAD:" + fetched],
                        timeLimit: Git.networkTimeLimit)
            defer { _ = git.succeeds(["update-ref", "-d", fetched]) }
            let missing = AdoptSource.rxsFiles.filter { !git.succeeds(["cat-file", "-e", "\(fetched):\($0)"]) }
            guard missing.isEmpty else {
                throw UsageError("\(url) is no rxs: its default branch has no \(missing.joined(separator: " and "))")
            }
            return try git.run(["rev-parse", fetched + "^{tree}"])
        }
    }
}

extension AdoptSource {
    /// What makes a folder or repository an rxs (as `RxsCheckout.isCheckout` has it).
    static let rxsFiles = ["Package.swift", "Sources/RxsShell/RxsShell.swift"]
}
