import APIClient
import Foundation
import RxsScript
import RxsSession
import RxsRunner

/// `--fixtures DIR` checked once, before any session: a folder that is missing or unreadable is
/// a usage error; each cassette that cannot be used is named once on stderr (and again in every
/// session's `net log`), and the rest are used.
enum FixtureCheck {
    /// The usage error for the first unusable folder, after warning about unusable cassettes.
    static func run(_ folders: [String], output: TerminalOutput) -> String? {
        guard !folders.isEmpty else { return nil }
        for folder in folders {
            if let problem = FixtureFolders.problem(with: URL(fileURLWithPath: folder)) {
                return "--fixtures \(folder): \(problem)"
            }
        }
        for problem in FixtureFolders.unusableCassettes(in: folders.map { URL(fileURLWithPath: $0) }) {
            output.error("rxs: warning: \(problem) — cassette not used")
        }
        return nil
    }
}
