import Foundation
import RxsScript
import RxsSession
import RxsRunner

/// What `rxs new` fills its templates with.
struct Starter {
    /// The package, its screens module and its command.
    var name: String
    /// The `dependencies:` entry for rxs in `Package.swift`.
    var dependency: String
    /// rxs's package identity, as `.product(name:package:)` names it: `rxs` for a checkout
    /// (named so in the dependency, whatever its folder is called), the URL's last component
    /// for a git dependency (SwiftPM takes it from there).
    var rxsIdentity: String
    /// Where rxs lives, for the README's link.
    var rxsReference: String
    /// Swift 5 language mode (`--swift5`) instead of 6.
    var swift5 = false

    /// rxs by absolute path to a checkout.
    static func local(name: String, rxsPath: String, swift5: Bool = false) -> Starter {
        Starter(name: name, dependency: ".package(name: \"rxs\", path: \(GeneratedText.swiftString(rxsPath)))",
                rxsIdentity: "rxs", rxsReference: rxsPath, swift5: swift5)
    }

    /// rxs as a git dependency: from its newest release tag (`from: "X.Y.Z"`, the way Swift
    /// packages are used), or on its `main` branch when `tags` holds no version.
    static func git(name: String, url: String, tags: [String], swift5: Bool = false) -> Starter {
        let requirement = GitTags.newestVersion(in: tags).map { "from: \"\($0)\"" } ?? "branch: \"main\""
        return Starter(name: name, dependency: ".package(url: \(GeneratedText.swiftString(url)), \(requirement))",
                       rxsIdentity: identity(of: url), rxsReference: url, swift5: swift5)
    }

    /// SwiftPM's identity of a package path or URL: its last component without `.git`, lowercased.
    static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The files of the package, by path relative to its folder.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", StarterTemplates.packageManifest(self)),
            ("README.md", StarterTemplates.readme(self)),
            (".gitignore", StarterTemplates.gitignore(self)),
            ("Sources/\(name)/HelloViewModel.swift", StarterTemplates.viewModel(self)),
            ("Sources/\(name)/HelloViewController.swift", StarterTemplates.viewController(self)),
            ("Sources/\(name)Command/main.swift", StarterTemplates.main(self)),
            ("Tests/\(name)Tests/HelloViewModelTests.swift", StarterTemplates.tests(self)),
            ("flows/\(name).rxs", StarterTemplates.flow(self)),
        ]
    }
}

/// The template files of `rxs new`, one per file in `Templates/`, as Swift string literals.
enum StarterTemplates {
    /// A value inside a generated Swift string literal, escaped (`GeneratedText.swiftString`).
    static func literal(_ text: String) -> String {
        GeneratedText.swiftString(text)
    }
}
