import RxsScript

/// How the next request fails after `net fail next`.
package enum NetFault: Hashable, Sendable, CustomStringConvertible {
    /// The server answers with this HTTP status (100–599) and its usual error body.
    case status(Int)
    case timeout
    case offline
    /// A 200 response whose body does not decode.
    case malformed

    package var description: String {
        if case .status(let code) = self { return String(code) }
        return Self.named.first { $0.fault == self }?.name ?? ""
    }
}

extension NetFault {
    /// The faults with a name; usage, parsing, hints and completion all come from this list.
    static let named: [(name: String, fault: NetFault)] = [("timeout", .timeout), ("offline", .offline),
                                                           ("malformed", .malformed)]
    /// The statuses whose error bodies are the services' own (`net fail next` completes them).
    static let modelledStatuses = [403, 404, 422, 500, 503]

    static var names: [String] { named.map(\.name) }

    /// `<status|timeout|offline|malformed>`
    static var placeholder: String { "<" + (["status"] + names).joined(separator: "|") + ">" }

    /// `use a status from 100 to 599, or timeout, offline or malformed`
    static var hint: String {
        "use a status from 100 to 599, or " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}

/// `net latency <dur>`, `net fail next <status|timeout|offline|malformed>`, `net log`.
package struct NetCommand: Command, Hashable {
    package enum Action: Hashable, Sendable {
        /// Virtual time fixture responses take from now on.
        case latency(Located<ScriptDuration>)
        case failNext(Located<NetFault>)
        /// List the requests made so far, the ones no fixture matched, and unusable cassettes.
        case log
    }

    package var action: Action

    package init(action: Action) {
        self.action = action
    }

    private static let latencyUsage = "net latency <dur>"
    private static let failUsage = "net fail next " + NetFault.placeholder
    private static let logUsage = "net log"

    package static let help = CommandHelp(
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

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
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
        let token = try arguments.next(NetFault.placeholder)
        if ASCII.isDigits(token.text) {
            guard let code = Int(token.text), (100...599).contains(code) else {
                throw ScriptError(
                    "status \(token.text) is not an HTTP status", at: token.span,
                    hints: [NetFault.hint])
            }
            return Located(.status(code), span: token.span)
        }
        guard let fault = NetFault.named.first(where: { $0.name == token.text })?.fault else {
            var hints = [NetFault.hint]
            if let suggestion = Suggester.didYouMean(token.text, among: NetFault.names) {
                hints.insert(suggestion, at: 0)
            }
            throw ScriptError("unknown failure '\(token.text)'", at: token.span, hints: hints)
        }
        return Located(fault, span: token.span)
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch (position.index, position.previous.first) {
        case (0, _): return ["latency", "fail", "log"]
        case (1, "latency"): return ["0ms", "200ms", "1s"]
        case (1, "fail"): return ["next"]
        case (2, "fail"): return NetFault.modelledStatuses.map(String.init) + NetFault.names
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: try session.network(action))
    }

    package var description: String {
        switch action {
        case .latency(let duration): return "net latency \(duration.value)"
        case .failNext(let fault): return "net fail next \(fault.value)"
        case .log: return "net log"
        }
    }
}
