import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// README.md's command reference is the registry's: the block between `<!-- commands -->`
/// and `<!-- /commands -->` must be `CommandReference.markdown()`, so adding or changing a
/// command without updating the README fails here.
final class ReadmeCommandReferenceTests: XCTestCase {
    static let opening = "<!-- commands -->"
    static let closing = "<!-- /commands -->"

    private var readmeURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
    }

    /// The text between the markers, without the line breaks around it; nil without both markers.
    static func referenceBlock(in readme: String, opening: String = opening, closing: String = closing) -> String? {
        guard let start = readme.range(of: opening), let end = readme.range(of: closing, range: start.upperBound..<readme.endIndex)
        else { return nil }
        return readme[start.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
    }

    func testTheReadmeCommandReferenceIsTheRegistrys() throws {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let block = try XCTUnwrap(Self.referenceBlock(in: readme), "README.md has no \(Self.opening) … \(Self.closing) block")
        XCTAssertEqual(block, CommandReference.markdown(), """
            README.md's command reference differs from the registry; replace the block between \
            \(Self.opening) and \(Self.closing) with:
            \(CommandReference.markdown())
            """)
    }

    /// The command line's subcommands and options, between `<!-- cli -->` and `<!-- /cli -->`,
    /// are `CLIReference.markdown()`: the option table help, completion and the man page use.
    func testTheReadmeCommandLineReferenceIsTheOptionTables() throws {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let block = try XCTUnwrap(Self.referenceBlock(in: readme, opening: "<!-- cli -->", closing: "<!-- /cli -->"),
                                  "README.md has no <!-- cli --> … <!-- /cli --> block")
        XCTAssertEqual(block, CLIReference.markdown(), """
            README.md's command-line reference differs from the option table; replace the block between \
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
