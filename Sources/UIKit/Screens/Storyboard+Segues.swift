import Foundation
import RxsSupport

/// Segues, as a storyboard's: registered by identifier on the `Storyboard` that makes the
/// controllers performing them (segues are the storyboard's, not a scene's, here), each naming
/// its destination's identifier and how it shows:
///
///     main.registerSegue("showDetail", destination: "DetailViewController")
///     main.registerSegue("compose", destination: "Compose", kind: .present)
extension _Storyboard {
    /// How a segue shows its destination, as Interface Builder's kinds.
    public enum SegueKind: Sendable {
        /// `show(_:sender:)`: pushed on the source's navigation stack, else presented.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// `present(_:animated:completion:)`.
        case present
    }

    struct Segue {
        let destination: String
        let kind: SegueKind
    }

    /// Registers (or replaces) the segue `identifier` to the controller of `destination`.
    public mutating func registerSegue(_ identifier: String, destination: String, kind: SegueKind = .show) {
        if segues.updateValue(Segue(destination: destination, kind: kind), forKey: identifier) == nil {
            segueIdentifiers.append(identifier)
        }
    }

    static func unknownSegue(_ identifier: String, in storyboard: _Storyboard) -> String {
        let head = "storyboard \(_JSONWriter.quoted(storyboard.name)) has no segue \(_JSONWriter.quoted(identifier))"
        let suggestions = EditDistance.closest(to: identifier, among: storyboard.segueIdentifiers)
        if !suggestions.isEmpty {
            return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
        }
        return storyboard.segueIdentifiers.isEmpty
            ? head + "; it has none" : head + "; segues: " + storyboard.segueIdentifiers.joined(separator: ", ")
    }
}

/// A segue, as `UIStoryboardSegue`: `perform()` shows the destination as its kind says (a
/// segue made with a `performHandler` runs that instead; a plain subclass overrides `perform`).
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Runs the perform handler; UIKit's base class does nothing else.
    open func perform() {
        performHandler?()
    }
}

extension UIViewController {
    /// The storyboard that made this controller (`instantiateViewController(withIdentifier:)`).
    public var storyboard: UIStoryboard? {
        settings?.storyboard.map { UIStoryboard(registered: $0) }
    }

    /// Performs the segue `identifier` of this controller's storyboard, as UIKit's: the
    /// destination is made, `prepare(for:sender:)` runs, then the segue shows it. Where UIKit
    /// stops the app (no such segue, or a controller no storyboard made), the session's step
    /// fails instead, naming the place in your code, and nothing is shown.
    public func performSegue(withIdentifier identifier: String, sender: Any?,
                             file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard let made = settings?.storyboard, let segue = made.segues[identifier] else {
            let problem = settings?.storyboard.map { _Storyboard.unknownSegue(identifier, in: $0) }
                ?? "\(_JSONWriter.quoted(_name)) has no segue \(_JSONWriter.quoted(identifier)): no storyboard made it"
            UIStoryboard.report("\(file):\(line):\(column): \(problem)", in: _window ?? UIApplication.shared.window)
            return
        }
        let destination = UIStoryboard(registered: made)
            .instantiateViewController(withIdentifier: segue.destination, file: file, line: line, column: column)
        let shown = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [weak self] in
            guard let self else { return }
            switch segue.kind {
            case .show: self.show(destination, sender: sender)
            case .showDetail: self.showDetailViewController(destination, sender: sender)
            case .present: self.present(destination, animated: true)
            }
        }
        prepare(for: shown, sender: sender)
        shown.perform()
    }
}
