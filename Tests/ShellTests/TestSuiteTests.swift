import APIClient
import Synchronization
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class TestSuiteTests: XCTestCase {
    func testDiscoversScriptsRecursivelySortedWithoutHiddenFolders() throws {
        let folder = try TemporaryFolder(self)
        for name in ["b.rxs", "a.rxs", "sub/c.rxs", "sub/deeper/d.rxs", "notes.txt", ".hidden/e.rxs", ".build/f.rxs",
                     "sub/.g.rxs", "Z.rxs"] {
            try folder.write(name, "wait 1s\n")
        }
        let found = try TestSuite.discover([folder.path + "/"])
        XCTAssertEqual(found.map { String($0.dropFirst(folder.path.count + 1)) },
                       ["Z.rxs", "a.rxs", "b.rxs", "sub/c.rxs", "sub/deeper/d.rxs"])
        let explicit = try TestSuite.discover([folder.path + "/notes.txt", folder.path + "/sub", folder.path + "/sub/c.rxs"])
        XCTAssertEqual(explicit.map { String($0.dropFirst(folder.path.count + 1)) },
                       ["notes.txt", "sub/c.rxs", "sub/deeper/d.rxs"])
    }

    func testMissingPathIsAUsageError() {
        XCTAssertThrowsError(try TestSuite.discover(["/no/such/place.rxs"])) { error in
            XCTAssertEqual((error as? UsageError)?.description, "no such file or folder: /no/such/place.rxs")
        }
    }

    func testShardsPartitionTheSortedList() {
        let scripts = (0..<10).map { "s\($0).rxs" }
        XCTAssertEqual(TestSuite.shard(scripts, index: 1, count: 3), ["s0.rxs", "s3.rxs", "s6.rxs", "s9.rxs"])
        XCTAssertEqual(TestSuite.shard(scripts, index: 3, count: 3), ["s2.rxs", "s5.rxs", "s8.rxs"])
        for count in 1...12 {
            let shards = (1...count).map { TestSuite.shard(scripts, index: $0, count: count) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), scripts)
            XCTAssertEqual(Set(shards.flatMap { $0 }).count, scripts.count)
            let sizes = shards.map(\.count)
            XCTAssertLessThanOrEqual((sizes.max() ?? 0) - (sizes.min() ?? 0), 1)
        }
        XCTAssertEqual(TestSuite.shard(scripts, index: 1, count: 1), scripts)
    }

    func testParallelRunReportsEveryScriptOnceInInputOrder() {
        let scripts = (0..<12).map { "s\($0)" }
        let started = Guarded(Set<String>())
        let secondDone = DispatchSemaphore(value: 0)
        var reported: [Int] = []
        TestSuite.run(scripts, jobs: 4, test: { path in
            started.withLock { _ = $0.insert(path) }
            // The first script finishes only after the second: reports must keep input order.
            if path == "s0" { secondDone.wait() }
            if path == "s1" { secondDone.signal() }
            return ScriptTestResult(path: path, verdict: .passed)
        }, report: { index, result in
            XCTAssertEqual(result.path, scripts[index])
            reported.append(index)
        })
        XCTAssertEqual(reported, Array(0..<12))
        XCTAssertEqual(started.withLock { $0 }, Set(scripts))
    }
}
