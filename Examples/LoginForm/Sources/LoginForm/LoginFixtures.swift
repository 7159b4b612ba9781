import Foundation

/// The example answers its login requests from its own cassettes: `cassettes/` beside
/// `Package.swift`, which `RxsMain` uses unless the command line chooses the network itself.
public enum LoginFixtures {
    /// `cassettes/` of this package, found from this source file.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("cassettes").path
}
