import Foundation
import RxsCLI
import RxsRunner
import RxsScript
import RxsSession
import XCTest

/// `rxs new`, `rxs screens` and `rxs describe` run as a user runs them, through the built
/// binary. The generated package is checked file by file here; building it (several minutes:
/// it compiles rxs) is left to a person following the README.
final class NewCommandTests: XCTestCase {
    /// This checkout: the folder holding Package.swift, two folders above this file.
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL.path

    func testNewWritesAReadyPackageDependingOnThisCheckout() throws {
        let folder = try TemporaryFolder(self)
        let result = try RxsProcess.run(["new", "Demo"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("swift run Demo test flows/"), result.stdout)
        let files = ["Package.swift", "README.md", ".gitignore", "Sources/Demo/HelloViewModel.swift",
                     "Sources/Demo/HelloViewController.swift", "Sources/DemoCommand/main.swift",
                     "Tests/DemoTests/HelloViewModelTests.swift", "flows/Demo.rxs"]
        for file in files {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Demo/" + file), file)
        }
        let manifest = try folder.read("Demo/Package.swift")
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        // Named after the package, whatever the checkout's folder is called.
        XCTAssertTrue(manifest.contains(".package(name: \"rxs\", path: \"\(checkout)\")"), manifest)
        for product in ["RxsShell", "RxSwift", "RxCocoa", "RxUI", "RxTest"] {
            XCTAssertTrue(manifest.contains(".product(name: \"\(product)\", package: \"rxs\")"), product + "\n" + manifest)
        }
        XCTAssertTrue(manifest.contains(".executable(name: \"Demo\", targets: [\"DemoCommand\"])"))
        XCTAssertTrue(manifest.contains("swiftLanguageModes: [.v6]"))

        let main = try folder.read("Demo/Sources/DemoCommand/main.swift")
        XCTAssertTrue(main.contains("screens.register(\"hello\") { HelloViewController(environment: $0) }"))
        XCTAssertTrue(main.contains("exit(RxsMain.run("))
        let viewModel = try folder.read("Demo/Sources/Demo/HelloViewModel.swift")
        XCTAssertTrue(viewModel.contains("public let canGreet: Driver<Bool>"))
        // iOS's imports, as an iOS file has them.
        XCTAssertTrue(viewModel.hasPrefix("import Foundation\nimport RxCocoa\nimport RxSwift\n\n"), viewModel)
        let viewController = try folder.read("Demo/Sources/Demo/HelloViewController.swift")
        XCTAssertTrue(viewController.hasPrefix("import RxCocoa\nimport RxSwift\nimport RxUI\nimport UIKit\n\n"), viewController)
        XCTAssertTrue(viewController.contains("final class HelloViewController: ViewController {"), viewController)
        XCTAssertTrue(try folder.read("Demo/Tests/DemoTests/HelloViewModelTests.swift").contains("import RxTest\n"))
        XCTAssertTrue(try folder.read("Demo/Tests/DemoTests/HelloViewModelTests.swift").contains("TestScheduler(initialClock: 0)"))

        let flow = try folder.read("Demo/flows/Demo.rxs")
        let script = Script(file: "Demo.rxs", text: flow)
        XCTAssertEqual(script.errors.map(\.description), [])
        XCTAssertEqual(script.lines.map { $0.tokens.first?.text }, ["open", "expect", "type", "tap", "expect", "show"])
        XCTAssertGreaterThan(flow.split(separator: "\n").filter { $0.hasPrefix("#> ") }.count, 10)
    }

    func testSwift5WritesSwift5LanguageMode() throws {
        let folder = try TemporaryFolder(self)
        let result = try RxsProcess.run(["new", "Ported", "--swift5"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try folder.read("Ported/Package.swift")
        XCTAssertTrue(manifest.contains("swiftLanguageModes: [.v5]"), manifest)
        XCTAssertFalse(manifest.contains(".v6"), manifest)
    }

    func testNewIntoAGivenFolderWithAGitDependency() throws {
        let folder = try TemporaryFolder(self)
        let result = try RxsProcess.run(["new", "My_App2", "apps/mine", "--from", "https://example.com/team/rxs.git"],
                                        in: folder.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try folder.read("apps/mine/Package.swift")
        XCTAssertTrue(manifest.contains(".package(url: \"https://example.com/team/rxs.git\", branch: \"main\")"), manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"RxsShell\", package: \"rxs\")"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/apps/mine/flows/My_App2.rxs"))
    }

    func testNewRefusesABadNameOrAFolderWithFilesInIt() throws {
        let folder = try TemporaryFolder(self)
        for name in ["9lives", "my-app", "class", "RxCore", ""] {
            let result = try RxsProcess.run(["new", name], in: folder.path)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.hasPrefix("rxs new: '\(name)' "), result.stderr)
        }
        try folder.write("Taken/notes.txt", "mine")
        let taken = try RxsProcess.run(["new", "Taken"], in: folder.path)
        XCTAssertEqual(taken.status, 2)
        XCTAssertTrue(taken.stderr.hasPrefix("rxs new: cannot write into Taken: it exists and is not empty"), taken.stderr)
        XCTAssertEqual(try folder.read("Taken/notes.txt"), "mine")
        XCTAssertEqual(try RxsProcess.run(["new"], in: folder.path).status, 2)
        // An empty folder is fine.
        try FileManager.default.createDirectory(atPath: folder.path + "/Empty", withIntermediateDirectories: false)
        XCTAssertEqual(try RxsProcess.run(["new", "Empty"], in: folder.path).status, 0)
    }

    func testScreensListsTheRegisteredScreens() throws {
        let result = try RxsProcess.run(["screens"], in: NSTemporaryDirectory())
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutLines, ["repos", "venues", "feed", "search", "follow", "settings"])
    }

    func testDescribePrintsIdsKindsAndPathsOrSuggestsAScreen() throws {
        let result = try RxsProcess.run(["describe", "repos"], in: NSTemporaryDirectory())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines.first, "screen repos: \"Search repos for username\"")
        let rows = result.stdoutLines.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        XCTAssertEqual(rows.first?.prefix(3), ["id", "kind", "paths"])
        XCTAssertTrue(rows.contains(["searchBar", "searchBar", "searchBar.editing", "searchBar.hidden",
                                     "searchBar.placeholder", "searchBar.text"]), "\(rows)")
        XCTAssertTrue(rows.contains { $0.prefix(3) == ["table", "table", "table.count"] && $0.contains("table[<row>].title") })
        XCTAssertTrue(result.stdoutLines.last?.hasPrefix("common: nav.depth nav.screen nav.title") ?? false)
        XCTAssertEqual(result.stdoutLines.dropLast().last, "commands: " + CommandRegistry.commands
            .filter { $0.help.group == .events }.map { $0.help.name }.joined(separator: " "))
        let settings = try RxsProcess.run(["describe", "settings"], in: NSTemporaryDirectory())
        XCTAssertTrue(settings.stdoutLines.contains { $0.hasPrefix("volume ") && $0.contains("slider") && $0.contains("volume.value") },
                      settings.stdout)
        XCTAssertTrue(settings.stdout.contains("table[<section>][<row>].title"), settings.stdout)
        XCTAssertTrue(settings.stdout.contains("commands: open type keys tap return refresh select delete menu back dismiss toggle slide"),
                      settings.stdout)

        let unknown = try RxsProcess.run(["describe", "repo"], in: NSTemporaryDirectory())
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("rxs describe: no screen \"repo\"; did you mean \"repos\"?"), unknown.stderr)
    }
}
