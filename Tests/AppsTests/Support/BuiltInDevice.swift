import APIClient
import Apps
import Phone
import RxUI

extension Device {
    /// A phone showing the five built-in apps, as `rxs` runs them.
    static func apps(seed: UInt64 = 0, mode: NetworkStack.Mode = .fixtures(directories: []),
                     api: APIEnvironment = APIEnvironment.builtIn(),
                     registry: ScreenRegistry = AppCatalog.registry) -> Device {
        Device(seed: seed, mode: mode, api: api, registry: registry)
    }
}
