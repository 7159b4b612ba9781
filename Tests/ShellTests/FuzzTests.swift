import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import rxfuzz

/// A short seeded fuzz run in the suite (`scripts/fuzz N` runs long ones): hostile lines
/// through the interpreter in-process must neither trap nor hang.
final class FuzzTests: XCTestCase, @unchecked Sendable {
    private static var corpus: [String] {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scripts.path)) ?? []
        return names.filter { $0.hasSuffix(".rxs") }.sorted().flatMap { name -> [String] in
            let text = (try? String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        }
    }

    func testTwentyThousandHostileLinesNeitherTrapNorHang() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let corpus = Self.corpus
            XCTAssertGreaterThan(corpus.count, 100, "the scripts/*.rxs lines seed the mutations")
            let folder = try TemporaryFolder(self)
            let driver = try FuzzDriver(folder: folder.path + "/fuzz")
            var generator = HostileLines(seed: 20_261_202, corpus: corpus, longest: 20_000)
            let counts = driver.run(generator.lines(20_000))
            XCTAssertEqual(counts.lines, 20_000)
            XCTAssertGreaterThan(counts.ran, 3_000, "\(counts)")
            XCTAssertGreaterThan(counts.errors, 3_000, "\(counts)")
            XCTAssertGreaterThan(counts.sessions, 40, "\(counts)")
            XCTAssertGreaterThan(counts.saves, 0, "\(counts)")
            XCTAssertGreaterThan(counts.pages, 0, "\(counts)")
            XCTAssertGreaterThan(counts.jsonLines, 1_000, "\(counts)")
            XCTAssertEqual(counts.badJSON, 0, "every --json line is one JSON object: \(counts)")
        }
    }

    /// `:html` to odd paths writes only a page of its own: never over a script (a link to
    /// one included), a FIFO or a folder; a quoted name is the name without its quotes.
    func testHTMLToOddPathsWritesOnlyPagesOfItsOwn() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let driver = try FuzzDriver(folder: folder.path + "/fuzz")
            let lines = [
                "open search", "keys searchField \"</script>\u{2028}\" every 10ms", ":html .", ":html ./", ":html",
                ":html fifo", ":html folder", ":html link.rxs", ":html saved.rxs", ":html \"broken", ":html two words.html",
                ":html \"quoted name.html\"", ":html page.html # a comment", ":html no/such/x.html", ":html ~",
            ]
            let counts = driver.run(lines.map { Array($0.utf8) })
            XCTAssertEqual(counts.pages, 2, "\(counts)")
            let work = folder.path + "/fuzz/work"
            XCTAssertEqual(try folder.read("fuzz/work/saved.rxs"), "# saved\n")
            XCTAssertTrue(try folder.read("fuzz/work/quoted name.html").hasPrefix("<!DOCTYPE html>"))
            XCTAssertTrue(try folder.read("fuzz/work/page.html").contains("&lt;/script&gt;"))
            var info = stat()
            XCTAssertEqual(lstat(work + "/fifo", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
            XCTAssertEqual(lstat(work + "/link.rxs", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK)
        }
    }

    func testTheSameSeedGivesTheSameLines() {
        var first = HostileLines(seed: 7)
        var second = HostileLines(seed: 7)
        var other = HostileLines(seed: 8)
        let lines = first.lines(500)
        XCTAssertEqual(lines, second.lines(500))
        XCTAssertNotEqual(lines, other.lines(500))
        XCTAssertFalse(lines.contains { $0.contains(0x0A) || $0.contains(0x0D) }, "one line each")
        XCTAssertTrue(lines.contains { String(validating: $0, as: UTF8.self) == nil }, "invalid UTF-8 among them")
        XCTAssertTrue(lines.contains { $0.contains(0) }, "NUL among them")
    }

    /// Each line once crashed or hung rxs (issue 10); the driver runs them as the REPL would.
    func testLinesThatOnceCrashedOrHungNowAnswer() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let driver = try FuzzDriver(folder: folder.path + "/fuzz")
            let lines = [
                "open repos", "wait 153722868m", "wait 9223372036854775807ms", "wait 1ms",
                HostileLines.newSession, "net latency 1440000m", "open repos", "type searchBar octocat", "wait 1440000m",
                "settle", "keys searchBar octocat every 1440000m", "marbles", "state",
                HostileLines.newSession, "open search", "keys searchField abcdefghijklmnopqrstuvwxyz every 1440000m",
                "wait 1440000m", "marbles searchField.text", "expect nav.title matches \"(.*)*x\"",
                "expect nav.title matches \"(a|a)*b\"", ":save .", ":save ./", ":save ", ":save fifo", ":save link.rxs",
                "include fifo", "include /dev/zero", "include folder", "include self.rxs", "include ping.rxs",
                "include chain0.rxs", "include a\u{0}b.rxs",
            ]
            let counts = driver.run(lines.map { Array($0.utf8) })
            XCTAssertEqual(counts.lines, lines.count)
            XCTAssertEqual(counts.saves, 1, "only the symlink's target was written")
            XCTAssertEqual(try folder.read("fuzz/work/saved.rxs").hasPrefix("# saved by rxs\n"), true)
            var info = stat()
            XCTAssertEqual(lstat(folder.path + "/fuzz/work/fifo", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        }
    }
}

/// The fuzzer's misbehaving service: every fourth session replays `HostileCassettes` (rate
/// limits with resets that are no time, thousands of headers, a token echoed in disguise,
/// large bodies); no step shows the token, nothing traps, and no page replaces an include.
final class HostileServiceFuzzTests: XCTestCase, @unchecked Sendable {
    func testTheMisbehavingServiceNeitherTrapsNorLeaks() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let driver = try FuzzDriver(folder: folder.path + "/fuzz")
            var lines = Array(repeating: HostileLines.newSession, count: 4)
            lines += ["include lib.inc", "include hard.rxs", "open repos"]
            for user in HostileCassettes.users {
                lines += ["type searchBar \(user)", "wait 1s", "show", "state", "dismiss", "net log"]
            }
            lines += [":html lib.inc", ":html hard.rxs", "net latency 1440000m",
                      "keys searchBar \(String(repeating: "k", count: 2_500)) every 100ms", "net log"]
            let counts = driver.run(lines.map { Array($0.utf8) })
            XCTAssertEqual(counts.sessions, 4, "\(counts)")
            XCTAssertEqual(counts.leaked, 0, "\(counts)")
            XCTAssertGreaterThan(counts.redactedSteps, 0, "the disguised echo was shown, redacted: \(counts)")
            XCTAssertEqual(counts.clobbered, 0, "\(counts)")
            XCTAssertEqual(counts.pages, 0, "\(counts)")
            XCTAssertEqual(try folder.read("fuzz/work/lib.inc"), "wait 1ms\n")
        }
    }

    func testGeneratedLinesMeetTheHostileService() {
        var generator = HostileLines(seed: 7, corpus: [], longest: 1_000)
        let text = generator.lines(20_000).map { String(decoding: $0, as: UTF8.self) }
        XCTAssertTrue(text.contains { $0.hasPrefix("type searchBar ") && HostileCassettes.users.contains(String($0.dropFirst(15))) })
        XCTAssertTrue(text.contains("include lib.inc"))
        XCTAssertTrue(text.contains(":html lib.inc") || text.contains(":html hard.rxs"))
    }
}
