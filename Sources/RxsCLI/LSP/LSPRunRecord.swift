/// What a completed run of a document as a test (`LSPScriptCheck`) found, kept for its code
/// actions, lenses and hints. They are given only while the document is still the version
/// that ran (`LSPOpenDocument.freshRun`): for any other, the lines would be off.
struct LSPRunRecord: Sendable {
    /// One line that failed: an expect, the error that stopped the run, or a `#>` block.
    struct Problem: Sendable {
        /// 0-based.
        var line: Int
        var headline: String
    }

    /// A line that ran and the virtual time (milliseconds) when it ended.
    struct Timed: Sendable {
        /// 0-based.
        var line: Int
        var milliseconds: Int
    }

    /// The document's version when the run began.
    var version: Int
    var diagnostics: [LSPDiagnostic] = []
    /// Why the script did not run at all (it does not parse), or nil.
    var notRun: String?
    /// The line (0-based) whose error stopped the run, or nil.
    var stoppedAt: Int?
    var problems: [Problem] = []
    var times: [Timed] = []
    /// 0-based indices of the `open SCREEN` lines.
    var opens: [Int] = []
    /// The transcripts the run printed, to rewrite the `#>` blocks with; nil when it did not run.
    var transcripts: LSPTranscriptRewrite?

    init(version: Int) {
        self.version = version
    }
}
