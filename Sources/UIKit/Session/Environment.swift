import RxCocoa
import RxSwift

/// Names a value an app keeps in the environment (its API client, say) beside the built-in
/// ones, as SwiftUI's `EnvironmentKey`.
public protocol _EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Everything a screen may reach outside itself, injected so that two sessions in one process
/// never share state: schedulers, randomness, and the session-wide UI (HUD, network spinner,
/// opener). Apps add their own values (the API client) through `EnvironmentKey`s:
///
///     enum APIClientKey: EnvironmentKey { static var defaultValue: APIClient { … } }
///     extension Environment { var api: APIClient { self[APIClientKey.self] } }
public struct _Environment {
    /// Where UI work and Driver/Signal delivery happen (the session's virtual clock).
    public var mainScheduler: any SchedulerType
    /// Where ViewModels may move heavy work; in virtual time usually the same clock.
    public var backgroundScheduler: any SchedulerType
    public var random: _SeededRandomSource
    public var opener: _Opener
    public var hud: _HUD
    public var networkActivityIndicator: _NetworkActivityIndicator
    /// Each key's value in a box of its type, set only through the subscript below.
    @usableFromInline var values: [ObjectIdentifier: AnyObject] = [:]

    public init(
        mainScheduler: any SchedulerType,
        backgroundScheduler: (any SchedulerType)? = nil,
        random: _SeededRandomSource = _SeededRandomSource(seed: 0),
        opener: _Opener = _Opener(),
        hud: _HUD = _HUD(),
        networkActivityIndicator: _NetworkActivityIndicator = _NetworkActivityIndicator()
    ) {
        self.mainScheduler = mainScheduler
        self.backgroundScheduler = backgroundScheduler ?? mainScheduler
        self.random = random
        self.opener = opener
        self.hud = hud
        self.networkActivityIndicator = networkActivityIndicator
    }

    /// Inlinable, so specialised for the key where an app reads it. As SwiftUI's: a key never
    /// set reads its default value, one set (to nil too, where its value is optional) reads
    /// what was set. A key's value is stored in a box of `Key.Value` by the setter alone, so a
    /// read casts one class to another (`as?` from `Any` cost a `swift_dynamicCast` a read: an
    /// app's services, read by each screen it makes). Checked, not assumed: two modules can
    /// each make one type a key with its own `Value`, and then a read gets the default.
    @inlinable public subscript<Key: _EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] as? _EnvironmentValue<Key.Value> else {
                return Key.defaultValue
            }
            return stored.value
        }
        set { values[ObjectIdentifier(key)] = _EnvironmentValue(newValue) }
    }
}

/// A value set in an environment, boxed as its type (see `_Environment`'s subscript).
@usableFromInline final class _EnvironmentValue<Value> {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
