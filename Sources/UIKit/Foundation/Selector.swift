#if !canImport(ObjectiveC)
/// As the Objective-C runtime's `Selector`, which UIKit makes visible: the type of the
/// `action:` parameters of target-action initializers, so `target: nil, action: nil` — the way
/// Rx code builds a bar button item before binding `rx.tap` — compiles as on iOS. Linux has no
/// Objective-C runtime: `#selector` does not compile, and a selector made from its name is
/// kept, never sent (actions are closures and `rx` events here).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ name: String) {
        description = name
    }
}
#endif
