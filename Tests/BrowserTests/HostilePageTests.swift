import Foundation
import XCTest

/// A replay page of a hostile script, opened in headless Chromium: text that closes a
/// script, opens a tag or a comment, ends CDATA, holds U+2028/U+2029, NUL, invalid UTF-8 and
/// CJK shows as text — no element, script or comment of its own — and a hand-edited link with
/// a broken escape still opens the step it names.
final class HostilePageTests: XCTestCase {
    private static let hostile = "</script><img src=x onerror=document.title='pwned'>--> ]]> <!-- \u{2028}\u{2029} 検索"

    func testHostileTextStaysTextAndABrokenLinkStillOpensItsStep() throws {
        guard let chromium = Chromium.find() else {
            throw XCTSkip("chromium is not installed: scripts/setup-browser installs it (apt-get install chromium); scripts/test runs that")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-hostile-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: scratch) }
        let comment = "# " + Self.hostile
        var bytes = Array("""
            \(comment)
            open search
            type searchField "\(Self.hostile)"
            expect searchField.text == "</script>"

            """.utf8)
        // NUL and invalid UTF-8 in a typed text.
        bytes += Array("type searchField \"a".utf8) + [0x00, 0xFF, 0xC0, 0x80] + Array("b\"\n".utf8)
        let script = scratch.path + "/hostile.rxs"
        try Data(bytes).write(to: URL(fileURLWithPath: script))
        let page = scratch.path + "/hostile.html"
        let process = Process()
        process.executableURL = try ReplayInChromiumTests.rxs()
        process.arguments = ["run", "--html", page, script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, "the expect fails; the page is written")

        let written = try Data(contentsOf: URL(fileURLWithPath: page))
        let html = try XCTUnwrap(String(validating: written, as: UTF8.self), "the page is valid UTF-8")
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the page's own script")
        XCTAssertEqual(html.components(separatedBy: "<!--").count - 1, 0)
        XCTAssertFalse(html.contains("<img"))
        XCTAssertFalse(html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "no control character")

        let run = try chromium.load(URL(fileURLWithPath: page), fragment: "step=3&x=%E0%", scratch: scratch)
        let dom = ReplayDOM(html: run.dom)
        XCTAssertEqual(dom.stepCount, 4)
        XCTAssertEqual(dom.shownStep, 3, "a broken escape elsewhere in the link leaves step=3 working")
        XCTAssertEqual(dom.currentSteps, [3])
        XCTAssertFalse(run.dom.contains("<title>pwned"), "no handler ran")
        XCTAssertFalse(run.dom.contains("<img"))
        let screen = ReplayDOM(html: try XCTUnwrap(dom.visibleScreen))
        XCTAssertEqual(screen.texts(ofClass: "text"), [Self.hostile])
        XCTAssertEqual(dom.capture(#"<p class="note">([^<]*)</p>"#).map(ReplayDOM.decoded), [Self.hostile])
    }
}
