import Foundation
import XCTest

/// The README's CI matrix: N machines each run `rxs test --shard i/N --junit shard-i.xml`; the
/// union of their JUnit reports is the whole suite, no script twice, even with more machines
/// than scripts.
final class ShardMatrixTests: XCTestCase {
    func testTheShardsOfAMatrixCoverTheSuiteOnce() throws {
        let folder = try TemporaryFolder(self)
        for name in ["a", "b/c", "b/d", "e/f/g", "h", "i", "j/k", "l", "m", "n", "o"] {
            try folder.write("suite/\(name).rxs", "open repos\nexpect nav.depth == 1\n")
        }
        let whole = try RxsProcess.run(["test", "suite"], in: folder.path)
        XCTAssertEqual(whole.status, 0, whole.stdout)
        let all = whole.stdoutLines.dropLast().map { String($0.dropFirst("PASS  ".count)) }
        XCTAssertEqual(all.count, 11)

        for machines in [1, 3, 4, 16] {
            var reported: [String] = []
            for shard in 1...machines {
                let report = "shard-\(machines)-\(shard).xml"
                let run = try RxsProcess.run(["test", "--shard", "\(shard)/\(machines)", "--junit", report, "suite"],
                                             in: folder.path)
                XCTAssertEqual(run.status, 0, "\(shard)/\(machines): \(run.stdout)\(run.stderr)")
                let junit = try JUnitDocument(xml: folder.read(report))
                let cases = junit.root.children.first?.children ?? []
                reported += cases.map { ($0.attributes["classname"] ?? "") + "/" + ($0.attributes["name"] ?? "") }
            }
            XCTAssertEqual(reported.sorted(), all.sorted(), "\(machines) machines")
            XCTAssertEqual(Set(reported).count, reported.count, "\(machines) machines: a script ran twice")
        }
    }
}
