import RxUI

/// The built-in screens by name. A new screen is one folder under `Apps/` plus one line here.
public enum AppCatalog {
    public static var registry: ScreenRegistry {
        var registry = ScreenRegistry()
        registry.register("venues") { VenuesViewController(environment: $0) }
        registry.register("follow") { FollowViewController(environment: $0) }
        return registry
    }
}
