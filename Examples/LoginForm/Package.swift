// swift-tools-version:6.0
import PackageDescription

// A login form on rxs, as an RxSwift developer's own package would be: rxs by path (this
// repository, two folders up), its `RxsShell` product for the screens and the command, and
// `RxTestKit` (RxTest's API) for the tests.
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
        .target(name: "LoginForm", dependencies: [.product(name: "RxsShell", package: "rxs")]),
        .executableTarget(name: "LoginFormCommand", dependencies: [
            "LoginForm", .product(name: "RxsShell", package: "rxs"),
        ]),
        .testTarget(name: "LoginFormTests", dependencies: [
            "LoginForm", .product(name: "RxsShell", package: "rxs"), .product(name: "RxTestKit", package: "rxs"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
