import RxUI
import RxsScript

/// Errors from the phone, said the way the shell says its other lookups: "unknown element
/// 'serchField' on screen search" with "did you mean searchField?" on the next line.
extension ScriptError {
    /// A user action the phone refused, pointing at the argument it is about.
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

    /// A path that does not resolve in the current snapshot.
    package static func unresolved(_ error: PathError, at span: SourceSpan) -> ScriptError {
        guard case .unknown(let path, let screen, let suggestions, let element, let elementIDs) = error else {
            return ScriptError(error.description, at: span)
        }
        let message = "unknown path '\(path)' " + (screen.map { "on screen \($0)" } ?? "(no screen is open)")
        if let last = suggestions.last {
            let list = suggestions.count == 1 ? last : suggestions.dropLast().joined(separator: ", ") + " or " + last
            return ScriptError(message, at: span, hints: ["did you mean \(list)?"])
        }
        if let element {
            return ScriptError(message, at: span, hints: ["\(element.id) has " + element.properties.joined(separator: ", ")])
        }
        let common = "common paths start with " + Snapshot.commonGroups.map { $0 + "." }.joined(separator: ", ")
        let elements = elementIDs.isEmpty ? [] : ["elements here: " + elementIDs.joined(separator: ", ")]
        return ScriptError(message, at: span, hints: elements + [common])
    }
}
