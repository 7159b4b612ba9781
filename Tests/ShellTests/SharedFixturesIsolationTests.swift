import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// What sessions of one process share (cassette folders, decoded bodies, compiled patterns) is
/// what none of them can change: sessions that change their latency, faults, settings and
/// unmatched requests, four at a time, each see only their own.
final class SharedFixturesIsolationTests: XCTestCase {
    /// Quick: 50 ms latency, its own seed, a request its cassettes answer.
    private static let quick = """
        net latency 50ms
        set seed 7
        set settle-timeout 2s
        open repos
        type searchBar alice
        wait 560ms
        expect activity.visible == false
        expect table.count == 1
        expect table[0].title matches "^alice-[a-z]+$"
        net log

        """

    /// Slow: the default 200 ms latency, a failure injected, autosettle turned on, a request
    /// no cassette answers.
    private static let slow = """
        net fail next 500
        open repos
        type searchBar alice
        wait 560ms
        expect activity.visible == true
        wait 200ms
        expect alert.visible == true
        expect table.count == 0
        dismiss
        set autosettle on
        type searchBar nobody
        expect table.count == 0
        net log

        """

    func testSessionsChangingTheirNetworkAndSettingsSeeNothingOfEachOtherUnderFourJobs() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("cassettes/alice.json", #"""
            {"request":{"method":"GET","url":"https://api.github.com/users/alice/repos"},
             "response":{"status":200,"headers":{"Content-Type":"application/json"},
              "json":[{"id":1,"name":"alice-tools","full_name":"alice/alice-tools","html_url":"https://github.com/alice/alice-tools","owner":{"login":"alice"}}]}}
            """#)
        var options = SessionOptions.builtIn
        options.network = .fixtures(directories: [URL(fileURLWithPath: folder.path + "/cassettes")])
        options.reportUnmatched = true

        // Goldens written by lone runs: what each script prints when nothing else runs.
        let quickGolden = try golden(Self.quick, named: "quick-golden.rxs", in: folder, options: options)
        let slowGolden = try golden(Self.slow, named: "slow-golden.rxs", in: folder, options: options)
        XCTAssertFalse(quickGolden.contains("no cassette matches"))
        XCTAssertTrue(slowGolden.contains("no cassette matches GET https://api.github.com/users/nobody/repos"))
        XCTAssertTrue(quickGolden.contains("GET https://api.github.com/users/alice/repos → 200"), quickGolden)
        XCTAssertTrue(slowGolden.contains("alice/repos → failed: api.github.com answered HTTP 500"), slowGolden)

        var scripts: [String] = []
        for index in 0..<24 {
            let (name, text) = index % 2 == 0 ? ("quick", quickGolden) : ("slow", slowGolden)
            scripts.append(try folder.write("suite/\(String(format: "%02d", index))-\(name).rxs", text))
        }
        let results = try runWithTimeout(scripts, jobs: 4, options: options)
        XCTAssertEqual(results.count, scripts.count)
        for result in results {
            XCTAssertEqual(result.verdict, .passed, "\(result.path): \(result.details) \(result.diff ?? "")")
        }
    }

    /// The script run alone with `--update`: its text with the `#>` lines it printed.
    private func golden(_ text: String, named name: String, in folder: TemporaryFolder,
                        options: SessionOptions) throws -> String {
        let path = try folder.write(name, text)
        let result = ScriptTest(path: path, sessionOptions: options, update: true).run()
        XCTAssertEqual(result.verdict, .passed, "\(name): \(result.details)")
        return try folder.read(name)
    }

    /// `TestSuite.run`, failing instead of hanging if the workers never finish.
    private func runWithTimeout(_ scripts: [String], jobs: Int, options: SessionOptions) throws -> [ScriptTestResult] {
        let results = Guarded<[ScriptTestResult]>([])
        let done = DispatchSemaphore(value: 0)
        let runner = Thread {
            TestSuite.run(scripts, jobs: jobs, test: { ScriptTest(path: $0, sessionOptions: options).run() },
                          report: { _, result in results.withLock { $0.append(result) } })
            done.signal()
        }
        runner.stackSize = 8 << 20
        runner.start()
        guard done.wait(timeout: .now() + 120) == .success else {
            XCTFail("the parallel run did not finish within 120 s")
            return []
        }
        return results.withLock { $0 }
    }
}
