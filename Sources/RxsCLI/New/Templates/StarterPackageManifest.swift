extension StarterTemplates {
    /// `Package.swift`: the screens library (on rxs's RxSwift, RxCocoa and RxUI products, so
    /// its files import RxSwift, RxCocoa and UIKit as on iOS), the command that runs the shell
    /// on them (RxsShell), and their tests (RxTest).
    static func packageManifest(_ starter: Starter) -> String {
        #"""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: \#(literal(starter.name)),
            products: [
                .executable(name: \#(literal(starter.name)), targets: [\#(literal(starter.name + "Command"))]),
            ],
            dependencies: [
                \#(starter.dependency),
            ],
            targets: [
                // The screens: ViewModels (Observables in, Drivers out) and ViewControllers that bind.
                // RxCocoa brings UIKit (rxs's headless one); RxUI is rxs's own part of a screen.
                .target(name: \#(literal(starter.name)), dependencies: [
                    .product(name: "RxSwift", package: \#(literal(starter.rxsIdentity))),
                    .product(name: "RxCocoa", package: \#(literal(starter.rxsIdentity))),
                    .product(name: "RxUI", package: \#(literal(starter.rxsIdentity))),
                ]),
                // `swift run \#(starter.name) …`: the rxs shell (REPL, run, test) on these screens.
                .executableTarget(name: \#(literal(starter.name + "Command")), dependencies: [
                    \#(literal(starter.name)), .product(name: "RxsShell", package: \#(literal(starter.rxsIdentity))),
                ]),
                // RxTest: TestScheduler, recorded events, marbles; for tests only.
                .testTarget(name: \#(literal(starter.name + "Tests")), dependencies: [
                    \#(literal(starter.name)),
                    .product(name: "RxSwift", package: \#(literal(starter.rxsIdentity))),
                    .product(name: "RxCocoa", package: \#(literal(starter.rxsIdentity))),
                    .product(name: "RxTest", package: \#(literal(starter.rxsIdentity))),
                ]),
            ],
            swiftLanguageModes: [\#(starter.swift5 ? ".v5" : ".v6")]
        )

        """#
    }
}
