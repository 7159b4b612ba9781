import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// The event commands run in a session on the built-in apps and their offline fixtures.
final class SessionEventTests: XCTestCase {
    func testOpenStartsAScreenAndSuggestsNames() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            XCTAssertEqual(session.lines("open repos"), [
                "[0.000s] nav.depth: 0 → 1",
                "[0.000s] nav.screen: null → \"repos\"",
                "[0.000s] nav.title: null → \"Search repos for username\"",
            ])
            XCTAssertEqual(session.error("open repo"), """
                flow.rxs:1:6: error: unknown screen 'repo'
                open repo
                     ^~~~
                did you mean repos?
                """)
            XCTAssertTrue(session.error("open zzz").hasSuffix("choose from repos, venues, feed, search, follow, settings"), session.error("open zzz"))
            XCTAssertEqual(session.snapshot.top?.name, "repos")
        }
    }

    func testTypeSetsTheWholeText() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open search")
            XCTAssertEqual(session.lines("type searchField ラーメン"), [
                "[0.000s] searchField.editing: false → true",
                "[0.000s] searchField.text: \"\" → \"ラーメン\"",
                "[0.000s] searchButton.enabled: false → true",
                "[0.000s] validMessage.hidden: false → true",
            ])
            XCTAssertEqual(session.lines("type searchField \"\""), [
                "[0.000s] searchField.text: \"ラーメン\" → \"\"",
                "[0.000s] searchButton.enabled: true → false",
                "[0.000s] validMessage.hidden: true → false",
            ])
        }
    }

    func testUnknownElementSuggestsTheClosestId() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open search")
            XCTAssertEqual(session.error("type serchField rxswift"), """
                flow.rxs:1:6: error: unknown element 'serchField' on screen search
                type serchField rxswift
                     ^~~~~~~~~~
                did you mean searchField?
                """)
            XCTAssertEqual(session.error("tap zzz"), """
                flow.rxs:1:5: error: unknown element 'zzz' on screen search
                tap zzz
                    ^~~
                choose from searchField, searchButton, validMessage
                """)
            XCTAssertEqual(session.error("tap searchField"), """
                flow.rxs:1:5: error: searchField is a text field: it cannot be tapped
                tap searchField
                    ^~~~~~~~~~~
                """)
        }
    }

    func testEventsNeedAScreen() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(Session(options: .builtIn).error("select 0"), """
                flow.rxs:1:8: error: no screen is open
                select 0
                       ^
                start one with open <screen>
                """)
        }
    }

    func testKeysTypesOneCharacterEveryInterval() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open repos")
            XCTAssertEqual(session.lines("keys searchBar abc"), [
                "[0.000s] searchBar.editing: false → true",
                "[0.000s] searchBar.text: \"\" → \"a\"",
                "[0.100s] searchBar.text: \"a\" → \"ab\"",
                "[0.200s] searchBar.text: \"ab\" → \"abc\"",
            ])
            XCTAssertEqual(session.time, 200, "the clock stops at the last character")
            XCTAssertEqual(session.lines("keys searchBar xy every 600ms"), [
                "[0.200s] searchBar.text: \"abc\" → \"x\"",
                // The debounce of "x" fires between the two characters: a request starts.
                "[0.700s] activity.visible: false → true",
                "[0.800s] searchBar.text: \"x\" → \"xy\"",
            ])
            XCTAssertEqual(session.time, 800)
            XCTAssertEqual(session.lines("keys searchBar z every 1m"), ["[0.800s] searchBar.text: \"xy\" → \"z\""])
            XCTAssertEqual(session.time, 800, "one character moves no clock")
        }
    }

    func testTapOnADisabledButtonIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open search", "type searchField ab"])
            XCTAssertEqual(session.error("tap searchButton"), """
                flow.rxs:1:5: error: tap searchButton: the button is disabled
                tap searchButton
                    ^~~~~~~~~~~~
                """)
            session.lines("type searchField rxswift")
            XCTAssertEqual(session.lines("tap searchButton"), ["[0.000s] hud.visible: false → true"])
            XCTAssertEqual(session.lines("wait 200ms"), [
                "[0.200s] nav.depth: 1 → 2",
                "[0.200s] nav.screen: \"search\" → \"results\"",
                "[0.200s] nav.title: \"GitHub リポジトリ検索\" → \"rxswift\"",
                "[0.200s] table: +30 rows (0–29)",
                "[0.200s] hud.visible: true → false",
            ])
        }
    }

    func testReturnSearchesFromTheField() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open search", "type searchField rxswift"])
            XCTAssertEqual(session.lines("return"), [
                "[0.000s] searchField.editing: true → false",
                "[0.000s] hud.visible: false → true",
            ])
            XCTAssertEqual(session.error("return validMessage"), """
                flow.rxs:1:8: error: validMessage is a label: it cannot take text input
                return validMessage
                       ^~~~~~~~~~~~
                """)
        }
    }

    func testSelectPushesAndBackPops() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open feed", "settle"])
            XCTAssertEqual(session.error("select 26"), """
                flow.rxs:1:8: error: row 26 is out of range: table has 26 rows (0–25)
                select 26
                       ^~
                """)
            XCTAssertEqual(session.lines("select 1"), [
                "[0.200s] nav.depth: 1 → 2",
                "[0.200s] nav.screen: \"feed\" → \"entry\"",
                "[0.200s] nav.title: \"Latest Sketch 100\" → \"Photo Upload UI Kit .sketch resource\"",
                "[0.200s] hud.visible: false → true",
            ])
            session.lines("settle")
            XCTAssertEqual(session.lines("back"), [
                "[0.500s] nav.depth: 2 → 1",
                "[0.500s] nav.screen: \"entry\" → \"feed\"",
                "[0.500s] nav.title: \"Photo Upload UI Kit .sketch resource\" → \"Latest Sketch 100\"",
            ])
            XCTAssertEqual(session.error("back"), """
                flow.rxs:1:1: error: already at the root screen: there is nothing to go back to
                back
                ^~~~
                """)
        }
    }

    func testRefreshReloadsTheVisibleTable() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open feed", "settle"])
            XCTAssertEqual(session.lines("refresh"), ["[0.200s] table.refreshing: false → true"])
            XCTAssertEqual(session.lines("settle"), ["[0.400s] table.refreshing: true → false"])
            session.lines("open search")
            XCTAssertEqual(session.error("refresh"), """
                flow.rxs:1:1: error: screen "search" has no table
                refresh
                ^~~~~~~
                """)
        }
    }

    func testDeleteNeedsARowThatIsThere() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar octocat", "settle"])
            XCTAssertEqual(session.error("delete 8"), """
                flow.rxs:1:8: error: row 8 is out of range: table has 8 rows (0–7)
                delete 8
                       ^
                """)
        }
    }

    func testDeleteSwapsInAUserFromTheSeededRest() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["set seed 3", "open follow", "settle"])
            XCTAssertEqual(session.lines("delete 3"), [
                "[0.200s] table[3].title: \"lpark\" → \"dgreenwood\"",
                "[0.200s] table[3].subtitle: \"https://github.com/lpark\" → \"https://github.com/dgreenwood\"",
                "[0.200s] table[3].image: \"https://avatars.githubusercontent.com/u/160?v=4\" → \"https://avatars.githubusercontent.com/u/138?v=4\"",
            ])
            XCTAssertEqual(session.lines("net log"), ["GET https://api.github.com/users?since=53 → 200 OK"])
        }
    }

    func testSelectOpensAURL() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open venues", "settle"])
            XCTAssertEqual(session.lines("select 0"), [
                "[0.200s] opened.url: null → \"https://foursquare.com/v/4b4212bc94adc40a2377ec36\"",
            ])
        }
    }

    func testAnAlertIsInTheWayUntilDismissed() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar nosuchuser", "settle"])
            XCTAssertEqual(session.error("type searchBar octocat"), """
                flow.rxs:1:6: error: an alert is showing (":("): dismiss it first
                type searchBar octocat
                     ^~~~~~~~~
                """)
            XCTAssertEqual(session.error("dismiss Cancel"), """
                flow.rxs:1:9: error: unknown button 'Cancel' on the alert
                dismiss Cancel
                        ^~~~~~
                choose from OK
                """)
            XCTAssertEqual(session.lines("dismiss OK"), [
                "[0.700s] alert.visible: true → false",
                "[0.700s] alert.title: \":(\" → null",
                "[0.700s] alert.message: \"No repositories for this user.\" → null",
                "[0.700s] alert.buttons: \"OK\" → null",
            ])
            XCTAssertEqual(session.error("dismiss"), """
                flow.rxs:1:1: error: no alert is showing
                dismiss
                ^~~~~~~
                """)
        }
    }

    func testDismissSuggestsAButtonOfTheAlert() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.lines(["open form", "type nameField fail", "tap sendButton"])
            XCTAssertEqual(session.error("dismiss Retyr"), """
                flow.rxs:1:9: error: unknown button 'Retyr' on the alert
                dismiss Retyr
                        ^~~~~
                did you mean Retry?
                """)
            session.lines("dismiss Retry")
            XCTAssertNil(session.snapshot.alert)
        }
    }
}
