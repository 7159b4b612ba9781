import Foundation
import XCTest

/// `rxs adopt` run as a user runs it, on scratch packages and a stand-in rxs: its errors word
/// for word, the mirror repository and entries it makes, a second run changing nothing, and
/// `--undo` leaving the package byte for byte as before. Resolution through the mirror is
/// `AdoptResolveTests`.
final class AdoptCommandTests: XCTestCase {
    private typealias Support = AdoptTestSupport

    private static let usage = "usage: rxs adopt [options] [DIR]\nrxs adopt --help lists the options.\n"

    private static let dependingManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [.target(name: "App", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
        )

        """

    func testArgumentAndPackageErrorsWordForWord() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("app/Package.swift", Self.dependingManifest)
        try folder.write("plain/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"plain\")\n")
        try folder.write("notrxs/Package.swift", "// not rxs\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        let root = Support.absolute(folder.path)
        let cases: [([String], String)] = [
            (["adopt", "app", "more"], "rxs adopt: rxs adopt takes at most one DIR, not 'more'\n" + Self.usage),
            (["adopt", "--undo", "--rxs", standIn, "app"], "rxs adopt: --undo takes back what adopt added; it takes no --rxs\n" + Self.usage),
            (["adopt", "--", ""], "rxs adopt: DIR is an empty word; leave it out for the current folder\n" + Self.usage),
            (["adopt", "--rxs", standIn, "empty"], "rxs adopt: \(root)/empty is no Swift package: it has no Package.swift\n" + Self.usage),
            (["adopt", "--rxs", standIn, "missing"], "rxs adopt: \(root)/missing is no Swift package: it has no Package.swift\n" + Self.usage),
            (["adopt", "--rxs", "notrxs", "app"],
             "rxs adopt: \(root)/notrxs is no rxs: it has no Sources/RxsShell/RxsShell.swift\n" + Self.usage),
            (["adopt", "--rxs", "empty", "app"],
             "rxs adopt: \(root)/empty is no rxs: it has no Package.swift and Sources/RxsShell/RxsShell.swift\n" + Self.usage),
            (["adopt", "--rxs", "nowhere", "app"], "rxs adopt: nowhere is no rxs: there is no such folder, and it is no git URL\n" + Self.usage),
            (["adopt", "--rxs", standIn, "plain"],
             "rxs adopt: \(root)/plain does not depend on RxSwift: none of its 1 manifest(s) names github.com/ReactiveX/RxSwift\n" + Self.usage),
            (["adopt", "--undo", "app"],
             "rxs adopt: nothing to undo in \(root)/app: rxs adopt left no \(root)/app/.swiftpm/rxs/adopt.json\n" + Self.usage),
            (["adopt", "--rxs"], "rxs: --rxs needs SOURCE\n" + Self.usage),
            (["adopt", "--undo=yes"], "rxs: --undo takes no value\n" + Self.usage),
            (["run", "--undo", "a.rxs"], "rxs: --undo is an option of rxs adopt, not of rxs run\nusage: rxs run [options] FILE.rxs…\nrxs run --help lists the options.\n"),
        ]
        for (arguments, message) in cases {
            let output = try Support.rxs(arguments, in: folder.path)
            XCTAssertEqual(output.status, 2, "\(arguments)")
            XCTAssertEqual(output.stdout, "", "\(arguments)")
            XCTAssertEqual(output.stderr, message, "\(arguments)")
        }
        // None of them wrote anything into a package.
        for package in ["app", "plain", "empty"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder.path)/\(package)/.swiftpm"), package)
        }
    }

    func testWithoutGitNothingIsWritten() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("app/Package.swift", Self.dependingManifest)
        let output = try Support.rxs(["adopt", "--rxs", standIn, "app"], in: folder.path, changes: ["PATH": folder.path + "/no-bin"])
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "rxs adopt: git is missing: rxs adopt needs git on PATH to make the mirror repository\n" + Self.usage)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/app"), ["Package.swift"])
    }

    func testTheDefaultSourceIsRxsPackagePathWhenSet() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("app/Package.swift", Self.dependingManifest)
        try folder.write("notrxs/Package.swift", "// not rxs\n")
        let output = try Support.rxs(["adopt", "app"], in: folder.path, changes: ["RXS_PACKAGE_PATH": folder.path + "/notrxs"])
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "rxs adopt: \(Support.absolute(folder.path))/notrxs is no rxs: it has no Sources/RxsShell/RxsShell.swift\n"
            + Self.usage)
    }

    /// Spellings in four places — the manifest, a `Package@swift-` variant, a path
    /// dependency's manifest, a checkout's manifest — and a mirrors file of the user's own,
    /// written in another layout, which adopt keeps and undo puts back to the byte.
    func testAdoptMirrorsEverySpellingToATaggedCommitAndUndoRestoresThePackage() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("app/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                    .package(path: "../Local"),
                    // .package(url: "https://github.com/ReactiveX/RxSwift-commented-out.git", from: "1.0.0"),
                ],
                targets: [.target(name: "App", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
            )

            """)
        try folder.write("app/Package@swift-5.10.swift", """
            // swift-tools-version:5.10
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(url: "git@github.com:ReactiveX/RxSwift.git", from: "6.0.0")])

            """)
        try folder.write("Local/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Local", dependencies: [
                .package(url: "https://github.com/reactivex/rxswift", .upToNextMajor(from: "6.5.0")),
            ])

            """)
        try folder.write("app/.build/checkouts/Other/Package.swift", """
            import PackageDescription
            let package = Package(name: "Other", dependencies: [.package(url: "https://GitHub.com/ReactiveX/RxSwift/", exact: "6.9.1")])

            """)
        let ownMirrors = #"{"object":[{"mirror":"https://example.com/mine.git","original":"https://github.com/someone/Thing.git"}],"version":1}"#
        try folder.write("app/.swiftpm/configuration/mirrors.json", ownMirrors)
        let app = folder.path + "/app"
        let before = try Support.listing(app)

        let output = try Support.rxs(["adopt", "--rxs", standIn, "app"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        let repository = Support.absolute(app) + "/.swiftpm/rxs/RxSwift.git"
        let spellings = [
            "https://github.com/ReactiveX/RxSwift.git", "https://github.com/ReactiveX/RxSwift", "https://github.com/reactivex/rxswift.git",
            "https://github.com/reactivex/rxswift", "git@github.com:ReactiveX/RxSwift.git", "https://GitHub.com/ReactiveX/RxSwift/",
        ]
        var expected = Dictionary(uniqueKeysWithValues: spellings.map { ($0, repository) })
        expected["https://github.com/someone/Thing.git"] = "https://example.com/mine.git"
        XCTAssertEqual(try Support.mirrors(of: app), expected)
        XCTAssertEqual(output.stdout, """
            Adopted: https://github.com/ReactiveX/RxSwift.git (6 spellings) → rxs at \(Support.absolute(standIn)) (tags 6.10.2, 6.9.1)
              mirror: .swiftpm/rxs/RxSwift.git at \(try Support.git(["--git-dir=" + repository, "rev-parse", "--short=12", "main"])), \
            in .swiftpm/configuration/mirrors.json
            Next: cd app && swift build    (rxs adopt --undo takes it all back)

            """)

        // The tags and main are one commit whose tree is the stand-in's committed tree: its
        // .gitignore'd file and .build stayed out.
        let commit = try Support.git(["--git-dir=" + repository, "rev-parse", "main"])
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "tag", "--list"]).split(separator: "\n"), ["6.10.2", "6.9.1"])
        for tag in ["6.10.2", "6.9.1"] {
            XCTAssertEqual(try Support.git(["--git-dir=" + repository, "rev-parse", tag + "^{commit}"]), commit)
        }
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "rev-parse", "main^{tree}"]),
                       try Support.git(["-C", standIn, "rev-parse", "HEAD^{tree}"]))
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "symbolic-ref", "HEAD"]), "refs/heads/main")

        // Again: nothing changes, no entry is doubled.
        let adopted = try Support.listing(app)
        let again = try Support.rxs(["adopt", "--rxs", standIn, "app"], in: folder.path)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, output.stdout)
        XCTAssertEqual(try Support.listing(app, excluding: [".build", ".swiftpm/rxs/RxSwift.git"]),
                       adopted.filter { !$0.hasPrefix(".swiftpm/rxs/RxSwift.git") })
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "rev-parse", "main"]), commit)

        // After the stand-in changed, a new commit on top of the last, the tags moved to it.
        try folder.write("standin/Sources/RxSwift/Single.swift", "public struct Single {}\n")
        let refreshed = try Support.rxs(["adopt", "--rxs", standIn, "app"], in: folder.path)
        XCTAssertEqual(refreshed.status, 0, refreshed.stderr)
        XCTAssertTrue(refreshed.stdout.contains("rxs changed since the last adopt: run swift package reset first"), refreshed.stdout)
        let next = try Support.git(["--git-dir=" + repository, "rev-parse", "6.10.2^{commit}"])
        XCTAssertNotEqual(next, commit)
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "rev-parse", "main^"]), commit)
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "show", "main:Sources/RxSwift/Single.swift"]), "public struct Single {}")
        XCTAssertEqual(try Support.mirrors(of: app), expected)

        let undo = try Support.rxs(["adopt", "--undo", "app"], in: folder.path)
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stdout, "Undone: removed 6 mirror entries and .swiftpm/rxs from \(Support.absolute(app))\n")
        XCTAssertEqual(try Support.listing(app), before)
        XCTAssertEqual(try folder.read("app/.swiftpm/configuration/mirrors.json"), ownMirrors)
    }

    /// A package with no .swiftpm at all gets it back as it was: no folder left behind. An
    /// entry of the user's for a spelling adopt needs is pointed at the mirror and put back.
    func testUndoRemovesTheFoldersAdoptMadeAndPutsBackAReplacedEntry() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("fresh/Package.swift", Self.dependingManifest)
        let fresh = folder.path + "/fresh"
        let before = try Support.listing(fresh)
        XCTAssertEqual(try Support.rxs(["adopt", "--rxs", standIn], in: fresh).status, 0)
        XCTAssertEqual(try Support.mirrors(of: fresh).count, 4)
        let undo = try Support.rxs(["adopt", "--undo"], in: fresh)
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(try Support.listing(fresh), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh + "/.swiftpm"))

        try folder.write("own/Package.swift", Self.dependingManifest)
        let own = folder.path + "/own"
        XCTAssertEqual(try Support.run("/bin/sh", ["-c", "swift package config set-mirror --original https://github.com/ReactiveX/RxSwift.git "
            + "--mirror https://example.com/fork/RxSwift.git"], in: own).status, 0)
        let ownBefore = try Support.listing(own)
        XCTAssertEqual(try Support.rxs(["adopt", "--rxs", standIn, "own"], in: folder.path).status, 0)
        XCTAssertEqual(try Support.mirrors(of: own)["https://github.com/ReactiveX/RxSwift.git"],
                       Support.absolute(own) + "/.swiftpm/rxs/RxSwift.git")
        let undoOwn = try Support.rxs(["adopt", "--undo", "own"], in: folder.path)
        XCTAssertEqual(undoOwn.stdout, "Undone: removed 3 mirror entries (1 put back as they were) and .swiftpm/rxs from \(Support.absolute(own))\n")
        XCTAssertEqual(try Support.listing(own), ownBefore)
    }

    /// A git URL: its default branch's committed tree is mirrored; one that is no rxs, or
    /// cannot be fetched, is refused and leaves the package as it was.
    func testASourceByGitURLIsFetched() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("standin/Sources/RxSwift/Uncommitted.swift", "// only in the working tree\n")
        try folder.write("app/Package.swift", Self.dependingManifest)
        let app = folder.path + "/app"
        let output = try Support.rxs(["adopt", "--rxs", "file://" + standIn, "app"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("→ rxs at file://\(standIn) (tags 6.10.2)"), output.stdout)
        let repository = app + "/.swiftpm/rxs/RxSwift.git"
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "rev-parse", "6.10.2^{tree}"]),
                       try Support.git(["-C", standIn, "rev-parse", "HEAD^{tree}"]))
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "for-each-ref", "--format=%(refname)"]).split(separator: "\n"),
                       ["refs/heads/main", "refs/tags/6.10.2"])
        XCTAssertEqual(try Support.rxs(["adopt", "--undo", "app"], in: folder.path).status, 0)

        try folder.write("other/Package.swift", "// swift-tools-version:5.9\n")
        try Support.git(["init", "--quiet", folder.path + "/other"])
        try Support.git(["-C", folder.path + "/other", "add", "--all"])
        try Support.git(["-C", folder.path + "/other", "commit", "--quiet", "-m", "other"])
        let before = try Support.listing(app)
        let notRxs = try Support.rxs(["adopt", "--rxs", "file://\(folder.path)/other", "app"], in: folder.path)
        XCTAssertEqual(notRxs.status, 2)
        XCTAssertEqual(notRxs.stderr, "rxs adopt: file://\(folder.path)/other is no rxs: its default branch has no Sources/RxsShell/RxsShell.swift\n"
            + Self.usage)
        XCTAssertEqual(try Support.listing(app), before)
        let missing = try Support.rxs(["adopt", "--rxs", "file://\(folder.path)/nowhere", "app"], in: folder.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("rxs adopt: git fetch failed (exit 128) for \(Support.absolute(app))/.swiftpm/rxs/RxSwift.git: "),
                      missing.stderr)
        XCTAssertEqual(try Support.listing(app), before)
    }

    /// A requirement 6.10.2 does not meet gets its own tag; a branch its own branch; the pin
    /// in Package.resolved keeps its version.
    func testTagsFollowPinsExactVersionsAndRangesOutsideSix() throws {
        let folder = try TemporaryFolder(self)
        let standIn = try Support.makeStandIn(in: folder)
        try folder.write("app/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", "5.0.0"..<"6.0.0"),
            ])

            """)
        try folder.write("Local/Package.swift", """
            import PackageDescription
            let package = Package(name: "Local", dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift", branch: "develop")])

            """)
        try folder.write("app/Package@swift-6.0.swift", """
            import PackageDescription
            let package = Package(name: "App", dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", .exact("6.10.2")), .package(name: "L", path: "../Local"),
            ])

            """)
        try folder.write("app/Package.resolved", """
            {
              "pins" : [
                {
                  "identity" : "rxswift",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/ReactiveX/RxSwift.git",
                  "state" : { "revision" : "b06a8c8596e4c3e8e7788e08e720e3248563ce6a", "version" : "6.9.0" }
                }
              ],
              "version" : 2
            }
            """)
        let output = try Support.rxs(["adopt", "--rxs", standIn, "app"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("(4 spellings) → rxs at \(Support.absolute(standIn)) (tags 6.10.2, 6.9.0, 5.0.0)"), output.stdout)
        let repository = folder.path + "/app/.swiftpm/rxs/RxSwift.git"
        XCTAssertEqual(try Support.git(["--git-dir=" + repository, "for-each-ref", "--format=%(refname)"]).split(separator: "\n"),
                       ["refs/heads/develop", "refs/heads/main", "refs/tags/5.0.0", "refs/tags/6.10.2", "refs/tags/6.9.0"])
    }
}
