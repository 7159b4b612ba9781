import RxsScript
import RxsSession
import RxsSupport

/// JUnit XML as CI servers read it: one `testsuite` named `rxs test` inside `testsuites`, a
/// `testcase` per script (`name` the file name, `classname` its folder), a `failure` for a
/// failed expect or a differing transcript and an `error` for a script error, the details and
/// diff in CDATA. Times are the scripts' virtual time, so the document is deterministic.
package struct JUnitReporter: TestReporter {
    package init() {}

    package func start(count: Int) -> [String] { [] }

    package func script(_ result: ScriptTestResult, number: Int) -> [String] { [] }

    package func finish(_ results: [ScriptTestResult]) -> [String] {
        let summary = TestSummary(results)
        let failures = summary.failed - summary.errors
        let total = Self.seconds(results.reduce(0) { $0 + $1.milliseconds })
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(summary.errors)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"rxs test\" \(counts) time=\"\(total)\">",
            "  <testsuite name=\"rxs test\" \(counts) skipped=\"0\" time=\"\(total)\">",
        ]
        for result in results {
            // A name's bytes that are not UTF-8 as `\xE9` (`FileName`): XML holds characters.
            let (folder, file) = Self.split(FileName.shown(result.path))
            let testcase = "    <testcase name=\"\(XMLText.attribute(file))\" classname=\"\(XMLText.attribute(folder))\""
                + " time=\"\(Self.seconds(result.milliseconds))\""
            guard result.verdict != .passed else {
                lines.append(testcase + "/>")
                continue
            }
            let element = result.verdict == .error ? "error" : "failure"
            let type = result.verdict == .error ? "script error" : result.diff == nil ? "expect" : "transcript"
            lines.append(testcase + ">")
            lines.append("      <\(element) message=\"\(XMLText.attribute(result.reason ?? "failed"))\""
                + " type=\"\(type)\">\(XMLText.cdata(result.message))</\(element)>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines
    }

    /// The folder as written (`.` for none) and the file name.
    static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Seconds with three decimals, from virtual milliseconds.
    static func seconds(_ milliseconds: Int) -> String {
        String(TimeFormat.seconds(milliseconds).dropLast())
    }
}
