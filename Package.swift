// swift-tools-version:6.0
import PackageDescription

// CoreGraphics is the system's on Apple platforms; elsewhere rxs stands in for it (its
// geometry and transform), as UIKit brings it on iOS.
// UniformTypeIdentifiers likewise (its `UTType`, which a document picker takes).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
let systemStandIns: [Target.Dependency] = []
let systemStandInTargets: [Target] = []
#else
let systemStandIns: [Target.Dependency] = ["CoreGraphics", "UniformTypeIdentifiers"]
let systemStandInTargets: [Target] = [.target(name: "CoreGraphics"), .target(name: "UniformTypeIdentifiers")]
#endif

let package = Package(
    name: "rxs",
    products: [
        // RxSwift 6.10's products, under their names: a library that depends on
        // https://github.com/ReactiveX/RxSwift.git resolves to rxs through `rxs adopt`.
        // RxCocoa brings the headless UIKit, as an iOS target gets UIKit without listing it.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa", "UIKit"] + systemStandInTargets.map(\.name)),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        // RxSwift's dynamic variants of the same, which apps and libraries may name instead.
        .library(name: "RxSwift-Dynamic", type: .dynamic, targets: ["RxSwift"]),
        .library(name: "RxCocoa-Dynamic", type: .dynamic, targets: ["RxCocoa", "UIKit"] + systemStandInTargets.map(\.name)),
        .library(name: "RxRelay-Dynamic", type: .dynamic, targets: ["RxRelay"]),
        .library(name: "RxBlocking-Dynamic", type: .dynamic, targets: ["RxBlocking"]),
        .library(name: "RxTest-Dynamic", type: .dynamic, targets: ["RxTest"]),
        .library(name: "RxUI", targets: ["RxUI"]),
        // Deprecated names of 0.2 (re-exporting the new modules), kept for one release.
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
        .library(name: "RxFoundation", targets: ["RxFoundation"]),
        .library(name: "APIClient", targets: ["APIClient"]),
        .library(name: "Phone", targets: ["Phone"]),
        .library(name: "RxsShell", targets: ["RxsShell"]),
        .library(name: "Apps", targets: ["Apps"]),
        .library(name: "RxURLSession", targets: ["RxURLSession"]),
        .executable(name: "rxs", targets: ["rxs"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: systemStandInTargets + [
        // The Swift runtime's `swift_tryRetain`, for references that read as weak ones without
        // giving their object a side table.
        .systemLibrary(name: "CRxsRuntime"),
        .target(name: "RxSwift", dependencies: ["CRxsRuntime"]),
        .target(name: "RxRelay", dependencies: ["RxSwift"]),
        // What several layers need once: safe file writes, escaping (visible text, HTML, XML),
        // display width and wrapping, edit distance, the seeded random generator.
        .target(name: "RxsSupport"),
        // Marble parsing and drawing without XCTest, so `rxs` (marbles command) does not load it.
        .target(name: "RxMarbles", dependencies: ["RxSwift"]),
        .target(name: "RxTest", dependencies: ["RxSwift", "RxMarbles"]),
        .target(name: "RxBlocking", dependencies: ["RxSwift"]),
        // RxCocoa's traits and bindings; rxs's headless UIKit (views, controls, view controllers,
        // their `rx` extensions, and under underscored names the session's window and
        // snapshots they are built on); RxUI names rxs's own part without underscores.
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"]),
        .target(name: "UIKit", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxsSupport"] + systemStandIns),
        .target(name: "RxUI", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "UIKit"]),
        .target(name: "RxCore", dependencies: ["RxSwift", "RxRelay"], path: "Sources/Deprecated/RxCore"),
        .target(name: "RxTestKit", dependencies: ["RxTest", "RxMarbles"], path: "Sources/Deprecated/RxTestKit"),
        .target(name: "RxFoundation", dependencies: ["RxSwift"], path: "Sources/Deprecated/RxFoundation"),
        .target(name: "RxURLSession", dependencies: ["RxCocoa"], path: "Sources/Deprecated/RxURLSession"),
        .target(name: "APIClient", dependencies: ["RxSwift", "RxsSupport"]),
        .target(name: "Phone", dependencies: ["RxSwift", "RxUI", "APIClient"]),
        // The services' Fixtures/ are compiled in (EmbeddedFixtures.swift, by scripts/embed-fixtures).
        .target(name: "Apps", dependencies: ["RxSwift", "RxRelay", "RxUI", "APIClient", "Phone"], exclude: ["Shared/Services/Fixtures"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // The shell, by layer: the script language (tokens, spans, diagnostics, values); the
        // session (commands on a window, its clock, network and log); the runner (tests,
        // goldens, reporters, replay pages); the command line (options, REPL, completion, man,
        // `rxs new`, RxsMain).
        .target(name: "RxsScript", dependencies: ["RxsSupport"]),
        .target(name: "RxsSession", dependencies: ["RxsSupport", "RxsScript", "RxSwift", "RxMarbles", "RxUI", "APIClient", "Phone",
                                                  "RxCocoa"]),
        .target(name: "RxsRunner", dependencies: ["RxsSupport", "RxsSession", "RxsScript", "RxSwift", "RxUI", "APIClient", "Phone"]),
        .target(name: "RxsCLI", dependencies: ["RxsSupport", "RxsRunner", "RxsSession", "RxsScript", "RxSwift", "RxUI", "APIClient", "Phone",
                                              "CEditLine"]),
        .target(name: "RxsShell", dependencies: ["RxsCLI", "RxsRunner", "RxsSession", "RxsScript", "RxSwift", "RxUI",
                                                "APIClient", "Phone", "RxCocoa", "UIKit"]),
        .executableTarget(name: "rxs", dependencies: ["RxsCLI", "Apps"]),
        .executableTarget(name: "rxbench", dependencies: ["RxSwift", "RxRelay", "RxTest"]),
        .executableTarget(name: "rxprobe", dependencies: ["RxSwift"]),
        .executableTarget(name: "rxfuzz", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "APIClient", "Apps", "LoopbackHTTP"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxSwift", "RxRelay", "RxTest"]),
        .testTarget(name: "RxTestKitTests", dependencies: ["RxTest", "RxMarbles", "RxSwift"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxSwift"]),
        .testTarget(name: "RxFoundationTests", dependencies: ["RxBlocking", "RxSwift", "RxTest"]),
        .testTarget(name: "RxUITests", dependencies: ["RxUI", "UIKit", "RxCocoa", "RxRelay", "RxSwift", "RxTest", "RxsSupport"], exclude: ["Goldens"]),
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "Apps", "RxsSupport", "RxSwift", "RxTest", "LoopbackHTTP", "RxCocoa"],
                    resources: [.copy("Cassettes")]),
        .testTarget(name: "AppsTests", dependencies: ["RxsSupport", "Apps", "Phone", "RxUI", "RxSwift", "RxTest", "RxMarbles", "APIClient"]),
        // A user's own command on a screen that prints every way it can (issue 30), run by ShellTests.
        .executableTarget(name: "rxsprinter", dependencies: ["RxsShell"], path: "Tests/Support/PrintingScreens"),
        .testTarget(name: "ShellTests", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "rxfuzz", "Apps", "RxUI", "APIClient", "rxs", "LoopbackHTTP",
                                                      "RxCocoa", "rxsprinter"]),
        // Files written as iOS files are (RxSwift, RxCocoa, UIKit imports) beside a community
        // library's names; CommunityNames stands for such a library.
        .target(name: "CommunityNames", path: "Tests/Fixtures/CommunityNames"),
        .testTarget(name: "DropInTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "UIKit", "CommunityNames"]),
        .testTarget(name: "RxsShellTests", dependencies: ["RxsShell", "RxTest"]),
        // Replay pages checked in headless Chromium; PNG screenshots decoded with the system zlib.
        .systemLibrary(name: "CZlib", path: "Tests/Support/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "BrowserTests", dependencies: ["RxsSupport", "RxsCLI", "RxsRunner", "RxsScript", "RxsSession", "rxs", "CZlib"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
