import Foundation
import XCTest

/// The FILE of `:save` and `:html` is read as any argument of a script line: quotes hold a
/// name with spaces (and are not part of it), a comment ends the line, tabs separate, a
/// broken quote or a second word is an error at its column, and an error writing FILE points
/// at FILE.
final class ReplFileArgumentTests: XCTestCase {
    func testFileIsOneWordAsScriptsReadIt() throws {
        let folder = try TemporaryFolder(self)
        let input = """
            open search
            :html "a b.html"
            :save "e f.rxs" # the session
            \t:save\tg.rxs
            :html c d.html
            :html "broken
            :hmtl x
            :html .

            """
        let output = try RxsProcess.run([], in: folder.path, input: input)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a b.html", "e f.rxs", "g.rxs"])
        XCTAssertTrue(output.stdout.hasSuffix("""
            wrote the replay of 1 step to a b.html
            saved 3 lines to e f.rxs
            saved 3 lines to g.rxs

            """), output.stdout)
        XCTAssertEqual(output.stderr, """
            <input>:5:9: error: :html takes one FILE
            :html c d.html
                    ^~~~~~
            a name with spaces is quoted: :html "c d.html"
            <input>:6:7: error: unterminated quoted text
            :html "broken
                  ^~~~~~~
            add a closing " (write a quote inside text as \\")
            <input>:7:1: error: unknown REPL command ':hmtl'
            :hmtl x
            ^~~~~
            did you mean :html?
            <input>:8:7: error: cannot write .: is a directory
            :html .
                  ^

            """)
    }
}
