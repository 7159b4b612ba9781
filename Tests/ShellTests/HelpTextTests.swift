import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import RxsSupport

final class HelpTextTests: XCTestCase {
    func testOverviewListsEveryCommandByGroup() {
        XCTAssertEqual(HelpText.overview(), """
            Commands (help <command> explains one):

            Events
              open <screen>                   start a screen fresh as the navigation root
              type <id> <text>                set a field's whole text ("" clears it)
              keys <id> <text> [every <dur>]  type character by character, an event each
              tap <id>                        tap a button
              return [<id>]                   press return in a field (ends editing)
              refresh                         pull to refresh the visible table
              select <row>                    select a table row, counted from 0
              select <section>.<row>
              delete <row>                    swipe-delete a table row, counted from 0
              menu <id> <item>                open a button's or row's menu and tap an item
              menu <list>[<row>] <item>
              back                            pop the navigation stack
              dismiss [<button>]              tap an alert button (the first by default)
              toggle <id> [on|off]            flip a switch, or turn it on or off
              slide <id> <value>              drag a slider to a value
              step <id> +|-                   tap a stepper's + or -
              segment <id> <index>|<title>    tap a segment, by index from 0 or by title
              pick <id> <row> [<component>]   pick a picker row, image, file or colour
              pick image <name>
              pick document <path>…
              pick color <color>
              date <id> <date>                set a date picker (YYYY-MM-DD, HH:MM)
              page <id> next|previous         tap a page control's half, or swipe pages
              page next|previous
              scroll [<id>] top|bottom|<y>    scroll to the top, the bottom or an offset
              gesture tap [<id>] [<options>]  make a gesture on a view or the screen
              gesture long-press|pan|pinch|rotate [<id>] [<options>]
              gesture swipe <dir> [<id>] [<options>]
              tab <index>|<title>             tap a tab, by index from 0 or by title

            Time
              wait <dur>                      advance virtual time, running everything due
              settle                          advance until nothing is scheduled

            Inspection
              show [<id>]                     render the screen (or one element) as text
              state                           print the JSON snapshot
              marbles [<path>…]               timelines of observed values over time

            Assertions
              expect <path> <op> <value>      assert: == != < <= > >= contains matches

            Network
              net latency <dur>               fixture latency, failures, request log
              net fail next <status|timeout|offline|malformed>
              net log

            Session
              set autosettle on|off           settings: autosettle, seed, settle-timeout
              set seed <n>
              set settle-timeout <dur>
              include <file>                  run another script, relative to this one
              help [<command>]                list the commands, or explain one
              quit                            end the session

            Durations: 250ms, 0.5s, 2s, 1m.
            Paths: <id>.<property>, <id>[<row>].<property>, <id>.count.
            Quote text with spaces: "like this" (\\" and \\\\ inside); # starts a comment.
            """)
    }

    func testOverviewFitsEightyColumns() {
        for line in HelpText.overview().split(separator: "\n") {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, String(line))
        }
        for command in CommandRegistry.commands {
            for line in HelpText.details(of: command.help).split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, String(line))
            }
        }
    }

    func testDetailsOfOneCommand() {
        XCTAssertEqual(HelpText.details(of: NetCommand.help), """
            usage: net latency <dur>
                   net fail next <status|timeout|offline|malformed>
                   net log

            net latency <dur> sets how long fixture responses take (200ms by default), so
            spinners and HUDs can be watched. net fail next makes the next request fail with
            an HTTP status (e.g. 500, 404), a timeout, no connection, or a body that does
            not decode. net log lists the requests made so far, which ones no fixture
            matched, and any cassette file that could not be used (with the place and the
            reason).

            examples:
              net latency 1s
              net fail next 500
              net fail next offline
              net log
            """)
        XCTAssertEqual(HelpText.details(of: TapCommand.help), """
            usage: tap <id>

            Sends one tap to the button <id>. A disabled button ignores it, as in UIKit.

            example:
              tap searchButton
            """)
    }

    func testHelpCommandText() {
        XCTAssertEqual(parsed("help", as: HelpCommand.self)?.text, HelpText.overview())
        XCTAssertEqual(parsed("help tap", as: HelpCommand.self)?.text, HelpText.details(of: TapCommand.help))
    }

    func testLongSummariesWrapUnderTheirColumn() {
        let lines = TextWrap.wrap("one two three four", width: 14, indent: "    ")
        XCTAssertEqual(lines, ["    one two", "    three four"])
        XCTAssertEqual(TextWrap.wrap("unbreakableword", width: 5), ["unbreakableword"])
        XCTAssertEqual(TextWrap.padded("ab", to: 4), "ab  ")
        XCTAssertEqual(TextWrap.padded("検索", to: 6), "検索  ")
    }

    func testReadmeReferenceTable() {
        XCTAssertEqual(CommandReference.markdown(), """
            | command | meaning |
            | --- | --- |
            | `open <screen>` | start a screen fresh as the navigation root |
            | `type <id> <text>` | set a field's whole text ("" clears it) |
            | `keys <id> <text> [every <dur>]` | type character by character, an event each |
            | `tap <id>` | tap a button |
            | `return [<id>]` | press return in a field (ends editing) |
            | `refresh` | pull to refresh the visible table |
            | `select <row>`<br>`select <section>.<row>` | select a table row, counted from 0 |
            | `delete <row>` | swipe-delete a table row, counted from 0 |
            | `menu <id> <item>`<br>`menu <list>[<row>] <item>` | open a button's or row's menu and tap an item |
            | `back` | pop the navigation stack |
            | `dismiss [<button>]` | tap an alert button (the first by default) |
            | `toggle <id> [on\\|off]` | flip a switch, or turn it on or off |
            | `slide <id> <value>` | drag a slider to a value |
            | `step <id> +\\|-` | tap a stepper's + or - |
            | `segment <id> <index>\\|<title>` | tap a segment, by index from 0 or by title |
            | `pick <id> <row> [<component>]`<br>`pick image <name>`<br>`pick document <path>…`<br>`pick color <color>` | pick a picker row, image, file or colour |
            | `date <id> <date>` | set a date picker (YYYY-MM-DD, HH:MM) |
            | `page <id> next\\|previous`<br>`page next\\|previous` | tap a page control's half, or swipe pages |
            | `scroll [<id>] top\\|bottom\\|<y>` | scroll to the top, the bottom or an offset |
            | `gesture tap [<id>] [<options>]`<br>`gesture long-press\\|pan\\|pinch\\|rotate [<id>] [<options>]`<br>`gesture swipe <dir> [<id>] [<options>]` | make a gesture on a view or the screen |
            | `tab <index>\\|<title>` | tap a tab, by index from 0 or by title |
            | `wait <dur>` | advance virtual time, running everything due |
            | `settle` | advance until nothing is scheduled |
            | `show [<id>]` | render the screen (or one element) as text |
            | `state` | print the JSON snapshot |
            | `expect <path> <op> <value>` | assert: == != < <= > >= contains matches |
            | `marbles [<path>…]` | timelines of observed values over time |
            | `net latency <dur>`<br>`net fail next <status\\|timeout\\|offline\\|malformed>`<br>`net log` | fixture latency, failures, request log |
            | `set autosettle on\\|off`<br>`set seed <n>`<br>`set settle-timeout <dur>` | settings: autosettle, seed, settle-timeout |
            | `include <file>` | run another script, relative to this one |
            | `help [<command>]` | list the commands, or explain one |
            | `quit` | end the session |
            """)
    }
}
