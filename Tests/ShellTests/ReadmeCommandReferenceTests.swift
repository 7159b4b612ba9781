import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// docs/REFERENCE.md's command reference is the registry's: the block between `<!-- commands -->`
/// and `<!-- /commands -->` must be `CommandReference.markdown()`, so adding or changing a
/// command without updating docs/REFERENCE.md fails here. (The reference lived in README.md
/// until 0.3; the class keeps its name.)
final class ReadmeCommandReferenceTests: XCTestCase {
    static let opening = "<!-- commands -->"
    static let closing = "<!-- /commands -->"

    private var referenceURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs").appendingPathComponent("REFERENCE.md")
    }

    /// The text between the markers, without the line breaks around it; nil without both markers.
    static func referenceBlock(in document: String, opening: String = opening, closing: String = closing) -> String? {
        guard let start = document.range(of: opening),
              let end = document.range(of: closing, range: start.upperBound..<document.endIndex)
        else { return nil }
        return document[start.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
    }

    func testTheDocsCommandReferenceIsTheRegistrys() throws {
        let reference = try String(contentsOf: referenceURL, encoding: .utf8)
        let block = try XCTUnwrap(Self.referenceBlock(in: reference),
                                  "docs/REFERENCE.md has no \(Self.opening) … \(Self.closing) block")
        XCTAssertEqual(block, CommandReference.markdown(), """
            docs/REFERENCE.md's command reference differs from the registry; replace the block between \
            \(Self.opening) and \(Self.closing) with:
            \(CommandReference.markdown())
            """)
    }

    /// The command line's subcommands and options, between `<!-- cli -->` and `<!-- /cli -->`,
    /// are `CLIReference.markdown()`: the option table help, completion and the man page use.
    func testTheDocsCommandLineReferenceIsTheOptionTables() throws {
        let reference = try String(contentsOf: referenceURL, encoding: .utf8)
        let block = try XCTUnwrap(Self.referenceBlock(in: reference, opening: "<!-- cli -->", closing: "<!-- /cli -->"),
                                  "docs/REFERENCE.md has no <!-- cli --> … <!-- /cli --> block")
        XCTAssertEqual(block, CLIReference.markdown(), """
            docs/REFERENCE.md's command-line reference differs from the option table; replace the block between \
            <!-- cli --> and <!-- /cli --> with:
            \(CLIReference.markdown())
            """)
    }

    func testTheBlockIsFoundOnlyBetweenBothMarkers() {
        XCTAssertEqual(Self.referenceBlock(in: "intro\n<!-- commands -->\n| a |\n<!-- /commands -->\nmore"), "| a |")
        XCTAssertNil(Self.referenceBlock(in: "<!-- /commands -->\n| a |\n<!-- commands -->"))
        XCTAssertNil(Self.referenceBlock(in: "<!-- commands -->\n| a |"))
    }
}
