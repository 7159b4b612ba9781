// swift-tools-version:6.0
import PackageDescription

// Seven small libraries written for this fixture in the style of the community's Rx libraries'
// UIKit and RxCocoa parts (keyboard tracking, gestures, actions, animated bindings, view
// controller lifecycle, operators, theming): their own code, on the public UIKit, RxSwift and
// RxCocoa API such libraries use. It depends on rxs by path (this repository, three folders
// up), on RxSwift and RxCocoa only, as such a library depends on RxSwift's products;
// scripts/test builds it and runs its tests, which show each library working headless.
let rxSwift: Target.Dependency = .product(name: "RxSwift", package: "rxs")
let rxCocoa: Target.Dependency = .product(name: "RxCocoa", package: "rxs")
let libraries = ["KeyboardTracking", "GestureKit", "ActionKit", "AnimationKit", "LifecycleKit", "OperatorsKit", "ThemeKit"]

let package = Package(
    name: "CommunityLibraries",
    products: libraries.map { .library(name: $0, targets: [$0]) },
    dependencies: [
        // Named, so `.product(package: "rxs")` holds whatever the checkout's folder is called.
        .package(name: "rxs", path: "../../.."),
    ],
    targets: libraries.map { .target(name: $0, dependencies: [rxSwift, rxCocoa]) } + [
        .testTarget(name: "CommunityLibrariesTests",
                    dependencies: libraries.map { .target(name: $0) } + [rxSwift, rxCocoa]),
    ],
    // Swift 5 mode, as the libraries these stand for are built (their manifests are
    // swift-tools 5.x): code that uses UIKit from nonisolated code compiles without a word
    // against UIKit's preconcurrency main-actor isolation, as on iOS.
    swiftLanguageModes: [.v5]
)
