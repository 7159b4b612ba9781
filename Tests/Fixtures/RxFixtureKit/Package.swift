// swift-tools-version:5.9
import PackageDescription

// A library shaped like the community's Rx libraries (RxSwiftExt, Action, RxOptional): it depends
// on RxSwift by URL and version, names its targets' dependencies the way they do (by name and by
// product), and builds on iOS. scripts/check-adopt builds and tests it, unchanged, on rxs after
// `rxs adopt`, then undoes the adoption.
let package = Package(
    name: "RxFixtureKit",
    platforms: [.iOS(.v12), .macOS(.v10_13)],
    products: [
        .library(name: "RxFixtureKit", targets: ["RxFixtureKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
    ],
    targets: [
        .target(name: "RxFixtureKit", dependencies: [
            "RxSwift",
            .product(name: "RxCocoa", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
        ]),
        .testTarget(name: "RxFixtureKitTests", dependencies: [
            "RxFixtureKit",
            .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxBlocking", package: "RxSwift"),
        ]),
    ]
)
