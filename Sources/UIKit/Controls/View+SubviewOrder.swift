import Foundation

/// Putting a subview just under or over a sibling, as UIKit's: what a transition animator does
/// (`containerView.insertSubview(toView, belowSubview: fromView)`).
extension UIView {
    /// Inserts `view` under `siblingSubview`; at the front when that is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: index(of: siblingSubview, placing: view) ?? subviews.count)
    }

    /// Inserts `view` over `siblingSubview`; at the front when that is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: index(of: siblingSubview, placing: view).map { $0 + 1 } ?? subviews.count)
    }

    /// The sibling's index once `view` has left its place among the subviews (it may be one).
    private func index(of sibling: UIView, placing view: UIView) -> Int? {
        let current = subviews
        guard sibling !== view, let index = current.firstIndex(where: { $0 === sibling }) else { return nil }
        if let placed = current.firstIndex(where: { $0 === view }), placed < index { return index - 1 }
        return index
    }
}
