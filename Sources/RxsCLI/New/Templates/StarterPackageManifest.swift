extension StarterTemplates {
    /// `Package.swift`: the screens library, the command that runs the shell on them, and
    /// their tests, all on rxs's `RxsShell` product.
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
                .target(name: "\#(starter.name)", dependencies: [.product(name: "RxsShell", package: "\#(starter.rxsIdentity)")]),
                // `swift run \#(starter.name) …`: the rxs shell (REPL, run, test) on these screens.
                .executableTarget(name: "\#(starter.name)Command", dependencies: [
                    "\#(starter.name)", .product(name: "RxsShell", package: "\#(starter.rxsIdentity)"),
                ]),
                // RxTestKit is RxTest's API (TestScheduler, recorded events, marbles), for tests only.
                .testTarget(name: "\#(starter.name)Tests", dependencies: [
                    "\#(starter.name)", .product(name: "RxsShell", package: "\#(starter.rxsIdentity)"),
                    .product(name: "RxTestKit", package: "\#(starter.rxsIdentity)"),
                ]),
            ],
            swiftLanguageModes: [.v6]
        )

        """#
    }
}
