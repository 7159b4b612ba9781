/// Whether to draw ANSI colour. The caller knows whether output is a terminal and passes the
/// environment in, so the decision is testable and nothing reads process state here.
import RxCocoa
import RxSwift

public enum _ColorPolicy {
    /// Colour only on a terminal, never when `NO_COLOR` is set to anything non-empty
    /// (no-color.org) or `TERM` is `dumb`, and never when the user said `--no-color`.
    public static func shouldUseColor(isTerminal: Bool, environment: [String: String], noColorFlag: Bool = false) -> Bool {
        if noColorFlag { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
