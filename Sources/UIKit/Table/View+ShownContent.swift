import Foundation

extension UIView {
    /// The texts the visible labels, buttons and text fields in this view (itself included)
    /// show, in order: what a header or a picker row made of views says.
    var shownTexts: [String] {
        var texts: [String] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            switch view {
            case let label as UILabel: if let text = label.text, !text.isEmpty { texts.append(text) }
            case let button as UIButton: if let title = button.title, !title.isEmpty { texts.append(title) }
            case let field as UITextField: if let text = field.text, !text.isEmpty { texts.append(text) }
            default: break
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return texts
    }

    /// Changes whenever this view or one below it changes, or views are added or removed.
    var subtreeRevision: UInt64 {
        var total = revision &+ UInt64(UInt(bitPattern: ObjectIdentifier(self)))
        for subview in subviews { total = total &* 31 &+ subview.subtreeRevision }
        return total
    }
}
