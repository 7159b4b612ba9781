/// How the next request fails after `net fail next`.
public enum NetFault: Hashable, Sendable, CustomStringConvertible {
    /// The server answers with this HTTP status (100–599) and its usual error body.
    case status(Int)
    case timeout
    case offline
    /// A 200 response whose body does not decode.
    case malformed

    public var description: String {
        switch self {
        case .status(let code): return String(code)
        case .timeout: return "timeout"
        case .offline: return "offline"
        case .malformed: return "malformed"
        }
    }
}

/// `net latency <dur>`, `net fail next <status|timeout|offline|malformed>`, `net log`.
public struct NetCommand: Command, Hashable {
    public enum Action: Hashable, Sendable {
        /// Virtual time fixture responses take from now on.
        case latency(Located<ScriptDuration>)
        case failNext(Located<NetFault>)
        /// List the requests made so far, the ones no fixture matched, and unusable cassettes.
        case log
    }

    public var action: Action

    public init(action: Action) {
        self.action = action
    }

    private static let latencyUsage = "net latency <dur>"
    private static let failUsage = "net fail next <status|timeout|offline|malformed>"
    private static let logUsage = "net log"
    private static let namedFaults: [String: NetFault] = ["timeout": .timeout, "offline": .offline, "malformed": .malformed]

    public static let help = CommandHelp(
        name: "net",
        usages: [latencyUsage, failUsage, logUsage],
        summary: "fixture latency, failures, request log",
        details: """
            net latency <dur> sets how long fixture responses take (200ms by default), so \
            spinners and HUDs can be watched. net fail next makes the next request fail with \
            an HTTP status (e.g. 500, 404), a timeout, no connection, or a body that does not \
            decode. net log lists the requests made so far, which ones no fixture matched, and \
            any cassette file that could not be used (with the place and the reason).
            """,
        examples: ["net latency 1s", "net fail next 500", "net fail next offline", "net log"],
        group: .network,
        otherNames: ["network", "http", "fixtures"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        let subcommand = try arguments.choice(
            ["latency", "fail", "log"], role: "net subcommand", placeholder: "<latency|fail|log>")
        switch subcommand.value {
        case "latency":
            arguments.usages = [Self.latencyUsage]
            action = .latency(try arguments.duration())
        case "fail":
            arguments.usages = [Self.failUsage]
            action = .failNext(try Self.fault(from: &arguments))
        default:
            arguments.usages = [Self.logUsage]
            action = .log
        }
    }

    private static func fault(from arguments: inout ArgumentReader) throws(ScriptError) -> Located<NetFault> {
        let next = try arguments.next("next")
        guard next.text == "next" else {
            let hint = Suggester.didYouMean(next.text, among: ["next"]) ?? "write net fail next \(next.text)"
            throw ScriptError("expected 'next' after 'net fail', got '\(next.text)'", at: next.span, hints: [hint])
        }
        let token = try arguments.next("<status|timeout|offline|malformed>")
        if ASCII.isDigits(token.text) {
            guard let code = Int(token.text), (100...599).contains(code) else {
                throw ScriptError(
                    "status \(token.text) is not an HTTP status", at: token.span,
                    hints: ["use a status from 100 to 599, or timeout, offline or malformed"])
            }
            return Located(.status(code), span: token.span)
        }
        guard let fault = namedFaults[token.text] else {
            var hints = ["use a status from 100 to 599, or timeout, offline or malformed"]
            if let suggestion = Suggester.didYouMean(token.text, among: ["timeout", "offline", "malformed"]) {
                hints.insert(suggestion, at: 0)
            }
            throw ScriptError("unknown failure '\(token.text)'", at: token.span, hints: hints)
        }
        return Located(fault, span: token.span)
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch (position.index, position.previous.first) {
        case (0, _): return ["latency", "fail", "log"]
        case (1, "latency"): return ["0ms", "200ms", "1s"]
        case (1, "fail"): return ["next"]
        case (2, "fail"): return ["404", "500", "503", "timeout", "offline", "malformed"]
        default: return []
        }
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: try session.network(action))
    }

    public var description: String {
        switch action {
        case .latency(let duration): return "net latency \(duration.value)"
        case .failNext(let fault): return "net fail next \(fault.value)"
        case .log: return "net log"
        }
    }
}
