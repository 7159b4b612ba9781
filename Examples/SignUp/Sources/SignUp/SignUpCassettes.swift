import Foundation

/// The example's offline server: `cassettes/` beside `Package.swift`.
public enum SignUpCassettes {
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("cassettes").path
}
