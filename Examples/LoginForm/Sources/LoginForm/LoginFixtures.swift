import Foundation
import RxsShell

/// The example answers its login requests from its own cassettes: `cassettes/` beside
/// `Package.swift`, added as `--fixtures` unless the command line chooses the network itself.
public enum LoginFixtures {
    /// `cassettes/` of this package, found from this source file.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("cassettes").path

    /// `arguments` with `--fixtures <cassettes>` added, except where the network is chosen
    /// already or the subcommand takes no session options (`new`, `screens`, `describe`, help).
    public static func arguments(_ arguments: [String]) -> [String] {
        let choosesNetwork = arguments.contains { ["--live", "--record", "--fixtures"].contains($0) }
        let takesNoSession = ["new", "screens", "describe"].contains(arguments.first ?? "")
            || arguments.contains { ["--help", "-h", "--version"].contains($0) }
        return choosesNetwork || takesNoSession ? arguments : arguments + ["--fixtures", folder]
    }
}
