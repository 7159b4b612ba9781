import Foundation
import XCTest

/// After `rxs adopt`, SwiftPM resolves RxSwift to this checkout offline: `swift package
/// resolve` with every proxy pointing at a closed port, so a spelling the mirrors missed would
/// fail rather than reach the network. One test (each resolve loads rxs's manifest, a few
/// seconds): a `from:` requirement in the manifest and an `.upToNextMajor(from:)` one, in
/// another spelling (the ssh form), in a path dependency's manifest; then a package pinned to 6.9.0.
/// `swift package resolve` checks no product, so the products named here need not exist yet.
final class AdoptResolveTests: XCTestCase {
    private typealias Support = AdoptTestSupport

    /// Any request for the network goes nowhere, fast.
    private static let offline: [String: String?] = [
        "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9", "HTTP_PROXY": "http://127.0.0.1:9",
        "HTTPS_PROXY": "http://127.0.0.1:9", "ALL_PROXY": "http://127.0.0.1:9", "GIT_SSH_COMMAND": "false",
        "RXS_PACKAGE_PATH": nil,
    ]

    private func resolve(_ package: String) throws -> Support.Output {
        guard let swift = ["/opt/swift/usr/bin/swift", "/usr/bin/swift"].first(where: FileManager.default.isExecutableFile)
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ $0 + "/swift" })
            .first(where: FileManager.default.isExecutableFile) else { throw XCTSkip("no swift on PATH") }
        return try Support.run(swift, ["package", "resolve", "--disable-dependency-cache"], in: package, changes: Self.offline)
    }

    /// The pin of `rxswift` in `package`'s Package.resolved: version and revision.
    private func pin(in package: String) throws -> (version: String?, revision: String?) {
        struct State: Decodable { var version: String?; var revision: String? }
        struct Pin: Decodable { var identity: String; var state: State }
        struct Resolved: Decodable { var pins: [Pin] }
        let data = try Data(contentsOf: URL(fileURLWithPath: package + "/Package.resolved"))
        let pin = try XCTUnwrap(try JSONDecoder().decode(Resolved.self, from: data).pins.first { $0.identity == "rxswift" })
        return (pin.state.version, pin.state.revision)
    }

    func testResolveGoesThroughTheMirrorOfflineForRangesAndPins() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("app/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                    .package(path: "../Local"),
                ],
                targets: [.target(name: "App", dependencies: [.product(name: "RxCore", package: "RxSwift"), "Local"])]
            )

            """)
        try folder.write("app/Sources/App/App.swift", "")
        try folder.write("Local/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Local",
                products: [.library(name: "Local", targets: ["Local"])],
                dependencies: [.package(url: "git@github.com:ReactiveX/RxSwift.git", .upToNextMajor(from: "6.5.0"))],
                targets: [.target(name: "Local", dependencies: [.product(name: "RxCore", package: "rxswift")])]
            )

            """)
        try folder.write("Local/Sources/Local/Local.swift", "")
        let app = folder.path + "/app"
        let before = try Support.listing(app)
        // No --rxs: the checkout this rxs was built from, as for a user who installed it.
        let adopted = try Support.rxs(["adopt", "app"], in: folder.path, changes: ["RXS_PACKAGE_PATH": nil])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let repository = app + "/.swiftpm/rxs/RxSwift.git"
        let commit = try Support.git(["--git-dir=" + repository, "rev-parse", "6.10.2^{commit}"])
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertTrue(adopted.stdout.contains("→ rxs at \(checkout.standardizedFileURL.path) (tags 6.10.2)"), adopted.stdout)

        let resolved = try resolve(app)
        XCTAssertEqual(resolved.status, 0, resolved.stdout + resolved.stderr)
        XCTAssertEqual(try pin(in: app).version, "6.10.2")
        XCTAssertEqual(try pin(in: app).revision, commit)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/.build/checkouts/RxSwift/Sources/RxsShell/RxsShell.swift"))

        // Undo leaves the package as it was, but for what SwiftPM itself wrote.
        XCTAssertEqual(try Support.rxs(["adopt", "--undo", "app"], in: folder.path).status, 0)
        XCTAssertEqual(try Support.listing(app, excluding: [".build", "Package.resolved"]), before)

        // A package pinned to 6.9.0 keeps its pin: the mirror has that tag too.
        try folder.write("pinned/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Pinned", dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")])

            """)
        try folder.write("pinned/Package.resolved", """
            {
              "pins" : [
                {
                  "identity" : "rxswift",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/ReactiveX/RxSwift.git",
                  "state" : {
                    "revision" : "b06a8c8596e4c3e8e7788e08e720e3248563ce6a",
                    "version" : "6.9.0"
                  }
                }
              ],
              "version" : 2
            }

            """)
        let pinned = folder.path + "/pinned"
        let pinnedAdopt = try Support.rxs(["adopt", "pinned"], in: folder.path, changes: ["RXS_PACKAGE_PATH": nil])
        XCTAssertEqual(pinnedAdopt.status, 0, pinnedAdopt.stderr)
        XCTAssertTrue(pinnedAdopt.stdout.contains("(tags 6.10.2, 6.9.0)"), pinnedAdopt.stdout)
        let pinnedResolve = try resolve(pinned)
        XCTAssertEqual(pinnedResolve.status, 0, pinnedResolve.stdout + pinnedResolve.stderr)
        XCTAssertEqual(try pin(in: pinned).version, "6.9.0")
        XCTAssertEqual(try pin(in: pinned).revision,
                       try Support.git(["--git-dir=" + pinned + "/.swiftpm/rxs/RxSwift.git", "rev-parse", "6.9.0^{commit}"]))
    }
}
