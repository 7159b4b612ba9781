import Foundation
import Synchronization

/// The appearance proxies one app made (`UIView.appearance()` and its kin): its
/// `UIApplication.shared`'s, so each session has its own, and outside sessions the process's.
/// A proxy is kept for good and returned again for the same class, containers and traits.
package final class AppearanceRegistry {
    /// What a proxy is for: a class, limited to views inside `containers` (innermost first,
    /// as UIKit reads the list) on a screen with `traits`.
    struct Key {
        let viewClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?

        init(viewClass: UIView.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
            self.viewClass = ObjectIdentifier(viewClass)
            self.containers = containers.map { ObjectIdentifier($0) }
            self.traits = traits
        }

        func isSame(as other: Key) -> Bool {
            viewClass == other.viewClass && containers == other.containers
                && AppearanceRegistry.same(traits, other.traits)
        }
    }

    struct Entry {
        let key: Key
        let proxy: UIView
        /// Whether a view is of the proxy's class (`$0 is Self` where it was made).
        let matches: (UIView) -> Bool
        /// How far the class is from its root: a subclass's proxy is read before its superclass's.
        let depth: Int
    }

    /// Most specific first (deeper classes, then more containers; older first among equals):
    /// a view takes a property from the first proxy that set it.
    private(set) var entries: [Entry] = []

    package init() {}

    /// The current app's registry: the session's inside one.
    @MainActor static var current: AppearanceRegistry { UIApplication.shared.appearanceRegistry }

    /// Whether any proxy was ever made in this process, by any session: while none was, the
    /// places views join the screen check this one flag and do nothing more. It says nothing
    /// a script can see (each session then reads its own registry, empty or not).
    private static let anyMade = Atomic<Bool>(false)
    static var anyProxiesMade: Bool { anyMade.load(ordering: .relaxed) }

    func proxy(for key: Key) -> UIView? {
        entries.first { $0.key.isSame(as: key) }?.proxy
    }

    func add(_ proxy: UIView, for key: Key, matches: @escaping (UIView) -> Bool) {
        Self.anyMade.store(true, ordering: .relaxed)
        var depth = 0
        var current: AnyClass = type(of: proxy)
        while let superclass = _getSuperclass(current) {
            depth += 1
            current = superclass
        }
        let entry = Entry(key: key, proxy: proxy, matches: matches, depth: depth)
        let index = entries.firstIndex {
            $0.depth < depth || ($0.depth == depth && $0.key.containers.count < key.containers.count)
        }
        entries.insert(entry, at: index ?? entries.endIndex)
    }

    /// Both without traits, or with the same ones.
    private static func same(_ first: UITraitCollection?, _ second: UITraitCollection?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return first.userInterfaceStyle == second.userInterfaceStyle
            && first.horizontalSizeClass == second.horizontalSizeClass
            && first.verticalSizeClass == second.verticalSizeClass
            && first.preferredContentSizeCategory == second.preferredContentSizeCategory
    }

    /// Whether a proxy for `traits` applies on the screen, whose traits never change: each
    /// trait it names is the screen's (an unspecified one matches any).
    static func screenHas(_ traits: UITraitCollection?) -> Bool {
        guard let traits else { return true }
        let screen = UITraitCollection.screen
        return (traits.userInterfaceStyle == .unspecified || traits.userInterfaceStyle == screen.userInterfaceStyle)
            && (traits.horizontalSizeClass == .unspecified || traits.horizontalSizeClass == screen.horizontalSizeClass)
            && (traits.verticalSizeClass == .unspecified || traits.verticalSizeClass == screen.verticalSizeClass)
            && (traits.preferredContentSizeCategory == .unspecified
                || traits.preferredContentSizeCategory == screen.preferredContentSizeCategory)
    }
}
