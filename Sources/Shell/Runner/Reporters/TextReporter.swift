/// The report for people: `PASS`/`FAIL`/`ERROR` and the script's path, then for a script
/// that did not pass its failed expects, errors and the diff of its transcript; last the
/// summary line `N passed, N failed`.
public struct TextReporter: TestReporter {
    public init() {}

    public func start(count: Int) -> [String] { [] }

    public func script(_ result: ScriptTestResult, number: Int) -> [String] {
        switch result.verdict {
        case .passed:
            return ["PASS  " + result.path + (result.updated ? " (updated)" : "")]
        case .failed, .error:
            let label = result.verdict == .error ? "ERROR " : "FAIL  "
            let headline = label + result.path + (result.reason.map { " — " + $0 } ?? "")
            return [headline] + result.details + [result.diff].compactMap { $0 }
        }
    }

    public func finish(_ results: [ScriptTestResult]) -> [String] {
        [TestSummary(results).line]
    }
}
