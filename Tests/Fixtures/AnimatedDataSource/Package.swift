// swift-tools-version:6.0
import PackageDescription

// An animated table data source shaped like RxDataSources' (AnimatableSectionModelType,
// IdentifiableType, RxTableViewSectionedAnimatedDataSource), written for this fixture: it
// diffs each new array of sections and applies the difference as UIKit batch updates. It
// depends on rxs by path (this repository, three folders up), on RxSwift and RxCocoa only, as
// such a library depends on RxSwift's products; scripts/test builds it and runs its tests,
// which assert the table's snapshot after each update.
let package = Package(
    name: "AnimatedDataSource",
    products: [
        .library(name: "AnimatedDataSource", targets: ["AnimatedDataSource"]),
    ],
    dependencies: [
        // Named, so `.product(package: "rxs")` holds whatever the checkout's folder is called.
        .package(name: "rxs", path: "../../.."),
    ],
    targets: [
        .target(name: "AnimatedDataSource", dependencies: [
            .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
        ]),
        .testTarget(name: "AnimatedDataSourceTests", dependencies: [
            "AnimatedDataSource", .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
        ]),
    ],
    // Swift 5 mode, as the libraries these stand for are built (their manifests are
    // swift-tools 5.x): code that uses UIKit from nonisolated code compiles without a word
    // against UIKit's preconcurrency main-actor isolation, as on iOS.
    swiftLanguageModes: [.v5]
)
