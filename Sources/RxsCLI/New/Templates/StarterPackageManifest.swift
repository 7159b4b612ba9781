extension StarterTemplates {
    /// `Package.swift`: the screens library (on rxs's RxSwift, RxCocoa and RxUI products, so
    /// its files import RxSwift, RxCocoa and UIKit as on iOS), the command that runs the shell
    /// on them (RxsShell), and their tests (RxTest).
    static func packageManifest(_ starter: Starter) -> String {
        #"""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\#(starter.name)",
            products: [
                .executable(name: "\#(starter.name)", targets: ["\#(starter.name)Command"]),
            ],
            dependencies: [
                \#(starter.dependency),
            ],
            targets: [
                // The screens: ViewModels (Observables in, Drivers out) and ViewControllers that bind.
                // RxCocoa brings UIKit (rxs's headless one); RxUI is rxs's own part of a screen.
                .target(name: "\#(starter.name)", dependencies: [
                    .product(name: "RxSwift", package: "\#(starter.rxsIdentity)"),
                    .product(name: "RxCocoa", package: "\#(starter.rxsIdentity)"),
                    .product(name: "RxUI", package: "\#(starter.rxsIdentity)"),
                ]),
                // `swift run \#(starter.name) …`: the rxs shell (REPL, run, test) on these screens.
                .executableTarget(name: "\#(starter.name)Command", dependencies: [
                    "\#(starter.name)", .product(name: "RxsShell", package: "\#(starter.rxsIdentity)"),
                ]),
                // RxTest: TestScheduler, recorded events, marbles; for tests only.
                .testTarget(name: "\#(starter.name)Tests", dependencies: [
                    "\#(starter.name)",
                    .product(name: "RxSwift", package: "\#(starter.rxsIdentity)"),
                    .product(name: "RxCocoa", package: "\#(starter.rxsIdentity)"),
                    .product(name: "RxTest", package: "\#(starter.rxsIdentity)"),
                ]),
            ],
            swiftLanguageModes: [\#(starter.swift5 ? ".v5" : ".v6")]
        )

        """#
    }
}
