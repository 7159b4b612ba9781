// swift-tools-version:6.0
import PackageDescription

// An iOS team's app module and its view controllers' unit tests, written as they are on iOS:
// the tests build each controller outside any rxs session (`loadViewIfNeeded`, `sendActions`,
// `cellForRow(at:)`, a `UIWindow` for presenting, an expectation fulfilled from the main
// queue, `RunLoop.current.run(until:)` past a debounce). It depends on rxs by path (this
// repository, three folders up), on RxSwift and RxCocoa only, as such an app depends on
// RxSwift's products; scripts/test builds it and runs its tests.
let package = Package(
    name: "ViewControllerTests",
    dependencies: [
        // Named, so `.product(package: "rxs")` holds whatever the checkout's folder is called.
        .package(name: "rxs", path: "../../.."),
    ],
    targets: [
        .target(name: "MyApp", dependencies: [
            .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
        ]),
        // The tests in Swift 5 mode, as a team's are written: without `@MainActor`, which
        // swift-corelibs-xctest cannot run (a Swift 6 mode test of a main-actor controller would
        // need it on iOS).
        .testTarget(name: "MyAppTests", dependencies: [
            "MyApp", .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
