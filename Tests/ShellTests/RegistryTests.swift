import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class RegistryTests: XCTestCase {
    func testCommandsInSpecOrder() {
        XCTAssertEqual(CommandRegistry.names, [
            "open", "type", "keys", "tap", "return", "refresh", "select", "delete", "menu", "back", "dismiss",
            "toggle", "slide", "step", "segment", "pick", "date", "page", "scroll", "gesture", "tab",
            "wait", "settle", "show", "state", "expect", "marbles", "net", "set", "include", "help", "quit",
        ])
        XCTAssertEqual(Set(CommandRegistry.names).count, CommandRegistry.names.count)
    }

    func testEveryHelpExampleParsesAndSpellsBackStably() throws {
        for command in CommandRegistry.commands {
            XCTAssertFalse(command.help.examples.isEmpty, command.help.name)
            for example in command.help.examples {
                let first = try XCTUnwrap(try parseLine(example), example)
                XCTAssertTrue(type(of: first) == command, example)
                let again = try XCTUnwrap(try parseLine(first.description), first.description)
                XCTAssertEqual(again.description, first.description, example)
            }
        }
    }

    func testCanonicalLines() throws {
        let lines = [
            "open   repos": "open repos",
            "type searchBar \"octocat\"": "type searchBar octocat",
            "type searchBar \"two words\"": "type searchBar \"two words\"",
            "keys searchBar abc every 1000ms": "keys searchBar abc every 1s",
            "wait 0.5s": "wait 500ms",
            "expect table.count == 08": "expect table.count == 8",
            "expect searchBar.text == \"8\"": "expect searchBar.text == \"8\"",
            "dismiss \"Try again\"": "dismiss \"Try again\"",
            "marbles a.b c[1].d": "marbles a.b c[1].d",
            "net latency 60s": "net latency 1m",
            "set autosettle on": "set autosettle on",
            "include \"my flows/a.rxs\"": "include \"my flows/a.rxs\"",
            "help": "help",
        ]
        for (line, canonical) in lines {
            XCTAssertEqual(try parseLine(line)?.description, canonical, line)
        }
    }

    func testBlankAndCommentLinesAreNoCommand() throws {
        XCTAssertNil(try parseLine(""))
        XCTAssertNil(try parseLine("   # just a note"))
    }

    func testUnknownCommandSuggestsTheClosest() {
        XCTAssertEqual(oneLineError("tpye searchBar octocat"), "demo.rxs:1:1: error: unknown command 'tpye' — did you mean type?")
        XCTAssertEqual(diagnostic("  slect 0"), """
            demo.rxs:1:3: error: unknown command 'slect'
              slect 0
              ^~~~~
            did you mean select?
            """)
        XCTAssertEqual(oneLineError("Open repos"), "demo.rxs:1:1: error: unknown command 'Open' — did you mean open?")
        XCTAssertEqual(oneLineError("frobnicate"), "demo.rxs:1:1: error: unknown command 'frobnicate' — help lists the commands")
    }

    func testWordsFromOtherToolsPointAtOurCommand() {
        let expected = [
            "exit": "quit", "click": "tap", "sleep": "wait", "assert": "expect", "print": "show",
            "pop": "back", "enter": "return", "reload": "refresh", "source": "include", "?": "help",
        ]
        for (word, command) in expected {
            XCTAssertEqual(oneLineError(word), "demo.rxs:1:1: error: unknown command '\(word)' — did you mean \(command)?")
        }
    }

    func testOtherNamesAreNotCommandsAndNotShared() {
        let otherNames = CommandRegistry.commands.flatMap { $0.help.otherNames }
        XCTAssertEqual(Set(otherNames).count, otherNames.count)
        XCTAssertTrue(Set(otherNames).isDisjoint(with: CommandRegistry.names))
    }
}
