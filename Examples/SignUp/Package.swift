// swift-tools-version:6.0
import PackageDescription

// A sign-up form written for iOS (RxSwift + RxCocoa + UIKit), run on rxs: rxs by path (this
// repository, two folders up) as your own package would depend on it by version.
let package = Package(
    name: "SignUp",
    products: [
        .executable(name: "SignUp", targets: ["SignUpCommand"]),
    ],
    dependencies: [
        .package(name: "rxs", path: "../.."),
    ],
    targets: [
        // Its files import RxSwift, RxCocoa and UIKit, as on iOS (RxCocoa brings UIKit); RxUI is
        // rxs's own part of a screen (Environment, element ids).
        .target(name: "SignUp", dependencies: [
            .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
            .product(name: "RxUI", package: "rxs"),
        ]),
        .executableTarget(name: "SignUpCommand", dependencies: [
            "SignUp", .product(name: "RxsShell", package: "rxs"),
        ]),
        .testTarget(name: "SignUpTests", dependencies: [
            "SignUp", .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
            .product(name: "RxTest", package: "rxs"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
