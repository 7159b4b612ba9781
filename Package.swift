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
        .target(name: "RxUI", dependencies: ["RxCore"]),
        .executableTarget(name: "rxbench", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTestKit"]),
        .testTarget(
            name: "RxUITests",
            dependencies: ["RxUI", "RxCore"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
