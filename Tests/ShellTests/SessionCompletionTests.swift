import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Tab completion from a live session: element ids, paths with rows, values and scripts.
final class SessionCompletionTests: XCTestCase, @unchecked Sendable {
    @MainActor private func complete(_ line: String, in session: Session, directory: String = "/nonexistent") -> [String] {
        LineCompleter.candidates(line: line, cursor: line.endIndex,
                                 context: session.completionContext(directory: directory))
    }

    func testScreensElementsAndButtonsOfTheCurrentScreen() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            XCTAssertEqual(complete("open f", in: session), ["feed", "follow"])
            XCTAssertEqual(complete("type ", in: session), [])
            session.lines("open search")
            XCTAssertEqual(complete("type sea", in: session), ["searchField"])
            XCTAssertEqual(complete("tap ", in: session), ["searchButton"])
            XCTAssertEqual(complete("show v", in: session), ["validMessage"])
        }
    }

    func testPathsIncludeRowsAndValuesAreSpelledForScripts() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar octocat", "settle"])
            XCTAssertEqual(complete("expect table[7].t", in: session), ["table[7].title"])
            XCTAssertEqual(complete("expect table.c", in: session), ["table.count"])
            XCTAssertEqual(complete("expect table.count == ", in: session), ["8"])
            XCTAssertEqual(complete("expect searchBar.text == ", in: session), ["octocat"])
            XCTAssertEqual(complete("expect nav.title == ", in: session), ["\"Search repos for username\""])
            XCTAssertEqual(complete("expect alert.visible == ", in: session), ["false"])
            XCTAssertEqual(complete("marbles activity.", in: session), ["activity.visible"])
            XCTAssertEqual(complete("select 7", in: session), ["7"])
        }
    }

    func testAlertButtonsWhileAnAlertShows() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar nosuchuser", "settle"])
            XCTAssertEqual(complete("dismiss ", in: session), ["OK"])
        }
    }

    func testScriptsUnderTheCurrentFolder() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            for name in ["a.rxs", "flows/b.rxs", "flows/deep/c.rxs", "flows/deep/deeper/d.rxs", "notes.txt", ".hidden/e.rxs"] {
                try folder.write(name, "open repos\n")
            }
            XCTAssertEqual(complete("include ", in: Session(options: .builtIn), directory: folder.path),
                           ["a.rxs", "flows/b.rxs", "flows/deep/c.rxs"])
        }
    }
}
