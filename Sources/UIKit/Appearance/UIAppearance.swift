import Foundation

/// As UIKit's `UIAppearanceContainer`: a type an appearance proxy can be limited to views
/// inside of (`appearance(whenContainedInInstancesOf:)`). Views and view controllers are.
@preconcurrency @MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

/// As UIKit's `UIAppearance`: a class's proxy, whose settings every view of the class takes
/// when it joins the screen (see `AppearanceRegistry`), unless the view set them itself.
@preconcurrency @MainActor public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection,
                           whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearanceContainer, UIAppearance {
    public static func appearance() -> Self {
        proxy(containedIn: [], traits: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containedIn: containerTypes, traits: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        proxy(containedIn: [], traits: trait)
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containedIn: containerTypes, traits: trait)
    }

    /// The session's proxy of this class for `containers` and `traits`: the one made before,
    /// else a new instance made through the class's `init?(coder:)` with the proxy coder (the
    /// only initializer Swift lets `Self` be made with). UIKit's own classes all make one; an
    /// app subclass whose `init?(coder:)` fails or traps has none, and stops here as UIKit
    /// would stop on a failed `as!`.
    private static func proxy(containedIn containers: [any UIAppearanceContainer.Type],
                              traits: UITraitCollection?) -> Self {
        let registry = AppearanceRegistry.current
        let key = AppearanceRegistry.Key(viewClass: self, containers: containers, traits: traits)
        if let existing = registry.proxy(for: key) as? Self { return existing }
        guard let made = self.init(coder: AppearanceCoder()) else {
            preconditionFailure("\(self).appearance(): \(self)'s init?(coder:) returned nil, so it has no appearance proxy")
        }
        registry.add(made, for: key) { $0 is Self }
        return made
    }
}

/// The coder an appearance proxy is made with: `UIView.init?(coder:)` makes a plain view for
/// it alone (there are no archives to decode here).
package final class AppearanceCoder: NSCoder {}
