import RxsShell

/// The example answers its login requests from its own cassettes: `cassettes/` beside
/// `Package.swift`, added as `--fixtures` unless the command line chooses the network itself.
public enum LoginFixtures {
    /// The package folder, found from this source file.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("cassettes").path

    public static func arguments(_ arguments: [String]) -> [String] {
        let choosesNetwork = arguments.contains { ["--live", "--record", "--fixtures"].contains($0) }
        let subcommand = arguments.first ?? ""
        guard !choosesNetwork, ["run", "test"].contains(subcommand) || arguments.allSatisfy({ $0.hasPrefix("-") }) else {
            return arguments
        }
        return arguments + ["--fixtures", folder]
    }
}
