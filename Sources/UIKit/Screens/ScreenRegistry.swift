import RxCocoa
import RxSwift
import RxsSupport
/// The screens a session can open by name (`open search`), and the apps it can launch by
/// their delegates (ScreenRegistry+Apps.swift).
public struct _ScreenRegistry: Sendable {
    /// Sendable, so a registry can be handed to sessions on any thread; factories capture nothing.
    public typealias Factory = @MainActor @Sendable (_Environment) -> any _Screen

    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        case unknownScreen(name: String, suggestions: [String], available: [String])
        /// An app registered by its delegates did not come up with a screen (`AppLaunch`).
        case launchRefused(app: String, reason: String)

        public var description: String {
            switch self {
            case .unknownScreen(let name, let suggestions, let available):
                let head = "no screen \(_JSONWriter.quoted(name))"
                if !suggestions.isEmpty {
                    return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
                }
                return available.isEmpty ? head + "; no screens are registered" : head + "; screens: " + available.joined(separator: ", ")
            case .launchRefused(let app, let reason):
                return "app \(_JSONWriter.quoted(app)) did not launch: \(reason)"
            }
        }
    }

    /// A screen's factory, or an app to launch from its delegates (ScreenRegistry+Apps.swift).
    enum Entry: Sendable {
        case screen(Factory)
        case app(AppLaunch)
    }

    private var entries: [String: Entry] = [:]
    /// Names in registration order.
    public private(set) var names: [String] = []

    public init() {}

    /// Registers (or replaces) the factory for `name`.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        register(name, .screen(factory))
    }

    mutating func register(_ name: String, _ entry: Entry) {
        if entries.updateValue(entry, forKey: name) == nil { names.append(name) }
    }

    /// The storyboards `UIStoryboard(name:bundle:)` finds in a session of this registry.
    public private(set) var storyboards: [String: _Storyboard] = [:]

    /// Registers (or replaces) a storyboard: its identifiers' view controllers.
    public mutating func register(_ storyboard: _Storyboard) {
        storyboards[storyboard.name] = storyboard
    }

    /// The screen registered as `name`, made with `window`'s environment; an app registered
    /// by its delegates is launched in `window`'s application and shows its key window's root.
    @preconcurrency @MainActor public func make(_ name: String, in window: _Window) throws(Error) -> any _Screen {
        switch entries[name] {
        case .screen(let factory)?: return factory(window.environment)
        case .app(let app)?: return try app.launch(name, in: window)
        case nil:
            throw .unknownScreen(name: name, suggestions: EditDistance.closest(to: name, among: names), available: names)
        }
    }
}
