import APIClient
import RxUI

/// The built-in screens by name. A new screen is one folder under `Apps/` plus one line here.
@MainActor public enum AppCatalog {
    public static var registry: ScreenRegistry {
        var registry = ScreenRegistry()
        registry.register(RepositoryListController.screenName) { RepositoryListController(environment: $0) }
        registry.register(VenuesViewController.screenName) { VenuesViewController(environment: $0) }
        registry.register(FeedViewController.screenName) { FeedViewController(environment: $0) }
        registry.register(SearchViewController.screenName) { SearchViewController(environment: $0) }
        registry.register(FollowViewController.screenName) { FollowViewController(environment: $0) }
        registry.register(SettingsTabBarController.screenName) { SettingsTabBarController(environment: $0) }
        return registry
    }

    /// The services those screens talk to (`RxsMain.run(…, services:)`).
    public static var services: [ServiceDescription] { BuiltInServices.all }
}
