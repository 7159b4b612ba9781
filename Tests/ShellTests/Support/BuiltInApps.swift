import Apps

@testable import Shell

extension SessionOptions {
    /// A session on the five built-in apps, as `rxs` runs them.
    static var builtIn: SessionOptions {
        var options = SessionOptions()
        options.registry = { AppCatalog.registry }
        return options
    }
}
