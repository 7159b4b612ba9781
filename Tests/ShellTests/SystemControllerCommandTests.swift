import Foundation
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Flows driving the system controllers: a share sheet by `tap`, an image picker by
/// `pick image`, a collapsed split view by `tap` and `back`.
final class SystemControllerCommandTests: XCTestCase, @unchecked Sendable {
    func testPickLinesSpellBackAsTheyParse() throws {
        let lines = [
            "pick image beach": "pick image beach",
            "pick image \"my beach\"": "pick image \"my beach\"",
            "pick document /Documents/a.pdf b.txt": "pick document /Documents/a.pdf b.txt",
            "pick image 2": "pick image 2",
            "pick color \"#8ADD6D\"": "pick color \"#8ADD6D\"",
            "pick color systemTeal": "pick color systemTeal",
            "pick size 2 1": "pick size 2 1",
        ]
        for (line, canonical) in lines {
            XCTAssertEqual(try parseLine(line)?.description, canonical, line)
        }
        let pick = try XCTUnwrap(parsed("pick document a.pdf b.pdf", as: PickCommand.self))
        XCTAssertEqual(pick.choices.map(\.value), ["a.pdf", "b.pdf"])
        XCTAssertEqual(try XCTUnwrap(parsed("pick image 2", as: PickCommand.self)).choices.count, 0, "a row, unless an image picker shows")
        XCTAssertEqual(oneLineError("pick image beach sea"),
            "demo.rxs:1:18: error: unexpected argument 'sea' for pick — usage: pick <id> <row> [<component>] — usage: pick image <name> — usage: pick document <path>… — usage: pick color <color> — quote text with spaces: \"beach sea\"")
        XCTAssertEqual(oneLineError("pick color #8ADD6D"),
            "demo.rxs:1:11: error: missing <color> for pick — usage: pick <id> <row> [<component>] — usage: pick image <name> — usage: pick document <path>… — usage: pick color <color>")
        XCTAssertEqual(oneLineError("pick image \"\""),
            "demo.rxs:1:12: error: the image name is empty — usage: pick <id> <row> [<component>] — usage: pick image <name> — usage: pick document <path>… — usage: pick color <color>")
    }

    func testAShareSheetIsShownAndTapChoosesAnActivity() {
        MainActor.assumeIsolated { () -> Void in
            let session = SystemControllerScreens.session()
            session.lines(["open sharing", "tap shareButton"])
            XCTAssertEqual(session.snapshot.top?.elements.map(\.id), ["items", "message", "mail", "copyToPasteboard", "close"],
                           "airDrop is excluded")
            XCTAssertEqual(session.lines("tap mail"), [
                "[0.000s] nav.screen: \"share\" → \"sharing\"",
                "[0.000s] status.text: \"\" → \"com.apple.UIKit.activity.Mail completed\"",
            ])
            session.lines("tap shareButton")
            XCTAssertEqual(session.lines("tap close"), [
                "[0.000s] nav.screen: \"share\" → \"sharing\"",
                "[0.000s] status.text: \"com.apple.UIKit.activity.Mail completed\" → \"no activity cancelled\"",
            ])
            XCTAssertEqual(firstLine(session.error("tap close")), "flow.rxs:1:5: error: unknown element 'close' on screen sharing")
        }
    }

    func testAnImagePickerPicksTheImageTheFlowNames() {
        MainActor.assumeIsolated { () -> Void in
            let session = SystemControllerScreens.session()
            session.lines("open avatar")
            XCTAssertEqual(firstLine(session.error("pick image beach")),
                           "flow.rxs:1:6: error: no image picker is showing: screen \"avatar\" is on top")
            session.lines("tap chooseButton")
            XCTAssertEqual(session.snapshot.top?.elements.map(\.id), ["cancel", "source"])
            XCTAssertEqual(session.lines("pick image beach"), [
                "[0.000s] nav.screen: \"imagePicker\" → \"avatar\"",
                "[0.000s] nav.title: \"Photos\" → \"\"",
                "[0.000s] photo.image: null → \"beach\"",
            ], "the app's delegate takes the edited image and dismisses the picker")
            session.lines("tap chooseButton")
            XCTAssertEqual(session.lines("pick image 7"), [
                "[0.000s] nav.screen: \"imagePicker\" → \"avatar\"",
                "[0.000s] nav.title: \"Photos\" → \"\"",
                "[0.000s] photo.image: \"beach\" → \"7\"",
            ], "on an image picker, digits name an image")
            session.lines("tap chooseButton")
            XCTAssertEqual(session.lines("tap cancel"), [
                "[0.000s] nav.screen: \"imagePicker\" → \"avatar\"",
                "[0.000s] nav.title: \"Photos\" → \"\"",
            ], "no imagePickerControllerDidCancel: the picker dismisses itself")
        }
    }

    func testACollapsedSplitViewIsDrivenAsAStack() {
        MainActor.assumeIsolated { () -> Void in
            let session = SystemControllerScreens.session()
            session.lines("open inbox")
            XCTAssertEqual(session.snapshot.top?.title, "Inbox", "the delegate keeps the primary on top")
            XCTAssertEqual(session.lines("tap openButton"), ["[0.000s] nav.title: \"Inbox\" → \"Message\""])
            XCTAssertEqual(session.lines("back"), ["[0.000s] nav.title: \"Message\" → \"Inbox\""])
            XCTAssertEqual(firstLine(session.error("back")),
                           "flow.rxs:1:1: error: already at the root screen: there is nothing to go back to")
        }
    }

    func testShowDrawsTheShareSheet() {
        MainActor.assumeIsolated { () -> Void in
            let session = SystemControllerScreens.session()
            session.lines(["open sharing", "tap shareButton"])
            XCTAssertEqual(session.lines("show"), [
                "┌──────────────────────────────────────┐",
                "│ t=0.000s                             │",
                "│                                    ▾ │",
                "├──────────────────────────────────────┤",
                "│ Hello                                │",
                "│ ( Messages )                         │",
                "│ ( Mail )                             │",
                "│ ( Copy )                             │",
                "│ ( Close )                            │",
                "└──────────────────────────────────────┘",
            ])
        }
    }

    private func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1).first ?? "")
    }
}
