// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxs",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTestKit", dependencies: ["RxCore"]),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "Shell", dependencies: ["CEditLine"]),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell"]),
    ],
    swiftLanguageModes: [.v6]
)
