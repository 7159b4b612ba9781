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
        // Real HTTP, loaded by rxs beside itself only for --live and --record (see LiveHTTP).
        .library(name: "RxsLiveHTTP", type: .dynamic, targets: ["LiveHTTP"]),
        // XMLParser, loaded by rxs beside itself only when a feed is read (see FeedXML).
        .library(name: "RxsFeedXML", type: .dynamic, targets: ["FeedXML"]),
        .executable(name: "rxs", targets: ["rxs"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: [
        .target(name: "RxCore"),
        // Marble parsing and drawing without XCTest, so `rxs` (marbles command) does not load it.
        .target(name: "RxMarbles", dependencies: ["RxCore"]),
        .target(name: "RxTestKit", dependencies: ["RxCore", "RxMarbles"]),
        .target(name: "RxBlocking", dependencies: ["RxCore"]),
        .target(name: "RxFoundation", dependencies: ["RxCore"]),
        .target(name: "RxUI", dependencies: ["RxCore"]),
        .target(name: "APIClient", dependencies: ["RxCore"], resources: [.copy("Fixtures")]),
        .target(name: "LiveHTTP"),
        .target(name: "FeedXML"),
        .target(name: "RxURLSession", dependencies: ["RxCore"]),
        .target(name: "Phone", dependencies: ["RxCore", "RxUI", "APIClient"]),
        .target(name: "Apps", dependencies: ["RxCore", "RxUI", "APIClient", "Phone"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Shell", dependencies: ["RxCore", "RxMarbles", "RxUI", "APIClient", "Phone", "CEditLine"]),
        .target(name: "RxsShell", dependencies: ["Shell", "RxCore", "RxTestKit", "RxUI", "APIClient", "Phone", "RxURLSession"]),
        .executableTarget(name: "rxs", dependencies: ["Shell", "Apps"]),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestKit"]),
        .executableTarget(name: "rxprobe", dependencies: ["RxCore"]),
        .executableTarget(name: "rxfuzz", dependencies: ["Shell"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "RxTestKitTests", dependencies: ["RxTestKit", "RxCore"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxCore"]),
        .testTarget(name: "RxFoundationTests", dependencies: ["RxFoundation", "RxBlocking", "RxCore", "RxTestKit"]),
        .testTarget(name: "RxUITests", dependencies: ["RxUI", "RxCore", "RxTestKit"], exclude: ["Goldens"]),
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "RxCore", "RxTestKit", "LoopbackHTTP", "RxURLSession"],
                    resources: [.copy("Cassettes")]),
        .testTarget(name: "AppsTests", dependencies: ["Apps", "Phone", "RxUI", "RxCore", "RxTestKit", "APIClient"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "Apps", "RxUI", "APIClient", "rxs", "LoopbackHTTP"]),
        .testTarget(name: "RxsShellTests", dependencies: ["RxsShell"]),
        // Replay pages checked in headless Chromium; PNG screenshots decoded with the system zlib.
        .systemLibrary(name: "CZlib", path: "Tests/Support/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "BrowserTests", dependencies: ["Shell", "rxs", "CZlib"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
