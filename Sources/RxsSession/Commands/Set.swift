import RxsScript

/// `set <key> <value>`: change a session setting.
package struct SetCommand: Command, Hashable {
    package enum Setting: Hashable, Sendable {
        /// Settle after every line (on by default in the REPL, off in scripts).
        case autosettle(Bool)
        /// Seed of the session's random source (e.g. the `follow` screen's `since`).
        case seed(UInt64)
        /// How long `settle` waits in live mode before it gives up (real time).
        case settleTimeout(ScriptDuration)
    }

    /// The setting with the span of its value.
    package var setting: Located<Setting>

    package init(setting: Located<Setting>) {
        self.setting = setting
    }

    package static let keys = ["autosettle", "seed", "settle-timeout"]

    package static let help = CommandHelp(
        name: "set",
        usages: ["set autosettle on|off", "set seed <n>", "set settle-timeout <dur>"],
        summary: "settings: autosettle, seed, settle-timeout",
        details: """
            autosettle on settles after every line, as the REPL does by default, so a line \
            shows everything it leads to; scripts start with it off so they can type faster \
            than a debounce. seed <n> reseeds the session's random source. settle-timeout \
            <dur> is how long settle waits for requests in flight with --live (40s unless set, longer than a request's 30s timeout).
            """,
        examples: ["set autosettle off", "set seed 42", "set settle-timeout 1m"],
        group: .session,
        otherNames: ["config", "option", "let", "setting"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        let key = try arguments.choice(Self.keys, role: "setting", placeholder: "<key>")
        if key.value == "autosettle" {
            arguments.usages = ["set autosettle on|off"]
            let value = try arguments.next("on|off")
            guard value.text == "on" || value.text == "off" else {
                throw ScriptError(
                    "autosettle is on or off, got '\(value.text)'", at: value.span, hints: arguments.usageHints)
            }
            setting = Located(.autosettle(value.text == "on"), span: value.span)
        } else if key.value == "settle-timeout" {
            arguments.usages = ["set settle-timeout <dur>"]
            let value = try arguments.duration()
            setting = Located(.settleTimeout(value.value), span: value.span)
        } else {
            arguments.usages = ["set seed <n>"]
            let value = try arguments.next("<n>")
            guard ASCII.isDigits(value.text), let seed = UInt64(value.text) else {
                throw ScriptError(
                    "seed '\(value.text)' is not a whole number", at: value.span,
                    hints: ["use a number from 0 to \(UInt64.max)"])
            }
            setting = Located(.seed(seed), span: value.span)
        }
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch (position.index, position.previous.first) {
        case (0, _): return keys
        case (1, "autosettle"): return ["on", "off"]
        case (1, "settle-timeout"): return ["10s", "30s", "1m"]
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        switch setting.value {
        case .autosettle(let on): session.set(autosettle: on)
        case .seed(let seed): session.set(seed: seed)
        case .settleTimeout(let duration): session.set(settleTimeout: duration.milliseconds)
        }
        return StepOutcome()
    }

    package var description: String {
        switch setting.value {
        case .autosettle(let on): return "set autosettle \(on ? "on" : "off")"
        case .seed(let seed): return "set seed \(seed)"
        case .settleTimeout(let duration): return "set settle-timeout \(duration)"
        }
    }
}
