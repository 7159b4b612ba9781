import Foundation
import XCTest

/// `rxs new --from URL` asks git for the repository's tags, bounded: a server that accepts the
/// connection and says nothing, or a listing larger than the output limit, cannot hold it; the
/// package is still written, on rxs's `main` branch, and a note on stderr says why.
/// `RXS_GIT_TIMEOUT` and `RXS_GIT_OUTPUT_LIMIT` set short limits so these tests are quick.
final class NewFromGitTests: XCTestCase {
    /// git must reach the loopback listener itself, not a proxy a developer's shell names.
    private static let noProxy: [String: String?] = [
        "http_proxy": nil, "https_proxy": nil, "HTTP_PROXY": nil, "HTTPS_PROXY": nil, "ALL_PROXY": nil, "all_proxy": nil,
        "GIT_PROXY_COMMAND": nil,
    ]

    private static let usage = "usage: rxs new [options] NAME [DIR]\nrxs new --help lists the options.\n"

    func testASilentGitServerCannotHoldNewAndThePackageFollowsMain() throws {
        let server = try SilentListener()
        let folder = try TemporaryFolder(self)
        for (index, scheme) in ["http", "git"].enumerated() {
            let url = "\(scheme)://127.0.0.1:\(server.port)/rxs.git"
            let start = Date()
            let output = try AdoptTestSupport.rxs(["new", "Demo", "out\(index)", "--from", url], in: folder.path,
                                                  changes: Self.noProxy.merging(["RXS_GIT_TIMEOUT": "0.5"]) { $1 })
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, url)
            XCTAssertEqual(output.status, 0, output.stderr)
            XCTAssertEqual(output.stderr, "rxs new: note: cannot list the tags of \"\(url)\": git ls-remote did not finish in 0.5 s "
                + "and was stopped; Package.swift depends on its branch \"main\" instead of a release\n")
            XCTAssertTrue(output.stdout.hasPrefix("Created Demo in out\(index) (rxs: \(url)). Next:\n"), output.stdout)
            let manifest = try folder.read("out\(index)/Package.swift")
            XCTAssertTrue(manifest.contains(".package(url: \"\(url)\", branch: \"main\"),"), manifest)
            // git reached the server and waited there: its connection is in the listener's queue.
            XCTAssertGreaterThan(server.acceptAll(), 0, "git never connected to \(url)")
        }
    }

    func testTheTagsOfARepositoryGiveTheVersionRequirement() throws {
        let folder = try TemporaryFolder(self)
        let repository = try Self.repository(tags: ["1.0.0", "v1.2.0", "1.10.0-beta", "latest"], in: folder)
        let output = try AdoptTestSupport.rxs(["new", "Demo", "--from", repository], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr, "")
        XCTAssertTrue(try folder.read("Demo/Package.swift").contains(".package(url: \"\(repository)\", from: \"1.2.0\"),"))
    }

    /// The same repository's listing, over a limit of 100 bytes (each tag's line is about 55).
    func testATagListingOverTheOutputLimitIsCutAndThePackageFollowsMain() throws {
        let folder = try TemporaryFolder(self)
        let repository = try Self.repository(tags: ["1.0.0", "v1.2.0", "1.10.0-beta", "latest"], in: folder)
        let output = try AdoptTestSupport.rxs(["new", "Demo", "--from", repository], in: folder.path,
                                              changes: ["RXS_GIT_OUTPUT_LIMIT": "100"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr, "rxs new: note: cannot list the tags of \"\(repository)\": git ls-remote printed more than "
            + "100 bytes and was stopped; Package.swift depends on its branch \"main\" instead of a release\n")
        XCTAssertTrue(try folder.read("Demo/Package.swift").contains(".package(url: \"\(repository)\", branch: \"main\"),"))
    }

    func testUnreadableLimitsAreRefusedBeforeGitIsAskedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder(self)
        let cases = [
            ("RXS_GIT_TIMEOUT", "soon", "RXS_GIT_TIMEOUT is 'soon': it must be a number of seconds from 0.001 to 86400 (e.g. 15)"),
            ("RXS_GIT_TIMEOUT", "0", "RXS_GIT_TIMEOUT is '0': it must be a number of seconds from 0.001 to 86400 (e.g. 15)"),
            ("RXS_GIT_TIMEOUT", "nan", "RXS_GIT_TIMEOUT is 'nan': it must be a number of seconds from 0.001 to 86400 (e.g. 15)"),
            ("RXS_GIT_OUTPUT_LIMIT", "-1", "RXS_GIT_OUTPUT_LIMIT is '-1': it must be a number of bytes from 1 to 1073741824 (e.g. 1048576)"),
            ("RXS_GIT_OUTPUT_LIMIT", "1MB", "RXS_GIT_OUTPUT_LIMIT is '1MB': it must be a number of bytes from 1 to 1073741824 (e.g. 1048576)"),
        ]
        for (variable, value, message) in cases {
            let output = try AdoptTestSupport.rxs(["new", "Demo", "--from", "/nonexistent/rxs.git"], in: folder.path,
                                                  changes: [variable: value])
            XCTAssertEqual(output.status, 2, value)
            XCTAssertEqual(output.stderr, "rxs new: " + message + "\n" + Self.usage)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], value)
        }
    }

    func testWithoutGitThePackageFollowsMainAndSaysWhy() throws {
        let folder = try TemporaryFolder(self)
        let output = try AdoptTestSupport.rxs(["new", "Demo", "--from", "https://example.com/rxs.git"], in: folder.path,
                                              changes: ["PATH": "/nonexistent"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr, "rxs new: note: cannot list the tags of \"https://example.com/rxs.git\": git is missing: "
            + "rxs new --from asks git for the repository's release tags; Package.swift depends on its branch \"main\" instead of a release\n")
        XCTAssertTrue(try folder.read("Demo/Package.swift").contains(".package(url: \"https://example.com/rxs.git\", branch: \"main\"),"))
    }

    /// A bare repository `rxs.git` in `folder` with one commit carrying `tags`.
    private static func repository(tags: [String], in folder: TemporaryFolder) throws -> String {
        let work = folder.path + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try AdoptTestSupport.git(["init", "--quiet"], in: work)
        try folder.write("work/README", "rxs\n")
        try AdoptTestSupport.git(["add", "README"], in: work)
        try AdoptTestSupport.git(["commit", "--quiet", "-m", "first"], in: work)
        for tag in tags { try AdoptTestSupport.git(["tag", tag], in: work) }
        let bare = folder.path + "/rxs.git"
        try AdoptTestSupport.git(["clone", "--quiet", "--bare", work, bare])
        try FileManager.default.removeItem(atPath: work)
        return bare
    }
}

/// A TCP listener on 127.0.0.1 that never answers: the kernel completes each connection into
/// its queue, and nothing is ever read or said on it — a git server that accepts and stays silent.
private final class SilentListener {
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 16) == 0, named == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Takes every connection from the queue, closing each at once: how many came.
    func acceptAll() -> Int {
        var count = 0
        while case let connection = accept(descriptor, nil, nil), connection >= 0 {
            close(connection)
            count += 1
        }
        return count
    }

    deinit { close(descriptor) }
}
