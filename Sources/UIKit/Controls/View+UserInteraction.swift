import Foundation

/// The quiet facts that decide whether a person's touch reaches a view, as UIKit's hit-testing
/// does: a view hidden, nearly transparent (alpha below 0.01) or with user interaction off
/// takes no touches, and neither do the views inside one; a disabled control ignores them.
extension UIView {
    /// Why the person cannot `action` (the command's word) this view, addressed as `id`, or
    /// nil when they can. A disabled control refuses unless `ignoringEnabled`: its touches
    /// still reach the gesture recognizers around it, as in UIKit.
    func interactionRefusal(id: String, action: String, ignoringEnabled: Bool = false) -> _UserInputError? {
        if let reason = Self.touchRefusal(of: self) {
            return .refused(action: action, id: id, what: "the \(kindName)", reason: reason)
        }
        var ancestor = superview
        while let view = ancestor {
            if let reason = Self.touchRefusal(of: view) {
                let name = view.id.isEmpty ? "" : " \(view.id)"
                return .refused(action: action, id: id, what: "its superview\(name)", reason: reason)
            }
            ancestor = view.superview
        }
        if !ignoringEnabled, let control = self as? UIControl, !control.isEnabled {
            return .refused(action: action, id: id, what: "the \(kindName)", reason: .disabled)
        }
        return nil
    }

    func checkReachable(id: String, action: String, ignoringEnabled: Bool = false) throws(_UserInputError) {
        if let refusal = interactionRefusal(id: id, action: action, ignoringEnabled: ignoringEnabled) { throw refusal }
    }

    private static func touchRefusal(of view: UIView) -> _UserInputError.Refusal? {
        if view.isHidden { return .hidden }
        if view.alpha < 0.01 { return .transparent }
        if !view.isUserInteractionEnabled { return .noUserInteraction }
        return nil
    }

    /// What the view is, as messages name it: `button`, `text field`, `view`.
    var kindName: String {
        if self is UIBarButtonItem { return "bar button item" }
        guard let element = self as? any _ViewElement else { return "view" }
        let article = element._elementSnapshot().kind.article
        return String(article.drop { $0 != " " }.dropFirst())
    }
}
