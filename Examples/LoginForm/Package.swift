// swift-tools-version:6.0
import PackageDescription

// A login form on rxs, as an RxSwift developer's own package would be: rxs by path (this
// repository, two folders up), RxSwift, RxCocoa and UIKit for the screens, `RxsShell` for the
// service and the command, and RxTest for the tests.
let package = Package(
    name: "LoginForm",
    products: [
        .executable(name: "LoginForm", targets: ["LoginFormCommand"]),
    ],
    dependencies: [
        // Named, so `.product(package: "rxs")` holds whatever the checkout's folder is called.
        .package(name: "rxs", path: "../.."),
    ],
    targets: [
        // RxSwift, RxCocoa and UIKit (with RxCocoa) for the iOS-style files; RxsShell for the
        // service, which uses rxs's API client.
        .target(name: "LoginForm", dependencies: [
            .product(name: "RxSwift", package: "rxs"), .product(name: "RxCocoa", package: "rxs"),
            .product(name: "RxUI", package: "rxs"), .product(name: "RxsShell", package: "rxs"),
        ]),
        .executableTarget(name: "LoginFormCommand", dependencies: [
            "LoginForm", .product(name: "RxsShell", package: "rxs"),
        ]),
        .testTarget(name: "LoginFormTests", dependencies: [
            "LoginForm", .product(name: "RxsShell", package: "rxs"), .product(name: "RxTest", package: "rxs"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
