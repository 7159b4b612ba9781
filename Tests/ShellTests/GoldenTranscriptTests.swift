import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class GoldenTranscriptTests: XCTestCase {
    private func transcript(_ text: String, file: String = "demo.rxs") throws -> (GoldenSource, GoldenTranscript) {
        let source = GoldenSource(text)
        let script = Script(file: file, text: text)
        XCTAssertEqual(script.errors, [])
        return (source, try GoldenTranscript(source: source, commandLines: script.lines.map(\.number), file: file))
    }

    func testSourceKeepsEveryByte() {
        for text in ["", "a", "a\n", "a\r\nb\r\n", "a\rb", "\u{FEFF}open repos\n\n# c\n", "a\n\n\n"] {
            XCTAssertEqual(GoldenSource(text).text, text)
        }
        XCTAssertEqual(GoldenSource("a\r\nb\nc").lineEnding, "\r\n")
        XCTAssertEqual(GoldenSource("abc").lineEnding, "\n")
        XCTAssertEqual(GoldenSource("\u{FEFF}a\nb").lines.map(\.text), Script.splitLines("\u{FEFF}a\nb"))
    }

    func testGoldenLineContent() {
        XCTAssertEqual(GoldenLine.content(of: "#> [0.500s] table.count: 0 → 8"), "[0.500s] table.count: 0 → 8")
        XCTAssertEqual(GoldenLine.content(of: "#>"), "")
        XCTAssertEqual(GoldenLine.content(of: "  \t#>   indented"), "  indented")
        XCTAssertEqual(GoldenLine.content(of: "#>x"), "x")
        XCTAssertNil(GoldenLine.content(of: "# > not golden"))
        XCTAssertNil(GoldenLine.content(of: "wait 1s #> trailing comment"))
        XCTAssertEqual(GoldenLine.text(for: "", indent: "  "), "  #>")
        XCTAssertEqual(GoldenLine.text(for: "a b", indent: ""), "#> a b")
    }

    func testExtractsTheBlockAfterEachCommand() throws {
        let (_, golden) = try transcript("""
            # a comment
            open repos
            #> [0.000s] nav.depth: 0 → 1
            #>
            wait 1s

            settle
              #> indented
            """)
        XCTAssertFalse(golden.isEmpty)
        XCTAssertEqual(golden.expected(at: 2).texts, ["[0.000s] nav.depth: 0 → 1", ""])
        XCTAssertEqual(golden.expected(at: 5).texts, [])
        XCTAssertEqual(golden.expected(at: 7).texts, ["indented"])
        XCTAssertEqual(golden.blocks[2]?.lineIndices, 2..<4)
        XCTAssertEqual(golden.blocks[5]?.lineIndices, 5..<5)
    }

    func testScriptWithoutGoldenLinesIsEmpty() throws {
        let (_, golden) = try transcript("open repos\n# comment\nwait 1s\n")
        XCTAssertTrue(golden.isEmpty)
    }

    func testGoldenLineAwayFromItsCommandIsAnError() {
        let text = "open repos\n\n  #> [0.000s] nav.depth: 0 → 1\n"
        let script = Script(file: "demo.rxs", text: text)
        XCTAssertThrowsError(try GoldenTranscript(source: GoldenSource(text), commandLines: script.lines.map(\.number),
                                                  file: "demo.rxs")) { error in
            XCTAssertEqual((error as? ScriptError)?.rendered(), """
                demo.rxs:3:3: error: expected output '#>' does not follow a command line
                  #> [0.000s] nav.depth: 0 → 1
                  ^~
                move it up to directly after its command, or delete it
                """)
        }
    }

    func testRewriteInsertsReplacesAndRemovesOnlyGoldenLines() throws {
        let (source, golden) = try transcript("""
            # Search for a user
            open repos   # the root
            #> stale
            type searchBar octocat

              wait 1s
            #> [0.500s] activity.visible: false → true
            settle
            """)
        let rewritten = golden.rewrite(source, actual: [
            2: ["[0.000s] nav.depth: 0 → 1", ""],
            6: ["[0.500s] activity.visible: false → true  "],
            8: ["[0.700s] table.count: 0 → 8"],
        ])
        XCTAssertEqual(rewritten.text, """
            # Search for a user
            open repos   # the root
            #> [0.000s] nav.depth: 0 → 1
            #>
            type searchBar octocat

              wait 1s
            #> [0.500s] activity.visible: false → true
            settle
            #> [0.700s] table.count: 0 → 8
            """)
        let cleared = golden.rewrite(source, actual: [:])
        XCTAssertEqual(cleared.text, "# Search for a user\nopen repos   # the root\ntype searchBar octocat\n\n  wait 1s\nsettle")
    }

    func testRewriteKeepsAgreeingBlocksAsWritten() throws {
        let text = "wait 1s\n#>x   \n#>\nsettle\n"
        let (source, golden) = try transcript(text)
        XCTAssertEqual(golden.rewrite(source, actual: [1: ["x", ""]]), source)
        XCTAssertEqual(golden.rewrite(source, actual: [1: ["x", "y"]]).text, "wait 1s\n#> x\n#> y\nsettle\n")
    }

    func testRewriteKeepsLineEndingsAndTheLastLine() throws {
        let (crlf, crlfGolden) = try transcript("\u{FEFF}wait 1s\r\n#> old\r\nsettle")
        XCTAssertEqual(crlfGolden.rewrite(crlf, actual: [1: ["a", "b"], 3: ["c"]]).text,
                       "\u{FEFF}wait 1s\r\n#> a\r\n#> b\r\nsettle\r\n#> c")
        let (plain, plainGolden) = try transcript("wait 1s\nsettle\n")
        XCTAssertEqual(plainGolden.rewrite(plain, actual: [2: ["c"]]).text, "wait 1s\nsettle\n#> c\n")
        let (indented, indentedGolden) = try transcript("\topen repos\n")
        XCTAssertEqual(indentedGolden.rewrite(indented, actual: [1: ["x", ""]]).text, "\topen repos\n\t#> x\n\t#>\n")
    }

    func testSameIgnoresTrailingSpacesOnly() {
        XCTAssertTrue(GoldenLine.same(["a  ", ""], ["a", " "]))
        XCTAssertFalse(GoldenLine.same([" a"], ["a"]))
        XCTAssertFalse(GoldenLine.same(["a"], ["a", ""]))
    }
}

/// A rewrite whose blocks all agree is the source as it was.
final class GoldenRewriteAgreeingTests: XCTestCase {
    private let text = "open repos\n#> one\n#> two  \n\nwait 1s\n#>\nshow"

    private func golden(_ source: GoldenSource) throws -> GoldenTranscript {
        try GoldenTranscript(source: source, commandLines: [1, 5, 7], file: "a.rxs")
    }

    func testAgreeingBlocksGiveTheSourceBack() throws {
        let source = GoldenSource(text)
        let rewritten = try golden(source).rewrite(source, actual: [1: ["one", "two"], 5: [""]])
        XCTAssertEqual(rewritten, source)
        XCTAssertEqual(rewritten.text, text)
    }

    func testALineWithoutATerminatorBeforeTheLastGetsOneEvenWhenTheBlocksAgree() throws {
        var source = GoldenSource(text)
        source.lines[3].terminator = ""
        let rewritten = try golden(source).rewrite(source, actual: [1: ["one", "two"], 5: [""]])
        XCTAssertEqual(rewritten.lines[3].terminator, "\n")
        XCTAssertEqual(rewritten.lines.last?.terminator, "")
        XCTAssertEqual(rewritten.text, text)
    }

    func testADifferingBlockIsStillRewritten() throws {
        let source = GoldenSource(text)
        let rewritten = try golden(source).rewrite(source, actual: [1: ["one", "two"], 5: ["new"]])
        XCTAssertEqual(rewritten.text, "open repos\n#> one\n#> two  \n\nwait 1s\n#> new\nshow")
    }
}
