import RxUI

extension ScriptError {
    /// A user action the phone refused, pointing at the argument it is about. Names that are
    /// not there read as the shell's other lookups do: "unknown element 'serchField' on screen
    /// search" with "did you mean searchField?".
    static func refused(_ error: UserInputError, at span: SourceSpan) -> ScriptError {
        switch error {
        case .unknownElement(let id, let screen, _, let elementIDs):
            return .unknown("element", Located(id, span: span), "on screen \(screen)", candidates: elementIDs)
        case .unknownAlertButton(let title, let buttons):
            return .unknown("button", Located(title, span: span), "on the alert", candidates: buttons)
        case .noScreen:
            return ScriptError(error.description, at: span, hints: ["start one with open <screen>"])
        default:
            return ScriptError(error.description, at: span)
        }
    }
}
