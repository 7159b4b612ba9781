// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxs",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore"]),
    ],
    swiftLanguageModes: [.v6]
)
