import Foundation

/// As UIKit's `UIInteraction`: a behaviour added to a view with `addInteraction(_:)`. The
/// interactions here (context menu, drag and drop, pointer, edit menu, tool tip) are kept on
/// the view and never triggered: no flow command long-presses, drags, hovers or selects text.
@preconcurrency @MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// As UIKit's: the interaction joins `interactions` and is told of its view.
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        extrasMade.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extrasMade.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    public var interactions: [any UIInteraction] {
        get { extras?.interactions ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }
}

/// What the interactions share: the view they were added to, held weakly as UIKit holds it.
open class _ViewInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?

    public override init() {
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
