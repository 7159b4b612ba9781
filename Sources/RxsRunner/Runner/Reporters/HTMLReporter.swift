import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// The index page of `rxs test --html DIR`: every script with its verdict and virtual time,
/// linked to its replay page (named by `ReplayFiles.names`), and for each script that did
/// not pass its failures and transcript diff. Like the JUnit reporter it is one document
/// built from all results at the end; self-contained as the replay pages are.
package struct HTMLReporter: TestReporter {
    package init() {}

    package func start(count: Int) -> [String] { [] }

    package func script(_ result: ScriptTestResult, number: Int) -> [String] { [] }

    package func finish(_ results: [ScriptTestResult]) -> [String] {
        let names = ReplayFiles.names(for: results.map(\.path))
        let summary = TestSummary(results)
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReplayAssets.contentSecurityPolicy)\">\n"
        page += "<title>rxs test · \(summary.line)</title>\n<style>\n" + ReplayAssets.stylesheet + "\n</style>\n</head>\n"
        page += "<body>\n<header class=\"top\"><h1>rxs test</h1><p class=\"summary \(summary.status == .passed ? "passed" : "failed")\">"
        page += summary.line + "</p></header>\n<table class=\"index\">\n"
        page += "<tr><th>#</th><th>script</th><th>result</th><th>why</th><th>virtual time</th></tr>\n"
        for (index, result) in results.enumerated() {
            let verdict = ReplayFiles.verdictWord(result.verdict)
            page += "<tr class=\"script\"><td>\(index + 1)</td><td><a href=\"" + HTMLText.escaped(names[index]) + "\">"
            page += HTMLText.escaped(FileName.shown(result.path)) + "</a></td><td class=\"\(verdict)\">\(verdict)</td><td>"
            if result.verdict != .passed {
                page += "<a href=\"#problem-\(index + 1)\">" + HTMLText.escaped(result.reason ?? "failed") + "</a>"
            }
            page += "</td><td>" + TimeFormat.seconds(result.milliseconds) + "</td></tr>\n"
        }
        page += "</table>\n"
        for (index, result) in results.enumerated() where result.verdict != .passed {
            page += "<section class=\"problem\" id=\"problem-\(index + 1)\"><h2>"
            page += HTMLText.escaped(FileName.shown(result.path)) + " — " + HTMLText.escaped(result.reason ?? "failed") + "</h2>"
            page += ReplayFiles.problems(result) + "</section>\n"
        }
        page += "</body>\n</html>"
        return [page]
    }
}
