// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxs",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxFoundation", targets: ["RxFoundation"]),
        .library(name: "RxUI", targets: ["RxUI"]),
        .library(name: "APIClient", targets: ["APIClient"]),
        .library(name: "Phone", targets: ["Phone"]),
        .library(name: "RxsShell", targets: ["RxsShell"]),
        .library(name: "Apps", targets: ["Apps"]),
        .library(name: "RxURLSession", targets: ["RxURLSession"]),
        .executable(name: "rxs", targets: ["rxs"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: [
        .target(name: "RxCore"),
        // What several layers need once: safe file writes, escaping (visible text, HTML, XML),
        // display width and wrapping, edit distance, the seeded random generator.
        .target(name: "RxsSupport"),
        // Marble parsing and drawing without XCTest, so `rxs` (marbles command) does not load it.
        .target(name: "RxMarbles", dependencies: ["RxCore"]),
        .target(name: "RxTestKit", dependencies: ["RxCore", "RxMarbles"]),
        .target(name: "RxBlocking", dependencies: ["RxCore"]),
        .target(name: "RxFoundation", dependencies: ["RxCore"]),
        .target(name: "RxUI", dependencies: ["RxCore", "RxsSupport"]),
        .target(name: "APIClient", dependencies: ["RxCore", "RxsSupport"]),
        .target(name: "RxURLSession", dependencies: ["RxCore"]),
        .target(name: "Phone", dependencies: ["RxCore", "RxUI", "APIClient"]),
        // The services' Fixtures/ are compiled in (EmbeddedFixtures.swift, by scripts/embed-fixtures).
        .target(name: "Apps", dependencies: ["RxCore", "RxUI", "APIClient", "Phone"], exclude: ["Shared/Services/Fixtures"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // The shell, by layer: the script language (tokens, spans, diagnostics, values); the
        // session (commands on a window, its clock, network and log); the runner (tests,
        // goldens, reporters, replay pages); the command line (options, REPL, completion, man,
        // `rxs new`, RxsMain).
        .target(name: "RxsScript", dependencies: ["RxsSupport", "RxUI", "APIClient"]),
        .target(name: "RxsSession", dependencies: ["RxsSupport", "RxsScript", "RxCore", "RxMarbles", "RxUI", "APIClient", "Phone",
                                                  "RxURLSession"]),
        .target(name: "RxsRunner", dependencies: ["RxsSupport", "RxsSession", "RxsScript", "RxCore", "RxUI", "APIClient", "Phone"]),
        .target(name: "RxsCLI", dependencies: ["RxsSupport", "RxsRunner", "RxsSession", "RxsScript", "RxCore", "RxUI", "APIClient", "Phone",
                                              "CEditLine"]),
        .target(name: "RxsShell", dependencies: ["RxsCLI", "RxsRunner", "RxsSession", "RxsScript", "RxCore", "RxUI",
                                                "APIClient", "Phone", "RxURLSession"]),
        .executableTarget(name: "rxs", dependencies: ["RxsCLI", "Apps"]),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestKit"]),
        .executableTarget(name: "rxprobe", dependencies: ["RxCore"]),
        .executableTarget(name: "rxfuzz", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "APIClient", "Apps", "LoopbackHTTP"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "RxTestKitTests", dependencies: ["RxTestKit", "RxCore"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxCore"]),
        .testTarget(name: "RxFoundationTests", dependencies: ["RxFoundation", "RxBlocking", "RxCore", "RxTestKit"]),
        .testTarget(name: "RxUITests", dependencies: ["RxUI", "RxCore", "RxTestKit", "RxsSupport"], exclude: ["Goldens"]),
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "Apps", "RxsSupport", "RxCore", "RxTestKit", "LoopbackHTTP", "RxURLSession"],
                    resources: [.copy("Cassettes")]),
        .testTarget(name: "AppsTests", dependencies: ["RxsSupport", "Apps", "Phone", "RxUI", "RxCore", "RxTestKit", "APIClient"]),
        .testTarget(name: "ShellTests", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "rxfuzz", "Apps", "RxUI", "APIClient", "rxs", "LoopbackHTTP",
                                                      "RxURLSession"]),
        .testTarget(name: "RxsShellTests", dependencies: ["RxsShell", "RxTestKit"]),
        // Replay pages checked in headless Chromium; PNG screenshots decoded with the system zlib.
        .systemLibrary(name: "CZlib", path: "Tests/Support/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "BrowserTests", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "rxs", "CZlib"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
