import RxCocoa
import RxSwift
import RxsSupport
/// The screens a session can open by name (`open search`).
public struct _ScreenRegistry: Sendable {
    /// Sendable, so a registry can be handed to sessions on any thread; factories capture nothing.
    public typealias Factory = @Sendable (_Environment) -> any _Screen

    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        case unknownScreen(name: String, suggestions: [String], available: [String])

        public var description: String {
            switch self {
            case .unknownScreen(let name, let suggestions, let available):
                let head = "no screen \(_JSONWriter.quoted(name))"
                if !suggestions.isEmpty {
                    return head + "; did you mean \(_PathError.list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
                }
                return available.isEmpty ? head + "; no screens are registered" : head + "; screens: " + available.joined(separator: ", ")
            }
        }
    }

    private var factories: [String: Factory] = [:]
    /// Names in registration order.
    public private(set) var names: [String] = []

    public init() {}

    /// Registers (or replaces) the factory for `name`.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        if factories.updateValue(factory, forKey: name) == nil { names.append(name) }
    }

    /// The storyboards `UIStoryboard(name:bundle:)` finds in a session of this registry.
    public private(set) var storyboards: [String: _Storyboard] = [:]

    /// Registers (or replaces) a storyboard: its identifiers' view controllers.
    public mutating func register(_ storyboard: _Storyboard) {
        storyboards[storyboard.name] = storyboard
    }

    public func make(_ name: String, environment: _Environment) throws(Error) -> any _Screen {
        guard let factory = factories[name] else {
            throw .unknownScreen(name: name, suggestions: EditDistance.closest(to: name, among: names), available: names)
        }
        return factory(environment)
    }
}
