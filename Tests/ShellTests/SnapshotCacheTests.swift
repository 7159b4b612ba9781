import Foundation
import XCTest

@testable import RxsRunner
@testable import RxsSession
@testable import UIKit

/// The snapshot's caches (a view's element snapshot, a table's rows) never show a stale value:
/// with `checksSnapshots`, each instant's snapshot is compared with one read without them.
final class SnapshotCacheTests: XCTestCase, @unchecked Sendable {
    private var checking: SessionOptions {
        var options = SessionOptions.builtIn
        options.checksSnapshots = true
        return options
    }

    func testEveryScriptOfTheRepositoryPassesWithEachSnapshotReadAfreshToo() throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts")
        let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".rxs") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 9)
        for name in files {
            let result = ScriptTest(path: scripts.appendingPathComponent(name).path, sessionOptions: checking).run()
            XCTAssertEqual(result.verdict, .passed, "\(name): \(result.reason ?? "")")
        }
    }

    func testAStaleCacheFailsTheLineThatShowsIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: checking)
            session.lines("open repos")
            let table = try XCTUnwrap(session.window.topScreen?._element("table") as? UITableView)
            // A row the cells do not show, kept as if nothing had changed since.
            table.rowCache = (table.reloads, 0, [_RowSnapshot(title: "stale")])
            table.lastSnapshot = nil
            guard case .failure(let error) = session.run("type searchBar octocat") else {
                return XCTFail("the stale row went unnoticed")
            }
            XCTAssertTrue(error.rendered().contains("differs from the same snapshot read without caches"), error.rendered())
        }
    }
}
