import Foundation

@testable import RxsSession

extension SessionOptions {
    /// The test screens answered by two cassettes written into `folder`: `ported`'s check of
    /// `octocat` (200) and a default 404 for every other request.
    static func portedScreen(cassettes folder: TemporaryFolder) throws -> SessionOptions {
        try folder.write("cassettes/octocat.json", """
            {"request":{"method":"GET","url":"https://api.github.com/users/octocat"},
             "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":{"login":"octocat"}}}
            """)
        try folder.write("cassettes/default.json", #"{"response":{"status":404,"json":{"message":"Not Found"}}}"#)
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        options.network = .fixtures(directories: [URL(fileURLWithPath: folder.path + "/cassettes")])
        return options
    }
}
