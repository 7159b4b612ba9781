import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs completion bash|zsh|fish`: bash's own completion machinery run on the generated
/// script offers the expected words; zsh and fish scripts parse where those shells exist.
final class CompletionScriptTests: XCTestCase {
    /// Sources `rxs completion bash` in bash, then completes each line as bash would on Tab
    /// (COMP_WORDS, COMP_CWORD and the function `complete -p` names) and prints the words.
    private func bashCompletions(_ lines: [String], in folder: String) throws -> [String: [String]] {
        let rxs = try RxsProcess.executable().path
        let driver = """
            source <("$RXS" completion bash) || exit 3
            spec=$(complete -p rxs) || exit 4
            function=${spec##*-F }; function=${function%% *}
            while IFS= read -r line; do
                read -ra COMP_WORDS <<< "$line"
                [[ $line == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMP_LINE=$line
                COMP_POINT=${#line}
                COMPREPLY=()
                "$function" rxs "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                printf '%s|%s\\n' "$line" "$(printf '%s\\n' "${COMPREPLY[@]}" | sort | tr '\\n' ' ')"
            done
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", driver]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["RXS": rxs, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        var result: [String: [String]] = [:]
        for row in text.split(separator: "\n") {
            let parts = row.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            result[String(parts[0])] = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        }
        return result
    }

    func testBashCompletesSubcommandsOptionsScriptsScreensAndTopics() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/login.rxs", "")
        try folder.write("repos.rxs", "")
        try folder.write("notes.txt", "")
        let offered = try bashCompletions([
            "rxs ", "rxs te", "rxs --j", "rxs run --", "rxs test --sh", "rxs test --fixtures ", "rxs run ",
            "rxs test fl", "rxs describe ", "rxs describe f", "rxs completion ", "rxs help exp", "rxs new --",
            "rxs run --seed ", "rxs adopt --",
        ], in: folder.path)
        XCTAssertEqual(offered["rxs "], ["adopt", "completion", "describe", "help", "lsp", "mcp", "new", "run", "screens", "test"])
        XCTAssertEqual(offered["rxs te"], ["test"])
        XCTAssertEqual(offered["rxs --j"], ["--json"])
        XCTAssertEqual(offered["rxs run --"], ["--echo", "--fixtures", "--help", "--html", "--json", "--live", "--no-color",
                                               "--record", "--seed", "--unmatched", "--width"])
        XCTAssertEqual(offered["rxs test --sh"], ["--shard"])
        XCTAssertEqual(offered["rxs test --fixtures "], ["flows"])
        XCTAssertEqual(offered["rxs run "], ["flows", "repos.rxs"])
        XCTAssertEqual(offered["rxs test fl"], ["flows"])
        XCTAssertEqual(offered["rxs describe "], ["feed", "follow", "repos", "search", "settings", "venues"])
        XCTAssertEqual(offered["rxs describe f"], ["feed", "follow"])
        XCTAssertEqual(offered["rxs completion "], ["bash", "fish", "zsh"])
        XCTAssertEqual(offered["rxs help exp"], ["expect"])
        XCTAssertEqual(offered["rxs new --"], ["--from", "--help", "--swift5"])
        XCTAssertEqual(offered["rxs run --seed "], [])
        XCTAssertEqual(offered["rxs adopt --"], ["--help", "--rxs", "--undo"])
    }

    func testEveryOptionAndSubcommandIsInEveryShellsScript() {
        for shell in CompletionScript.Shell.allCases {
            let text = CompletionScript(shell: shell, screens: ["repos", "my screen"]).text
            for word in CLISubcommand.words + ["repos"] {
                XCTAssertTrue(text.contains(word), "\(shell): \(word)")
            }
            for option in CLIOption.all {
                let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                XCTAssertTrue(text.contains(spelled), "\(shell): \(option.name)")
            }
            XCTAssertFalse(text.contains("my screen"), "\(shell): a name a shell would split is left out")
        }
    }

    func testZshAndFishScriptsParse() throws {
        for (shell, check) in [(CompletionScript.Shell.zsh, ["-n"]), (.fish, ["--no-execute"])] {
            let name = shell.rawValue
            guard let path = ["/usr/bin/\(name)", "/bin/\(name)"].first(where: FileManager.default.isExecutableFile)
            else { continue }
            let folder = try TemporaryFolder(self)
            let script = try folder.write("rxs.\(name)", CompletionScript(shell: shell, screens: ["repos"]).text)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = check + [script]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(shell): \(text)")
        }
    }

    func testFishOffersScreensAndOptionsWhereFishIsInstalled() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { throw XCTSkip("no fish") }
        let folder = try TemporaryFolder(self)
        let script = try folder.write("rxs.fish", CompletionScript(shell: .fish, screens: ["repos", "feed"]).text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fish")
        process.arguments = ["--no-config", "-c", "source \(script); complete -C 'rxs describe '; complete -C 'rxs test --ta'"]
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(text, "feed\nrepos\n--tap\treport in TAP (version 13) instead of text\n")
    }

    func testZshCompletesThroughItsCompletionSystemWhereZshIsInstalled() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else { throw XCTSkip("no zsh") }
        let folder = try TemporaryFolder(self)
        try folder.write("flow.rxs", "")
        let terminal = try PseudoTerminal(running: URL(fileURLWithPath: "/usr/bin/zsh"), arguments: ["-f", "-i"],
                                          environment: ["HOME": folder.path, "TERM": "dumb", "PATH": "/usr/bin:/bin"],
                                          directory: URL(fileURLWithPath: folder.path))
        let rxs = try RxsProcess.executable().path
        terminal.type("PS1='ready> '; autoload -U compinit && compinit -u -d \(folder.path)/.zcompdump; "
            + "source <(\(rxs) completion zsh)\r")
        terminal.expect("ready> ")
        terminal.type("rxs te\t")
        terminal.expect("rxs test ")
        terminal.type("\u{15}rxs run --ec\t")
        terminal.expect("--echo ")
        terminal.type("\u{15}rxs run fl\t")
        terminal.expect("flow.rxs ")
        terminal.type("\u{15}rxs describe fo\t")
        terminal.expect("follow ")
        terminal.type("\u{15}exit\r")
        XCTAssertNotNil(terminal.exitStatus())
    }

    func testOwnCommandsCompleteUnderTheirOwnName() {
        let script = CompletionScript(shell: .bash, screens: ["hello"], program: "Demo")
        XCTAssertTrue(script.text.hasSuffix("complete -o filenames -F _Demo_complete Demo"), script.text)
        XCTAssertEqual(CompletionScript(shell: .bash, screens: [], program: "a b").program, "rxs")
    }
}
