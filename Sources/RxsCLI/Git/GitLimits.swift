import RxsScript
import RxsSupport

/// How long each git command rxs runs may take and how much it may print. Each command has
/// its own default time limit (15 s to list tags, 120 s for a local command, 300 s for a
/// clone); `RXS_GIT_TIMEOUT` (seconds) replaces them all and `RXS_GIT_OUTPUT_LIMIT` (bytes)
/// the 1 MB output limit — for a slow network, and for tests that must not wait 15 s.
struct GitLimits: Equatable {
    /// `RXS_GIT_TIMEOUT`, when set.
    var time: Duration?
    var outputBytes = ChildProcess.defaultOutputLimit

    static let timeVariable = "RXS_GIT_TIMEOUT"
    static let outputVariable = "RXS_GIT_OUTPUT_LIMIT"
    /// A day: a longer limit is no limit.
    private static let longestSeconds = 86_400.0
    private static let largestOutput = 1 << 30

    init(time: Duration? = nil, outputBytes: Int = ChildProcess.defaultOutputLimit) {
        self.time = time
        self.outputBytes = outputBytes
    }

    /// The limits `environment` sets; an empty variable counts as unset, an unreadable one is
    /// an error naming it.
    init(environment: [String: String]) throws(UsageError) {
        if let text = environment[Self.timeVariable], !text.isEmpty {
            guard let seconds = Double(text), seconds >= 0.001, seconds <= Self.longestSeconds else {
                throw UsageError("\(Self.timeVariable) is '\(text)': it must be a number of seconds from 0.001 to 86400 (e.g. 15)")
            }
            time = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        if let text = environment[Self.outputVariable], !text.isEmpty {
            guard text.allSatisfy({ ("0"..."9").contains($0) }), let bytes = Int(text), (1...Self.largestOutput).contains(bytes) else {
                throw UsageError("\(Self.outputVariable) is '\(text)': it must be a number of bytes from 1 to \(Self.largestOutput) (e.g. 1048576)")
            }
            outputBytes = bytes
        }
    }

    /// The child's limits for a command whose own time limit is `standard`.
    func child(_ standard: Duration) -> ChildProcess.Limits {
        ChildProcess.Limits(time: time ?? standard, outputBytes: outputBytes)
    }
}
