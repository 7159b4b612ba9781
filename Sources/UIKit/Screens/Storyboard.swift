import Foundation
import RxsSupport

/// A storyboard as rxs knows one: no file, but the view controllers its identifiers stand for,
/// each made by a factory you register, as the storyboard would make it (outlets set). Register
/// them with the screen registry, and iOS code's `UIStoryboard(name:bundle:)` finds them:
///
///     var main = Storyboard(name: "Main", initial: "PostsViewController")
///     main.register(PostsViewController.self) { PostsViewController() }
///     main.register("CreatePost") { CreatePostViewController() }
///     registry.register(main)
public struct _Storyboard: Sendable {
    /// Makes the controller of one identifier, as the storyboard would.
    public typealias Factory = @MainActor @Sendable () -> UIViewController

    public let name: String
    /// The identifier of the initial view controller (`instantiateInitialViewController()`).
    public var initial: String?
    private var factories: [String: Factory] = [:]
    /// Identifiers in registration order.
    public private(set) var identifiers: [String] = []
    /// The segues `performSegue(withIdentifier:sender:)` finds (Storyboard+Segues).
    var segues: [String: Segue] = [:]
    /// Segue identifiers in registration order.
    public internal(set) var segueIdentifiers: [String] = []

    public init(name: String, initial: String? = nil) {
        self.name = name
        self.initial = initial
    }

    /// Registers (or replaces) the controller of `identifier`.
    public mutating func register(_ identifier: String, factory: @escaping Factory) {
        if factories.updateValue(factory, forKey: identifier) == nil { identifiers.append(identifier) }
    }

    /// Registers `type` under `identifier`, by default its class name (the storyboard ID iOS
    /// projects commonly give a scene). `outlets` plays the storyboard's part when the view
    /// loads, before `viewDidLoad`: it makes the scene's views, adds them and sets the
    /// controller's outlets (which are plain properties here: `@IBOutlet` needs Objective-C).
    public mutating func register<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, factory: @escaping @MainActor @Sendable () -> Controller,
        outlets: (@MainActor @Sendable (Controller) -> Void)? = nil
    ) {
        register(identifier ?? String(describing: type)) {
            let controller = factory()
            if let outlets {
                controller.storyboardOutlets = { loaded in
                    if let loaded = loaded as? Controller { outlets(loaded) }
                }
            }
            return controller
        }
    }

    /// A new controller of `identifier`, which knows it came from this storyboard (its
    /// `storyboard`, and the segues it performs).
    @MainActor func make(_ identifier: String) -> UIViewController? {
        guard let controller = factories[identifier].map({ $0() }) else { return nil }
        controller.settingsMade.storyboard = self
        return controller
    }
}

/// A storyboard, as `UIStoryboard`: its identifiers map to the factories registered with the
/// screen registry (`_Storyboard`). Where UIKit stops the app — no storyboard of that name, no
/// controller of that identifier — the session fails the step instead, naming the place in
/// your code, and you get a placeholder screen that says what is missing.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The registered storyboard; nil when there is none of this name.
    let storyboard: _Storyboard?
    let name: String

    /// A controller's own storyboard (`UIViewController.storyboard`), known to exist.
    init(registered storyboard: _Storyboard) {
        self.storyboard = storyboard
        name = storyboard.name
        super.init()
    }

    /// As UIKit's; `bundle` is ignored. The storyboard is the session's (its window's).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?,
                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.name = name
        let window = UIApplication.shared.window
        let known = window?.storyboards ?? [:]
        storyboard = known[name]
        super.init()
        if storyboard == nil {
            let names = known.keys.sorted()
            let problem = Self.unknownStoryboard(name, among: names)
            Self.report("\(file):\(line):\(column): \(problem)", in: window)
        }
    }

    /// The controller registered as `identifier`. An unknown one (or a storyboard that does not
    /// exist) makes a placeholder screen and fails the session's step, naming the place.
    open func instantiateViewController(withIdentifier identifier: String,
                                        file: StaticString = #fileID, line: UInt = #line,
                                        column: UInt = #column) -> UIViewController {
        if let controller = storyboard?.make(identifier) { return controller }
        let problem: String
        if let storyboard {
            problem = Self.unknownIdentifier(identifier, in: storyboard)
            Self.report("\(file):\(line):\(column): \(problem)", in: UIApplication.shared.window)
        } else {
            // The initializer reported the missing storyboard already.
            problem = "no storyboard \(_JSONWriter.quoted(name))"
        }
        return Self.placeholder(identifier: identifier, problem: problem)
    }

    /// The initial controller; nil when the storyboard names none, as UIKit's.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let identifier = storyboard?.initial else { return nil }
        return storyboard?.make(identifier)
    }

    static func unknownStoryboard(_ name: String, among names: [String]) -> String {
        let head = "no storyboard \(_JSONWriter.quoted(name))"
        let suggestions = EditDistance.closest(to: name, among: names)
        if !suggestions.isEmpty {
            return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
        }
        return names.isEmpty ? head + "; no storyboards are registered" : head + "; storyboards: " + names.joined(separator: ", ")
    }

    static func unknownIdentifier(_ identifier: String, in storyboard: _Storyboard) -> String {
        let head = "storyboard \(_JSONWriter.quoted(storyboard.name)) has no view controller \(_JSONWriter.quoted(identifier))"
        let suggestions = EditDistance.closest(to: identifier, among: storyboard.identifiers)
        if !suggestions.isEmpty {
            return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
        }
        return storyboard.identifiers.isEmpty
            ? head + "; it has none" : head + "; identifiers: " + storyboard.identifiers.joined(separator: ", ")
    }

    /// In a session the window fails the step; elsewhere the problem goes to standard error.
    static func report(_ problem: String, in window: _Window?) {
        if let window {
            window.report(problem)
        } else {
            FileHandle.standardError.write(Data("rxs: \(problem)\n".utf8))
        }
    }

    /// A screen named after the identifier whose label `storyboardError` says what is missing.
    private static func placeholder(identifier: String, problem: String) -> UIViewController {
        let controller = UIViewController(name: identifier, environment: UIViewController.currentEnvironment)
        controller.title = identifier
        let label = UILabel(id: "storyboardError", text: problem)
        controller.view.addSubview(label)
        return controller
    }
}
