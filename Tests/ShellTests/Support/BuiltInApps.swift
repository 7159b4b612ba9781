import APIClient
import Apps

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

extension SessionOptions {
    /// A session on the five built-in apps, as `rxs` runs them.
    static var builtIn: SessionOptions {
        var options = SessionOptions()
        options.registry = { AppCatalog.registry }
        options.api = .builtIn()
        return options
    }
}
