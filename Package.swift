// swift-tools-version:6.0
import PackageDescription

/// Operators are generic closures: cross-module optimization lets callers specialize them
/// for their element types; exclusivity checks are compile-time only in release.
let releaseOptimizations: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "rxs",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
        .library(name: "RxUI", targets: ["RxUI"]),
        .library(name: "APIClient", targets: ["APIClient"]),
        .library(name: "Apps", targets: ["Apps"]),
        .executable(name: "rxs", targets: ["rxs"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: [
        .target(name: "RxCore", swiftSettings: releaseOptimizations),
        .target(name: "RxTestKit", dependencies: ["RxCore"], swiftSettings: releaseOptimizations),
        .target(name: "RxUI", dependencies: ["RxCore"], swiftSettings: releaseOptimizations),
        .target(name: "APIClient", dependencies: ["RxCore"], resources: [.copy("Fixtures")]),
        .target(name: "Apps", dependencies: ["RxCore", "RxUI", "APIClient"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Shell", dependencies: ["RxCore", "RxTestKit", "RxUI", "APIClient", "Apps", "CEditLine"]),
        .executableTarget(name: "rxs", dependencies: ["Shell"]),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestKit"]),
        .executableTarget(name: "rxprobe", dependencies: ["RxCore"]),
        .executableTarget(name: "rxfuzz", dependencies: ["Shell"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "RxTestKitTests", dependencies: ["RxTestKit", "RxCore"]),
        .testTarget(name: "RxUITests", dependencies: ["RxUI", "RxCore", "RxTestKit"], exclude: ["Goldens"]),
        .target(name: "LoopbackHTTP", path: "Tests/Support/LoopbackHTTP"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "RxCore", "RxTestKit", "LoopbackHTTP"],
                    resources: [.copy("Cassettes")]),
        .testTarget(name: "AppsTests", dependencies: ["Apps", "RxUI", "RxCore", "RxTestKit", "APIClient"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "RxUI", "rxs", "LoopbackHTTP"]),
    ],
    swiftLanguageModes: [.v6]
)
