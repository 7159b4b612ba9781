// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxs",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTestKit", dependencies: ["RxCore"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
    ],
    swiftLanguageModes: [.v6]
)
